import Foundation
import RxNetwork

/// Reads Open-Meteo's JSON: geocoding answers, forecasts (the `current` block and the
/// older `current_weather`, hourly and daily series with either spelling of the weather
/// code, any units the answer names) and `{"error":true,"reason":…}` bodies.
///
/// Lenient where the service is: every series and variable may be missing or hold
/// nulls, and a geocoding result that cannot be read is skipped, not fatal.
public enum OpenMeteoResponse {
    /// The places of a geocoding answer, best first (empty when `results` is absent:
    /// Open-Meteo's "nothing found"); a result that cannot be read is skipped.
    ///
    /// - Throws: `WeatherError.malformedResponse` when the body is not a JSON object
    ///   whose `results` is an array, or when it has results and none can be read (that
    ///   is no "nothing found": the user must not be told the place does not exist).
    public static func places(from data: Data) throws -> [Place] {
        let results: [GeocodingResult]
        do {
            // Element by element (RxNetwork's `Decoded`): one unreadable place is skipped.
            let decoded = try Decoded<GeocodingResult>.decode(data, key: "results")
            if decoded.values.isEmpty && decoded.skipped > 0 {
                throw WeatherError.malformedResponse("none of its \(decoded.skipped) places could be read")
            }
            results = decoded.values
        } catch let error as WeatherError {
            throw error
        } catch let error as JSONArrayError {
            switch error {
            case .missingKey, .notAnArray(found: "null"): results = []
            case .malformed: throw WeatherError.malformedResponse("not JSON")
            case .notAnObject: throw WeatherError.malformedResponse("not a JSON object")
            case .notAnArray: throw WeatherError.malformedResponse("results is not a list")
            }
        }
        return results.map { result in
            Place(id: result.id, name: result.name, latitude: result.latitude, longitude: result.longitude,
                  country: result.country, countryCode: result.countryCode, region: result.admin1,
                  timeZone: result.timezone, population: result.population)
        }
    }

    /// The forecast in a forecast answer, for `place`, converted to metric units.
    ///
    /// - Throws: `WeatherError.malformedResponse` when the body is not a JSON object.
    public static func forecast(from data: Data, for place: Place) throws -> Forecast {
        let body = try decode(ForecastBody.self, from: data)
        // An offset beyond ±18 h is not one; it would only skew the local times shown.
        let offset = body.utcOffsetSeconds.flatMap { abs($0) <= 18 * 3600 ? $0 : nil } ?? 0
        let currentUnits = body.currentUnits ?? [:]
        var current: CurrentWeather?
        if let block = body.current {
            current = CurrentWeather(
                time: block.time.flatMap { LocalTime.date($0, utcOffsetSeconds: offset) },
                temperature: block.number("temperature_2m").map { SourceUnits.celsius($0, unit: currentUnits["temperature_2m"]) },
                condition: block.number("weather_code", "weathercode").map { WeatherCondition(reportedCode: $0) },
                windSpeed: block.number("wind_speed_10m").map { SourceUnits.kilometresPerHour($0, unit: currentUnits["wind_speed_10m"]) },
                humidity: block.number("relative_humidity_2m"),
                isDay: block.number("is_day").map { $0 != 0 })
        }
        if let legacy = body.currentWeather {
            // The older `current_weather=true` block: fills what `current` did not say.
            let units = body.currentWeatherUnits ?? [:]
            var merged = current ?? CurrentWeather()
            merged.time = merged.time ?? legacy.time.flatMap { LocalTime.date($0, utcOffsetSeconds: offset) }
            merged.temperature = merged.temperature ?? legacy.number("temperature").map { SourceUnits.celsius($0, unit: units["temperature"]) }
            merged.condition = merged.condition ?? legacy.number("weathercode").map { WeatherCondition(reportedCode: $0) }
            merged.windSpeed = merged.windSpeed ?? legacy.number("windspeed").map { SourceUnits.kilometresPerHour($0, unit: units["windspeed"]) }
            merged.isDay = merged.isDay ?? legacy.number("is_day").map { $0 != 0 }
            current = merged
        }
        return Forecast(place: place, source: .openMeteo, utcOffsetSeconds: offset, current: current,
                        hourly: hours(body.hourly, units: body.hourlyUnits ?? [:], offset: offset),
                        daily: days(body.daily, units: body.dailyUnits ?? [:], offset: offset))
    }

    /// The `reason` of an error body (`{"error":true,"reason":"…"}`), nil for other bodies.
    public static func errorReason(from data: Data) -> String? {
        guard let body = try? JSONDecoder().decode(ErrorBody.self, from: data), body.error == true else { return nil }
        return body.reason
    }

    private static func hours(_ series: Series?, units: [String: String], offset: Int) -> [HourlyForecast] {
        guard let series else { return [] }
        return series.time.enumerated().compactMap { index, text in
            guard let time = LocalTime.date(text, utcOffsetSeconds: offset) else { return nil }
            return HourlyForecast(
                time: time,
                temperature: series.number("temperature_2m", at: index).map { SourceUnits.celsius($0, unit: units["temperature_2m"]) },
                precipitationProbability: series.number("precipitation_probability", at: index),
                condition: series.number("weather_code", "weathercode", at: index).map { WeatherCondition(reportedCode: $0) })
        }
    }

