import Foundation
import RxTesting
import XCTest
@testable import WeatherCore

/// `weather --demo`'s source: the places it knows, how a name finds them, and weather
/// that follows the clock it is given.
final class DemoWeatherSourceTests: XCTestCase {
    /// 2026-12-06 13:20 UTC.
    private let now = Date(timeIntervalSince1970: 1_796_515_200 + 13 * 3600 + 20 * 60)

    private func lookup(_ name: String) throws -> WeatherLookup {
        let now = self.now
        return try DemoWeatherSource(now: { now }).lookup(name).toBlocking().single()
    }

    func test_aNameWithTwoPlaces_findsBoth_theBiggerFirst() throws {
        let found = try lookup("paris")
        XCTAssertEqual(found.matches.map(\.displayName), ["Paris, Île-de-France, France", "Paris, Texas, United States"])
        XCTAssertEqual(found.forecast.place, found.matches.first)
        XCTAssertEqual(found.forecast.source, .demo)
    }

    func test_aCountryAfterAComma_orAfterTheName_picksThePlaceThere() throws {
        XCTAssertEqual(try lookup("Paris, US").matches.map(\.displayName), ["Paris, Texas, United States"])
        XCTAssertEqual(try lookup("Paris United States").matches.map(\.displayName), ["Paris, Texas, United States"])
    }

    func test_accentsAndCase_andTheStartOfAName_match() throws {
        XCTAssertEqual(try lookup("REYKJAVIK").matches.first?.name, "Reykjavík")
        XCTAssertEqual(try lookup("new y").matches.first?.name, "New York")
    }

    func test_anUnknownName_failsSayingWhichPlacesTheDemoKnows() {
        XCTAssertThrowsError(try lookup("Atlantis")) { error in
            XCTAssertEqual(error as? WeatherError, .notInDemo("Atlantis", known: DemoWeatherSource.placeNames))
            XCTAssertEqual((error as? WeatherError)?.message,
                           "The demo has no place called \"Atlantis\"; it knows Berlin, Nairobi, New York, Paris, Reykjavík, Sydney, Tokyo. "
                           + "Without --demo, any place can be looked up.")
        }
    }

    func test_theForecast_startsThisHour_andCoversTwoDaysOfHoursAndAWeek() throws {
        let forecast = try lookup("Berlin").forecast
        let hour = Date(timeIntervalSince1970: 1_796_515_200 + 13 * 3600)
        XCTAssertEqual(forecast.current?.time, hour)
        XCTAssertEqual(forecast.hourly.count, 48)
        XCTAssertEqual(forecast.hourly.first?.time, hour)
        XCTAssertEqual(forecast.daily.count, 7)
        XCTAssertEqual(forecast.daily.first?.date, Date(timeIntervalSince1970: 1_796_515_200 - 3600), "midnight in Berlin (UTC+1)")
        XCTAssertEqual(forecast.current?.isDay, true, "14:20 in Berlin")
        XCTAssertEqual(forecast.nextHours(24, now: now).count, 24)
    }

    func test_eachDaysLowAndHigh_holdItsHours_andTheHourNowIsTheCurrentTemperature() throws {
        let forecast = try lookup("Tokyo").forecast
        XCTAssertEqual(forecast.current?.temperature, forecast.hourly.first?.temperature)
        for day in forecast.daily {
            let low = try XCTUnwrap(day.minimum), high = try XCTUnwrap(day.maximum)
            XCTAssertLessThan(low, high)
            for hour in forecast.hourly where hour.time >= day.date && hour.time < day.date.addingTimeInterval(86_400) {
                let temperature = try XCTUnwrap(hour.temperature)
                XCTAssertTrue((low...high).contains(temperature), "\(temperature) outside \(low)…\(high)")
            }
        }
    }

    func test_theTemperature_neverStepsMoreThanTheDailyCurveAllows_evenAtMidnight() throws {
        let hourly = try lookup("Paris").forecast.hourly.compactMap(\.temperature)
        for (earlier, later) in zip(hourly, hourly.dropFirst()) {
            XCTAssertLessThanOrEqual(abs(later - earlier), 1.2, "\(hourly)")
        }
    }

    func test_theSameHour_givesTheSameWeather_andNightIsNight() throws {
        XCTAssertEqual(try lookup("Sydney").forecast, try lookup("Sydney").forecast)
        XCTAssertEqual(try lookup("Sydney").forecast.current?.isDay, false, "00:20 in Sydney (UTC+11)")
    }

    func test_aLookedUpPlacesForecast_isItsDemoForecast() throws {
        let found = try lookup("Paris")
        let now = self.now
        let texas = try DemoWeatherSource(now: { now }).forecast(for: found.matches[1]).toBlocking().single()
        XCTAssertEqual(texas.place.region, "Texas")
        XCTAssertEqual(texas.utcOffsetSeconds, -21600)
        XCTAssertNotEqual(texas.current?.temperature, found.forecast.current?.temperature)
    }
}
