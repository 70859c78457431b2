import AppCoreSupport
import Foundation
import XCTest

/// The fixed patterns written without `DateFormatter` read exactly as the `en_US_POSIX`
/// formatters they replace, across zones, daylight saving and the padding of small values.
final class FixedDateFormatTests: XCTestCase {
    /// Dates around the edges: the epoch, a leap day, daylight saving changes in Berlin and
    /// New York, the last second of a year, a small year, a pre-epoch date and a fraction.
    private let dates: [Date] = [
        0, 951_782_400, 1_711_846_799, 1_711_846_800, 1_730_595_599, 1_730_595_600, 1_735_689_599,
        -62_000_000_000, -1_000_000, 1_544_258_835.999, 1_700_000_000,
    ].map(Date.init(timeIntervalSince1970:))

    private let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"].compactMap(TimeZone.init(identifier:))

    private func reference(_ pattern: String, _ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    func test_hourMinute_readsAsTheHHmmFormatter_inEveryZone() {
        XCTAssertEqual(zones.count, 5)
        for zone in zones {
            let expected = reference("HH:mm", zone)
            for date in dates {
                XCTAssertEqual(FixedDateFormat(timeZone: zone).hourMinute(date), expected.string(from: date), "\(zone.identifier) \(date)")
            }
        }
    }

    func test_dayMonthYear_readsAsTheDMMMyyyyFormatter_inEveryZone() {
        for zone in zones {
            let expected = reference("d MMM yyyy", zone)
            for date in dates {
                XCTAssertEqual(FixedDateFormat(timeZone: zone).dayMonthYear(date), expected.string(from: date), "\(zone.identifier) \(date)")
            }
        }
    }

    func test_weekdayDayFullMonth_readsAsTheEEEEdMMMMFormatter_inEveryZone() {
        for zone in zones {
            let expected = reference("EEEE d MMMM", zone)
            for date in dates + (0..<7).map({ Date(timeIntervalSince1970: 1_733_400_000 + Double($0) * 86_400) }) {
                XCTAssertEqual(FixedDateFormat(timeZone: zone).weekdayDayFullMonth(date), expected.string(from: date), "\(zone.identifier) \(date)")
            }
        }
    }

    func test_dayFullMonthYear_readsAsTheDMMMMyyyyFormatter_everyMonth() {
        let zone = zones[1]
        let expected = reference("d MMMM yyyy", zone)
        for date in dates + (0..<12).map({ Date(timeIntervalSince1970: 1_704_067_200 + Double($0) * 2_678_400) }) {
            XCTAssertEqual(FixedDateFormat(timeZone: zone).dayFullMonthYear(date), expected.string(from: date), "\(date)")
        }
    }

    func test_iso8601_readsAsISO8601DateFormattersDefault() {
        let expected = ISO8601DateFormatter()
        for date in dates {
            XCTAssertEqual(FixedDateFormat.iso8601(date), expected.string(from: date), "\(date)")
        }
        XCTAssertEqual(FixedDateFormat.iso8601(Date(timeIntervalSince1970: 1_544_258_835)), "2018-12-08T08:47:15Z")
    }
}
