import AppCoreSupport
import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The machine's zone read through the C library gives the offsets Foundation's zone of
/// the same name gives, daylight saving included; the others are what they wrap.
final class TimeZoneOffsetsTests: XCTestCase {
    /// Every 5 days of 2024 and 2025 (both of Berlin's and New York's changes each year),
    /// and the hours around Berlin's last Sunday of March 2024.
    private let dates = (0..<146).map { Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 432_000) }
        + (-3...3).map { Date(timeIntervalSince1970: 1_711_846_800 + Double($0) * 1_800) }

    /// Runs `body` with `TZ` set to `zone`, then puts the process's `TZ` back.
    private func withTZ(_ zone: String, _ body: () -> Void) {
        let saved = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        body()
    }

    func test_system_readsTheOffsetsOfTheZoneNamedByTZ_withDaylightSaving() throws {
        for name in ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "UTC"] {
            let zone = try XCTUnwrap(TimeZone(identifier: name))
            withTZ(name) {
                for date in dates {
                    XCTAssertEqual(TimeZoneOffsets.system.secondsFromGMT(for: date), zone.secondsFromGMT(for: date), "\(name) \(date)")
                }
            }
        }
    }

    func test_system_isTheCurrentTimeZone_forFoundation() {
        XCTAssertEqual(TimeZoneOffsets.system.timeZone, TimeZone.current)
    }

    func test_utcAndAFoundationZone_giveTheirOwnOffsets() throws {
        let kolkata = try XCTUnwrap(TimeZone(identifier: "Asia/Kolkata"))
        XCTAssertEqual(TimeZoneOffsets(kolkata).secondsFromGMT(for: dates[0]), 19_800)
        XCTAssertEqual(TimeZoneOffsets(kolkata).timeZone, kolkata)
        XCTAssertEqual(TimeZoneOffsets.utc.secondsFromGMT(for: dates[0]), 0)
        XCTAssertEqual(TimeZoneOffsets.utc.civilTime(dates[0]), CivilTime(dates[0], offsetSeconds: 0))
    }
}
