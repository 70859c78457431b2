import RxNetwork
import XCTest

/// The day arithmetic the apps' timestamp readers share, against known dates and as a
/// round trip over four centuries either side of 1970.
final class CivilDateTests: XCTestCase {
    func test_knownDates_haveTheirDayCounts() {
        XCTAssertEqual(CivilDate.days(year: 1970, month: 1, day: 1), 0)
        XCTAssertEqual(CivilDate.days(year: 2000, month: 3, day: 1), 11_017)
        XCTAssertEqual(CivilDate.days(year: 1969, month: 12, day: 31), -1)
        XCTAssertEqual(CivilDate.days(year: 2024, month: 2, day: 29), 19_782)
    }

    func test_everyDayCount_roundTrips() {
        for days in stride(from: -146_097, through: 146_097, by: 1) {
            let date = CivilDate.date(days: days)
            XCTAssertEqual(CivilDate.days(year: date.year, month: date.month, day: date.day), days)
            if days % 50_000 == 0 { XCTAssert((1...12).contains(date.month) && (1...31).contains(date.day)) }
        }
        XCTAssertTrue(CivilDate.date(days: 19_782) == (2024, 2, 29))
    }
}
