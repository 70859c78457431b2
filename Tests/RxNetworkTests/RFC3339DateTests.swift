import Foundation
import RxNetwork
import XCTest

/// The one RFC 3339 reader the apps share (GitHub, Bluesky, Atom feeds): fractions of any
/// length, offsets across midnight, leap days, the forms servers write, and what it refuses.
final class RFC3339DateTests: XCTestCase {
    private func micros(_ text: String) -> Int64? {
        RFC3339Date(text)?.microseconds
    }

    func test_utcTimestamps_readToTheMicrosecond() {
        XCTAssertEqual(micros("1970-01-01T00:00:00Z"), 0)
        XCTAssertEqual(micros("2013-06-24T12:49:57Z"), 1_372_078_197_000_000)
        XCTAssertEqual(micros("2025-05-22T13:00:49.358Z"), 1_747_918_849_358_000)
        XCTAssertEqual(micros("2024-06-05T21:01:56.189717Z"), 1_717_621_316_189_717)
        XCTAssertEqual(micros("1969-12-31T23:59:59.5Z"), -500_000, "before 1970")
        XCTAssertEqual(RFC3339Date("2013-06-24T12:49:57.500Z")?.date, Date(timeIntervalSince1970: 1_372_078_197.5))
    }

    func test_fractionsOfAnyLength_areCutToTheMicrosecond() {
        XCTAssertEqual(micros("2025-05-22T13:00:49.3Z"), 1_747_918_849_300_000)
        XCTAssertEqual(micros("2025-05-22T13:00:49.358123456Z"), 1_747_918_849_358_123, "nine digits")
        XCTAssertEqual(micros("2025-05-22T13:00:49.999999999999Z"), 1_747_918_849_999_999)
        XCTAssertEqual(micros("2025-05-22T13:00:49.000001Z"), 1_747_918_849_000_001)
    }

    func test_separatorsAndZones_inEveryWrittenForm() {
        let base = micros("2025-05-22T13:00:49Z")
        XCTAssertNotNil(base)
        for text in ["2025-05-22t13:00:49z", "2025-05-22 13:00:49Z", "2025-05-22T15:00:49+02:00", "2025-05-22T08:30:49-04:30",
                     "2025-05-22T08:30:49-0430", "2025-05-22T13:00:49+00:00", "2025-05-22T13:00:49-00:00"] {
            XCTAssertEqual(micros(text), base, text)
        }
        XCTAssertEqual(RFC3339Date("2025-05-22T15:00:49+02:00")?.offsetSeconds, 7_200)
        XCTAssertEqual(RFC3339Date("2025-05-22T08:30:49-04:30")?.offsetSeconds, -16_200)
        XCTAssertEqual(RFC3339Date("2025-05-22T13:00:49Z")?.offsetSeconds, 0)
    }

    func test_offsetsAcrossMidnight_moveTheDay() {
        XCTAssertEqual(micros("2024-01-01T01:30:00+02:00"), micros("2023-12-31T23:30:00Z"), "a new year east of UTC")
        XCTAssertEqual(micros("2023-12-31T22:00:00-05:00"), micros("2024-01-01T03:00:00Z"), "still the old year west of UTC")
        XCTAssertEqual(micros("2024-03-01T00:30:00+01:00"), micros("2024-02-29T23:30:00Z"), "back into a leap day")
        XCTAssertEqual(micros("1970-01-01T00:00:00+23:59"), -86_340_000_000)
    }

    func test_leapYearDays_andMonthLengths() {
        XCTAssertEqual(micros("2024-02-29T00:00:00Z"), 1_709_164_800_000_000)
        XCTAssertNotNil(RFC3339Date("2000-02-29T00:00:00Z"), "divisible by 400")
        XCTAssertNil(RFC3339Date("1900-02-29T00:00:00Z"), "divisible by 100, not 400")
        XCTAssertNil(RFC3339Date("2023-02-29T00:00:00Z"))
        XCTAssertNil(RFC3339Date("2024-02-30T00:00:00Z"))
        XCTAssertNil(RFC3339Date("2024-04-31T00:00:00Z"))
        XCTAssertNotNil(RFC3339Date("2024-12-31T23:59:59Z"))
        XCTAssertEqual(micros("2016-12-31T23:59:60Z"), micros("2017-01-01T00:00:00Z"), "a leap second reads as the next second")
    }