    private static func days(_ series: Series?, units: [String: String], offset: Int) -> [DailyForecast] {
        guard let series else { return [] }
        return series.time.enumerated().compactMap { index, text in
            guard let date = LocalTime.date(text, utcOffsetSeconds: offset) else { return nil }
            return DailyForecast(
                date: date,
                minimum: series.number("temperature_2m_min", at: index).map { SourceUnits.celsius($0, unit: units["temperature_2m_min"]) },
                maximum: series.number("temperature_2m_max", at: index).map { SourceUnits.celsius($0, unit: units["temperature_2m_max"]) },
                condition: series.number("weather_code", "weathercode", at: index).map { WeatherCondition(reportedCode: $0) })
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw WeatherError.malformedResponse(OpenMeteoResponse.explain(error))
        }
    }

    /// A short reason for a decoding failure, without the body's content.
    static func explain(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "not JSON" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not JSON"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "unexpected value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "no \(path(context.codingPath + [key]))"
        @unknown default:
            return "unexpected JSON"
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.isEmpty ? "the top level" : keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

// MARK: - Wire formats

private struct GeocodingResult: Decodable {
    let id: Int?
    let name: String
    let latitude: Double
    let longitude: Double
    let country: String?
    let countryCode: String?
    let admin1: String?
    let timezone: String?
    let population: Int?

    enum CodingKeys: String, CodingKey {
        case id, name, latitude, longitude, country, admin1, timezone, population
        case countryCode = "country_code"
    }
}

private struct ForecastBody: Decodable {
    let utcOffsetSeconds: Int?
    let current: Reading?
    let currentUnits: [String: String]?
    let currentWeather: Reading?
    let currentWeatherUnits: [String: String]?
    let hourly: Series?
    let hourlyUnits: [String: String]?
    let daily: Series?
    let dailyUnits: [String: String]?

    enum CodingKeys: String, CodingKey {
        case current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case currentUnits = "current_units"
        case currentWeather = "current_weather"
        case currentWeatherUnits = "current_weather_units"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        utcOffsetSeconds = try? container.decodeIfPresent(Int.self, forKey: .utcOffsetSeconds)
        current = try container.decodeIfPresent(Reading.self, forKey: .current)
        currentWeather = try container.decodeIfPresent(Reading.self, forKey: .currentWeather)
        hourly = try container.decodeIfPresent(Series.self, forKey: .hourly)
        daily = try container.decodeIfPresent(Series.self, forKey: .daily)
        // Unit labels are all strings today; one that is not only loses its label.
        currentUnits = try? container.decodeIfPresent([String: String].self, forKey: .currentUnits)
        currentWeatherUnits = try? container.decodeIfPresent([String: String].self, forKey: .currentWeatherUnits)
        hourlyUnits = try? container.decodeIfPresent([String: String].self, forKey: .hourlyUnits)
        dailyUnits = try? container.decodeIfPresent([String: String].self, forKey: .dailyUnits)
    }
}

/// Any key of a JSON object.
private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// A block of named numbers at one time (`current`, `current_weather`); a variable whose
/// value is not a number (null, a string) is left out.
private struct Reading: Decodable {
    let time: String?
    let numbers: [String: Double]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        time = try container.decodeIfPresent(String.self, forKey: AnyKey("time"))
        var numbers: [String: Double] = [:]
        for key in container.allKeys where key.stringValue != "time" {
            if let number = try? container.decode(Double.self, forKey: key), number.isFinite { numbers[key.stringValue] = number }
        }
        self.numbers = numbers
    }

    /// The first of the variables `names` (spellings old and new) that holds a number.
    func number(_ names: String...) -> Double? {
        names.lazy.compactMap { numbers[$0] }.first
    }
}

/// Series of numbers over `time` (`hourly`, `daily`); a series that is not a list of
/// numbers and nulls is left out, a null or a non-finite value is nil.
private struct Series: Decodable {
    let time: [String]
    let columns: [String: [Double?]]

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        time = try container.decode([String].self, forKey: AnyKey("time"))
        var columns: [String: [Double?]] = [:]
        for key in container.allKeys where key.stringValue != "time" {
            if let column = try? container.decode([Double?].self, forKey: key) { columns[key.stringValue] = column }
        }
        self.columns = columns
    }

    /// The value at `index` of the first of the series `names` there is; nil when that
    /// series is short, holds null there or a value that is not finite.
    func number(_ names: String..., at index: Int) -> Double? {
        guard let column = names.lazy.compactMap({ columns[$0] }).first, column.indices.contains(index),
              let value = column[index], value.isFinite else { return nil }
        return value
    }
}

private struct ErrorBody: Decodable {
    let error: Bool?
    let reason: String?
}
