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
}
