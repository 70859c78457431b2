import AppCoreSupport
import Foundation
import XCTest

/// The hand-computed wall-clock fields read as `Calendar(identifier: .gregorian)`'s, in
/// zones with and without daylight saving, across the Julian–Gregorian changeover, before
/// 1 AD and far in the future.
final class CivilTimeTests: XCTestCase {
    private let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"].compactMap(TimeZone.init(identifier:))

    /// Seeded (a linear congruential generator), so a failure names a date that fails again.
    private func dates(count: Int, in range: ClosedRange<Double>) -> [Date] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            return Date(timeIntervalSince1970: range.lowerBound + unit * (range.upperBound - range.lowerBound))
        }
    }

    private func assertMatchesCalendar(_ dates: [Date], _ zone: TimeZone, file: StaticString = #filePath, line: UInt = #line) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        for date in dates {
            let expected = calendar.dateComponents([.year, .month, .day, .weekday, .hour, .minute, .second], from: date)
            let civil = CivilTime(date, offsetSeconds: zone.secondsFromGMT(for: date))
            XCTAssertEqual([civil.year, civil.month, civil.day, civil.weekday, civil.hour, civil.minute, civil.second],
                           [expected.year, expected.month, expected.day, expected.weekday, expected.hour, expected.minute, expected.second],
                           "\(zone.identifier) \(date.timeIntervalSince1970)", file: file, line: line)
        }
    }

    func test_fields_readAsTheGregorianCalendars_inEveryZone_from1900To2200() {
        XCTAssertEqual(zones.count, 5)
        for zone in zones {
            assertMatchesCalendar(dates(count: 2_000, in: -2_208_988_800...7_258_118_400), zone)
        }
    }

    func test_fields_readAsTheGregorianCalendars_acrossTheChangeoverAndBeforeOneAD() {
        let utc = zones[0]
        // 4 to 15 October 1582 (Julian to Gregorian), the days around them, the leap days of both.
        let changeover = (-141_440 ... -141_415).map { Date(timeIntervalSince1970: Double($0) * 86_400 + 3_600) }
        assertMatchesCalendar(changeover, utc)
        assertMatchesCalendar(dates(count: 2_000, in: -70_000_000_000...(-12_000_000_000)), utc)
    }

    func test_fields_dropTheFractionOfASecond_beforeAndAfterTheEpoch() {
        let after = CivilTime(Date(timeIntervalSince1970: 1_544_258_835.999), offsetSeconds: 0)
        XCTAssertEqual([after.hour, after.minute, after.second], [8, 47, 15])
        let before = CivilTime(Date(timeIntervalSince1970: -0.5), offsetSeconds: 0)
        XCTAssertEqual([before.year, before.month, before.day, before.hour, before.minute, before.second], [1969, 12, 31, 23, 59, 59])
    }

    func test_datesBeyondAnyCalendar_areReadWithinRange_notTrappedOn() {
        for interval in [Double.infinity, -Double.infinity, .nan, 1e300, -1e300] {
            let civil = CivilTime(Date(timeIntervalSince1970: interval), offsetSeconds: 3_600)
            XCTAssertTrue((1...12).contains(civil.month), "\(interval)")
            // The machine's zone reads the same seconds: within a day's offset either way.
            XCTAssertLessThanOrEqual(abs(TimeZoneOffsets.system.secondsFromGMT(for: Date(timeIntervalSince1970: interval))), 86_400)
        }
    }

    func test_dayNumber_changesAtMidnightOfTheOffset() {
        let lastSecond = Date(timeIntervalSince1970: 86_400 - 3_601)
        XCTAssertEqual(CivilTime(lastSecond, offsetSeconds: 3_600).dayNumber, 0)
        XCTAssertEqual(CivilTime(lastSecond.addingTimeInterval(1), offsetSeconds: 3_600).dayNumber, 1)
        XCTAssertEqual(CivilTime(Date(timeIntervalSince1970: 0), offsetSeconds: -1).dayNumber, -1)
    }
}
