import Foundation
import XCTest
@testable import WeatherCore

/// What the weather now says, from answers of our own writing: nothing made up from the
/// day's code, and no sun drawn at night.
final class ConditionNowTests: XCTestCase {
    private let place = Place(name: "Darwin", latitude: -12.46, longitude: 130.84, country: "Australia")
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private func presentation(_ json: String) throws -> ForecastPresentation {
        let forecast = try OpenMeteoResponse.forecast(from: Data(json.utf8), for: place)
        return ForecastPresentation(forecast, units: .metric, now: now)
    }

    /// Commerce City showed "⛅ Partly cloudy" now: its answer had no current code, and
    /// the day's was used.
    func test_noCurrentCode_saysNoConditionNow_ratherThanTheDays() throws {
        let shown = try presentation("""
            {"utc_offset_seconds": 0, "current": {"time": "2023-11-14T22:00", "temperature_2m": 12.5},
             "daily": {"time": ["2023-11-14"], "weather_code": [2], "temperature_2m_max": [15], "temperature_2m_min": [4]}}
            """)
        XCTAssertEqual(shown.conditionText, "")
        XCTAssertEqual(shown.conditionSymbol, "")
        XCTAssertEqual(shown.conditionLine, "")
        XCTAssertEqual(shown.days.first?.conditionText, "Partly cloudy", "the day keeps its own")
    }

    /// Darwin at 20:45 showed a sun: the answer said `is_day: 0`.
    func test_atNight_aClearSkyIsAMoon_andPartlyCloudyACloud() throws {
        let clear = try presentation("""
            {"utc_offset_seconds": 34200, "current": {"time": "2023-11-15T20:45", "temperature_2m": 29, "weather_code": 0, "is_day": 0}}
            """)
        XCTAssertEqual(clear.conditionLine, "☾ Clear sky")
        let cloudy = try presentation("""
            {"utc_offset_seconds": 34200, "current": {"time": "2023-11-15T20:45", "temperature_2m": 29, "weather_code": 2, "is_day": 0}}
            """)
        XCTAssertEqual(cloudy.conditionLine, "☁ Partly cloudy")
        let day = try presentation("""
            {"utc_offset_seconds": 34200, "current": {"time": "2023-11-15T12:00", "temperature_2m": 33, "weather_code": 0, "is_day": 1}}
            """)
        XCTAssertEqual(day.conditionLine, "☀ Clear sky")
    }

    /// A point at sea is answered with nulls only: it drew eleven empty bars under "Next
    /// 11 days". The table gives way to its note.
    func test_anAnswerOfNullsOnly_hasNoWeather_andNoTableOfDays() throws {
        let json = """
            {"utc_offset_seconds": 0, "current": {"time": "2023-11-14T12:00", "temperature_2m": null},
             "daily": {"time": ["2023-11-14", "2023-11-15"], "weather_code": [null, null],
                       "temperature_2m_max": [null, null], "temperature_2m_min": [null, null]}}
            """
        let forecast = try OpenMeteoResponse.forecast(from: Data(json.utf8), for: place)
        XCTAssertFalse(forecast.hasWeather)
        let shown = ForecastPresentation(forecast, units: .metric, now: now)
        XCTAssertEqual(shown.days, [])
        XCTAssertEqual(shown.dailyNote, "No daily forecast from Open-Meteo.")
    }

    /// An answer whose places cannot be read (a latitude of 1e999) is no "nothing found":
    /// it said "No place called Paris was found".
    func test_aGeocodingAnswerWhosePlacesCannotBeRead_isAnUnreadableAnswer_notNotFound() {
        let json = #"{"results": [{"id": 1, "name": "Paris", "latitude": 1e999, "longitude": 2.35}]}"#
        XCTAssertThrowsError(try OpenMeteoResponse.places(from: Data(json.utf8))) { error in
            XCTAssertEqual(error as? WeatherError, .malformedResponse("none of its 1 places could be read"))
        }
        XCTAssertEqual(try OpenMeteoResponse.places(from: Data(#"{"generationtime_ms": 0.1}"#.utf8)), [], "no results is nothing found")
    }
}
