import Foundation
import XCTest
import LoopbackHTTP
@testable import WeatherCore

/// Every recorded answer in shared/fixtures/open-meteo and …/openweathermap, decoded
/// with what it must give. A recording without an expectation here fails the test, so
/// a fixture added later cannot go unread.
final class FixtureDecodingTests: XCTestCase {
    private typealias Check = (RecordedExchange) throws -> Void

    private let somewhere = Place(name: "Recorded place", latitude: 0, longitude: 0)

    /// Utc instants written as "yyyy-MM-ddTHH:mm" UTC.
    private func utc(_ text: String) -> Date? {
        LocalTime.date(text, utcOffsetSeconds: 0)
    }

    private var checks: [String: Check] {
        [
            "open-meteo/forecast_current_weather_berlin.json": { exchange in
                let forecast = try OpenMeteoResponse.forecast(from: exchange.body, for: self.somewhere)
                XCTAssertEqual(forecast.current?.temperature, 9.0)
                XCTAssertEqual(forecast.current?.windSpeed, 4.1)
                XCTAssertEqual(forecast.current?.condition, WeatherCondition(code: 2))
                XCTAssertEqual(forecast.current?.time, self.utc("2022-11-12T17:00"))
                XCTAssertTrue(forecast.hourly.isEmpty && forecast.daily.isEmpty)
            },
            "open-meteo/more/jasonnoble_forecast_denver_current_daily_fahrenheit.json": { exchange in
                XCTAssertEqual(exchange.status, 200)
                let forecast = try OpenMeteoResponse.forecast(from: exchange.body, for: self.somewhere)
                XCTAssertEqual(forecast.utcOffsetSeconds, -21_600)
                XCTAssertEqual(forecast.current?.temperature ?? 0, (67.4 - 32) * 5 / 9, accuracy: 1e-9, "°F converted")
                XCTAssertEqual(forecast.current?.time, self.utc("2023-11-02T20:00"), "14:00 in Denver (MDT)")
                XCTAssertEqual(forecast.daily.count, 7)
                XCTAssertEqual(forecast.daily.map { $0.condition?.code }, [2, 3, 3, 3, 3, 3, 3], "the old `weathercode` spelling")
                XCTAssertEqual(forecast.daily[0].maximum ?? 0, (67.8 - 32) * 5 / 9, accuracy: 1e-9)
                XCTAssertEqual(forecast.daily[0].minimum ?? 0, (33.9 - 32) * 5 / 9, accuracy: 1e-9)
                XCTAssertEqual(forecast.daily[0].date, self.utc("2023-11-02T06:00"), "local midnight")
                let shown = ForecastPresentation(forecast, units: .imperial, now: Date())
                XCTAssertEqual(shown.degrees, "67°F", "back in °F as recorded")
                XCTAssertEqual(shown.days.map(\.label), ["Today", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"])
            },
            "open-meteo/more/tpisel_forecast_400_invalid_hourly_variable.json": { exchange in
                XCTAssertEqual(exchange.status, 400)
                XCTAssertEqual(OpenMeteoResponse.errorReason(from: exchange.body),
                               "Cannot initialize SurfaceAndPressureVariable<ForecastSurfaceVariable, ForecastPressureVariable> from invalid String value lksdfj for key ")
            },
            "open-meteo/more/tpisel_forecast_400_invalid_temperature_unit.json": { exchange in
                XCTAssertEqual(exchange.status, 400)
                XCTAssertEqual(OpenMeteoResponse.errorReason(from: exchange.body),
                               "Cannot initialize TemperatureUnit from invalid String value asdfsfd for key temperature_unit")
            },
            "open-meteo/more/tpisel_forecast_brasilia_hourly_temperature_2m_gem_global.json": { exchange in
                let forecast = try OpenMeteoResponse.forecast(from: exchange.body, for: self.somewhere)
                XCTAssertEqual(forecast.hourly.count, 168)
                XCTAssertEqual(forecast.hourly.first?.time, self.utc("2023-10-25T03:00"), "midnight in Brasília (-03)")
                XCTAssertEqual(forecast.hourly.prefix(3).map(\.temperature), [23.1, 22.4, 21.5])
                XCTAssertNil(forecast.current)
                let shown = ForecastPresentation(forecast, units: .metric, now: Date())
                XCTAssertEqual(shown.hours.count, 24, "an old recording: the first 24 hours")
                XCTAssertEqual(shown.hours.first?.label, "00")
                XCTAssertEqual(shown.degrees, "23°C", "no current block: the first hour's")
            },
            "open-meteo/more/tpisel_geocoding_search_no_results.json": { exchange in
                XCTAssertEqual(try OpenMeteoResponse.places(from: exchange.body), [])
            },
            "open-meteo/more/tpisel_geocoding_search_paris_count2.json": { exchange in
                let places = try OpenMeteoResponse.places(from: exchange.body)
                XCTAssertEqual(places.map(\.displayName), ["Paris, Île-de-France, France", "Paris, Texas, United States"])
                XCTAssertEqual(places.first?.timeZone, "Europe/Paris")
                XCTAssertEqual(places.first?.id, 2_988_507)
            },
            "open-meteo/open-meteo-ruby/forecast_general.json": { exchange in
                let forecast = try OpenMeteoResponse.forecast(from: exchange.body, for: self.somewhere)
                XCTAssertEqual(forecast.current?.condition, WeatherCondition(code: 3))
                XCTAssertNil(forecast.current?.temperature)
                XCTAssertEqual(forecast.hourly.count, 168)
                XCTAssertEqual(forecast.daily.map { $0.condition?.code }, [80, 80, 80, 80, 80, 61, 61])
                let shown = ForecastPresentation(forecast, units: .metric, now: Date())
                XCTAssertEqual(shown.hours.first?.label, "10", "from the hour of the current time, 10:45")
                XCTAssertEqual(shown.degrees, "–", "no temperature was asked for")
            },
            "open-meteo/open-meteo-ruby/search_hollywood.json": { exchange in
                let places = try OpenMeteoResponse.places(from: exchange.body)
                XCTAssertEqual(places.count, 10)
                XCTAssertEqual(places.prefix(2).map(\.displayName), ["Hollywood, Florida, United States", "Hollywood, California, United States"])
                XCTAssertEqual(places.first?.population, 149_728)
            },
            "open-meteo/open-meteo-ruby/search_hollywood_20.json": { exchange in
                XCTAssertEqual(try OpenMeteoResponse.places(from: exchange.body).count, 20)
            },
            "openweathermap/open-weather-ruby-client/errors_access_denied.json": { exchange in
                XCTAssertEqual(exchange.status, 401)
                XCTAssertThrowsError(try OpenWeatherMapResponse.forecast(from: exchange.body, units: .standard, query: "London")) {
                    XCTAssertEqual($0 as? WeatherError, .unauthorized)
                }
            },
            "openweathermap/open-weather-ruby-client/weather_id_fr_metric.json": { exchange in
                let forecast = try OpenWeatherMapResponse.forecast(from: exchange.body, units: .metric, query: "524901")
                XCTAssertEqual(forecast.place.displayName, "Moscou, RU")
                XCTAssertEqual(forecast.current?.temperature, 13.67)
                XCTAssertEqual(forecast.current?.description, "Petites averses", "French, as asked")
                XCTAssertEqual(forecast.current?.windSpeed ?? 0, 9 * 3.6, accuracy: 1e-9, "m/s converted")
                XCTAssertEqual(forecast.current?.condition, WeatherCondition(code: 80))
            },
            "openweathermap/open-weather-ruby-client/weather_id_ru_imperial.json": { exchange in
                let forecast = try OpenWeatherMapResponse.forecast(from: exchange.body, units: .imperial, query: "524901")
                XCTAssertEqual(forecast.place.name, "Москва")
                XCTAssertEqual(forecast.current?.temperature ?? 0, 12, accuracy: 1e-9, "53.6 °F")
                XCTAssertEqual(forecast.current?.description, "Ясно")
                XCTAssertEqual(forecast.current?.windSpeed ?? 0, 6.71 * 1.609344, accuracy: 1e-9, "mph converted")
                XCTAssertEqual(forecast.utcOffsetSeconds, 10_800)
            },
            "openweathermap/open-weather-ruby-client/weather_name.json": { exchange in
                let forecast = try OpenWeatherMapResponse.forecast(from: exchange.body, units: .standard, query: "London")
                XCTAssertEqual(forecast.place, Place(id: 2_643_743, name: "London", latitude: 51.51, longitude: -0.13, countryCode: "GB"))
                XCTAssertEqual(forecast.current?.temperature ?? 0, 9.42, accuracy: 1e-9, "282.57 K")
                XCTAssertEqual(forecast.current?.humidity, 81)
                XCTAssertEqual(forecast.current?.condition, WeatherCondition(code: 61))
                XCTAssertEqual(forecast.current?.time, Date(timeIntervalSince1970: 1_588_044_368))
                XCTAssertEqual(forecast.source, .openWeatherMap)
            },
            "openweathermap/open-weather-ruby-client/weather_name_state_country.json": { exchange in
                let forecast = try OpenWeatherMapResponse.forecast(from: exchange.body, units: .standard, query: "New York,NY,US")
                XCTAssertEqual(forecast.place.displayName, "New York, US")
                XCTAssertEqual(forecast.current?.temperature ?? 0, 6.71, accuracy: 1e-9)
                XCTAssertEqual(forecast.current?.condition, WeatherCondition(code: 3))
                XCTAssertEqual(forecast.utcOffsetSeconds, -14_400)
            },
            "openweathermap/ruby_open_weather_map/current_city_imperial_valid.json": { exchange in
                let forecast = try OpenWeatherMapResponse.forecast(from: exchange.body, units: .imperial, query: ",Cochin, In")
                XCTAssertEqual(forecast.place.displayName, "Kochi, India", "2014: a country name, not a code")
                XCTAssertEqual(forecast.current?.temperature ?? 0, (79.96 - 32) * 5 / 9, accuracy: 1e-9)
                XCTAssertEqual(forecast.utcOffsetSeconds, 0, "2014 answers had no offset")
            },
            "openweathermap/ruby_open_weather_map/current_city_invalid.json": { exchange in
                XCTAssertEqual(exchange.status, 200, "the old not-found came inside a 200")
                XCTAssertThrowsError(try OpenWeatherMapResponse.forecast(from: exchange.body, units: .standard, query: "Cochiiiiiin")) {
                    XCTAssertEqual($0 as? WeatherError, .notFound("Cochiiiiiin"))
                }
            },
            "openweathermap/ruby_open_weather_map/current_city_metric_valid.json": { exchange in
                let forecast = try OpenWeatherMapResponse.forecast(from: exchange.body, units: .metric, query: ",Cochin, In")
                XCTAssertEqual(forecast.current?.temperature, 26.643)
                XCTAssertEqual(forecast.current?.windSpeed ?? 0, 5.46 * 3.6, accuracy: 1e-9)
            },
        ]
    }

    func test_everyRecordedAnswer_decodesToWhatItSays() throws {
        let fixtures = try WeatherFixtureFiles.directory()
        let checks = self.checks
        var seen: Set<String> = []
        for collection in ["open-meteo", "openweathermap"] {
            for file in try RecordedExchange.recordingFiles(in: fixtures.appendingPathComponent(collection)) {
                let relative = String(file.path.dropFirst(fixtures.standardizedFileURL.path.count + 1))
                seen.insert(relative)
                guard let check = checks[relative] else {
                    XCTFail("\(relative) has no decoding check: add one")
                    continue
                }
                let exchanges = try RecordedExchange.load(file)
                XCTAssertEqual(exchanges.count, 1, relative)
                for exchange in exchanges {
                    XCTAssertNoThrow(try check(exchange), relative)
                }
            }
        }
        XCTAssertEqual(seen, Set(checks.keys), "every check has its recording")
        XCTAssertEqual(seen.count, 18)
    }

    // MARK: - What the recordings do not show

    func test_theModernNotFound_a404WithACodeString_isNotFound() {
        XCTAssertEqual(OpenWeatherMapResponse.errorCode(from: Data(#"{"cod":"404","message":"city not found"}"#.utf8)), 404)
    }

    func test_nullsAndMissingSeries_areSkipped_notFatal() throws {
        let body = #"""
        {"utc_offset_seconds":3600,"current":{"time":"2024-01-01T12:00","temperature_2m":null},
         "hourly":{"time":["2024-01-01T12:00","bad","2024-01-01T14:00"],"temperature_2m":[1.5,2,null],"weather_code":[1e300]},
         "daily":{"time":["2024-01-01"]}}
        """#
        let forecast = try OpenMeteoResponse.forecast(from: Data(body.utf8), for: somewhere)
        XCTAssertNil(forecast.current?.temperature)
        XCTAssertEqual(forecast.hourly.map(\.temperature), [1.5, nil], "an unreadable time drops its hour")
        XCTAssertEqual(forecast.hourly.first?.condition, WeatherCondition(code: -1), "a wild code is unknown, not a trap")
        XCTAssertEqual(forecast.daily.count, 1)
        XCTAssertNil(forecast.daily.first?.maximum)
    }

    func test_aBodyThatIsNotJSON_isMalformed_withoutItsContent() {
        XCTAssertThrowsError(try OpenMeteoResponse.places(from: Data("<html>secret</html>".utf8))) { error in
            XCTAssertEqual(error as? WeatherError, .malformedResponse("not a JSON object"))
        }
        XCTAssertThrowsError(try OpenMeteoResponse.places(from: Data(#"{"results":{"name":"x"}}"#.utf8))) { error in
            XCTAssertEqual(error as? WeatherError, .malformedResponse("results is not a list"))
        }
        XCTAssertEqual(try OpenMeteoResponse.places(from: Data(#"{"results":null}"#.utf8)), [])
        XCTAssertThrowsError(try OpenMeteoResponse.forecast(from: Data(#"{"hourly":{"time":5}}"#.utf8), for: somewhere)) { error in
            XCTAssertEqual(error as? WeatherError, .malformedResponse("unexpected value at hourly.time"))
        }
        XCTAssertThrowsError(try OpenWeatherMapResponse.forecast(from: Data(#"{"cod":200,"name":"X"}"#.utf8), units: .metric, query: "X")) { error in
            XCTAssertEqual(error as? WeatherError, .malformedResponse("no coordinates"))
        }
    }

    func test_geocodingResultsThatCannotBeRead_areSkipped() throws {
        let body = #"{"results":[{"name":"No coordinates"},{"id":1,"name":"Ok","latitude":1,"longitude":2}]}"#
        XCTAssertEqual(try OpenMeteoResponse.places(from: Data(body.utf8)).map(\.name), ["Ok"])
    }
}