    func test_whatIsNotRFC3339_isNil() {
        for text in ["", "yesterday", "2025-05-22", "2025-05-22T13:00:49", "2025-05-22T13:00Z", "2025-13-01T00:00:00Z",
                     "2025-00-10T00:00:00Z", "2025-05-00T00:00:00Z", "2025-05-22T24:00:00Z", "2025-05-22T13:60:00Z",
                     "2025-05-22T13:00:61Z", "2025-05-22T13:00:49+24:00", "2025-05-22T13:00:49+01:60", "2025-05-22T13:00:49+1",
                     "2025-05-22T13:00:49.Z", "2025-05-22T13:00:49,5Z", "2025-05-22T13:00:49Z trailing", "2025-05-22T13:00:49Zjunk",
                     " 2025-05-22T13:00:49Z", "22/05/2025 13:00", "２０２５-05-22T13:00:49Z", "25-05-22T13:00:49Z",
                     "2025-5-22T13:00:49Z", "2025-05-22X13:00:49Z", "+2025-05-22T13:00:49Z"] {
            XCTAssertNil(RFC3339Date(text), text)
        }
    }

    func test_fields_areCheckedWhenBuiltFromParts() {
        XCTAssertEqual(RFC3339Date(year: 2018, month: 1, day: 31, hour: 8, minute: 26, second: 5, offsetSeconds: 3_600)?.microseconds,
                       1_517_383_565_000_000)
        XCTAssertNil(RFC3339Date(year: 2018, month: 2, day: 29, hour: 0, minute: 0, second: 0))
        XCTAssertNil(RFC3339Date(year: 2018, month: 1, day: 1, hour: 0, minute: 0, second: 0, offsetSeconds: 86_400))
        XCTAssertNil(RFC3339Date(year: 2018, month: 1, day: 1, hour: 0, minute: 0, second: 0, microsecond: 1_000_000))
        XCTAssertEqual(RFC3339Date.days(inMonth: 2, of: 2024), 29)
        XCTAssertEqual(RFC3339Date.days(inMonth: 2, of: 2100), 28)
    }

    func test_writing_inUTC_withTheFractionDigitsAsked() {
        XCTAssertEqual(RFC3339Date.string(microseconds: 1_372_078_197_000_000), "2013-06-24T12:49:57Z")
        XCTAssertEqual(RFC3339Date.string(microseconds: 1_747_885_530_576_999, fractionDigits: 3), "2025-05-22T03:45:30.576Z", "cut, not rounded")
        XCTAssertEqual(RFC3339Date.string(microseconds: -500_000, fractionDigits: 3), "1969-12-31T23:59:59.500Z")
        XCTAssertEqual(RFC3339Date.string(microseconds: -1, fractionDigits: 6), "1969-12-31T23:59:59.999999Z")
        XCTAssertEqual(RFC3339Date.string(from: Date(timeIntervalSince1970: -1)), "1969-12-31T23:59:59Z")
        XCTAssertEqual(RFC3339Date.string(microseconds: 0, fractionDigits: 9), "1970-01-01T00:00:00.000000Z", "at most six digits")
    }

    func test_whatItWrites_readsBackTheSame() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let micros = Int64(state >> 1) % 200_000_000_000_000_000 - 60_000_000_000_000_000
            for digits in [0, 3, 6] {
                let text = RFC3339Date.string(microseconds: micros, fractionDigits: digits)
                let scale: Int64 = digits == 6 ? 1 : digits == 3 ? 1_000 : 1_000_000
                let expected = micros >= 0 ? micros / scale * scale : (micros - scale + 1) / scale * scale
                XCTAssertEqual(RFC3339Date(text)?.microseconds, expected, text)
            }
        }
    }
}
