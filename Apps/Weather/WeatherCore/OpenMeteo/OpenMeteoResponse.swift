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
    ///   whose `results` is an array.
    public static func places(from data: Data) throws -> [Place] {
        let results: [GeocodingResult]
        do {
            // Element by element (RxNetwork's `Decoded`): one unreadable place is skipped.
            results = try Decoded<GeocodingResult>.decode(data, key: "results").values
        } catch {
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
                temperature: block.temperature.map { SourceUnits.celsius($0, unit: currentUnits["temperature_2m"]) },
                condition: block.weatherCode.map { WeatherCondition(reportedCode: $0) },
                windSpeed: block.windSpeed.map { SourceUnits.kilometresPerHour($0, unit: currentUnits["wind_speed_10m"]) },
                humidity: block.humidity)
        }
        if let legacy = body.currentWeather {
            // The older `current_weather=true` block: fills what `current` did not say.
            let units = body.currentWeatherUnits ?? [:]
            var merged = current ?? CurrentWeather()
            merged.time = merged.time ?? legacy.time.flatMap { LocalTime.date($0, utcOffsetSeconds: offset) }
            merged.temperature = merged.temperature ?? legacy.temperature.map { SourceUnits.celsius($0, unit: units["temperature"]) }
            merged.condition = merged.condition ?? legacy.weatherCode.map { WeatherCondition(reportedCode: $0) }
            merged.windSpeed = merged.windSpeed ?? legacy.windSpeed.map { SourceUnits.kilometresPerHour($0, unit: units["windspeed"]) }
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

    private static func hours(_ series: HourlySeries?, units: [String: String], offset: Int) -> [HourlyForecast] {
        guard let series else { return [] }
        return series.time.enumerated().compactMap { index, text in
            guard let time = LocalTime.date(text, utcOffsetSeconds: offset) else { return nil }
            return HourlyForecast(
                time: time,
                temperature: value(series.temperature, index).map { SourceUnits.celsius($0, unit: units["temperature_2m"]) },
                precipitationProbability: value(series.precipitationProbability, index),
                condition: value(series.weatherCode, index).map { WeatherCondition(reportedCode: $0) })
        }
    }

    private static func days(_ series: DailySeries?, units: [String: String], offset: Int) -> [DailyForecast] {
        guard let series else { return [] }
        return series.time.enumerated().compactMap { index, text in
            guard let date = LocalTime.date(text, utcOffsetSeconds: offset) else { return nil }
            return DailyForecast(
                date: date,
                minimum: value(series.minimum, index).map { SourceUnits.celsius($0, unit: units["temperature_2m_min"]) },
                maximum: value(series.maximum, index).map { SourceUnits.celsius($0, unit: units["temperature_2m_max"]) },
                condition: value(series.weatherCode, index).map { WeatherCondition(reportedCode: $0) })
        }
    }

    /// The finite value at `index` of a series that may be missing, short or hold nulls.
    private static func value(_ series: [Double?]?, _ index: Int) -> Double? {
        guard let series, series.indices.contains(index), let value = series[index], value.isFinite else { return nil }
        return value
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
    let current: CurrentBlock?
    let currentUnits: [String: String]?
    let currentWeather: LegacyCurrentBlock?
    let currentWeatherUnits: [String: String]?
    let hourly: HourlySeries?
    let hourlyUnits: [String: String]?
    let daily: DailySeries?
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
        current = try container.decodeIfPresent(CurrentBlock.self, forKey: .current)
        currentWeather = try container.decodeIfPresent(LegacyCurrentBlock.self, forKey: .currentWeather)
        hourly = try container.decodeIfPresent(HourlySeries.self, forKey: .hourly)
        daily = try container.decodeIfPresent(DailySeries.self, forKey: .daily)
        // Unit labels are all strings today; one that is not only loses its label.
        currentUnits = try? container.decodeIfPresent([String: String].self, forKey: .currentUnits)
        currentWeatherUnits = try? container.decodeIfPresent([String: String].self, forKey: .currentWeatherUnits)
        hourlyUnits = try? container.decodeIfPresent([String: String].self, forKey: .hourlyUnits)
        dailyUnits = try? container.decodeIfPresent([String: String].self, forKey: .dailyUnits)
    }
}

private struct CurrentBlock: Decodable {
    let time: String?
    let temperature: Double?
    let humidity: Double?
    let weatherCode: Double?
    let windSpeed: Double?

    enum CodingKeys: String, CodingKey {
        case time
        case temperature = "temperature_2m"
        case humidity = "relative_humidity_2m"
        case weatherCode = "weather_code"
        case legacyWeatherCode = "weathercode"
        case windSpeed = "wind_speed_10m"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decodeIfPresent(String.self, forKey: .time)
        temperature = try container.decodeIfPresent(Double.self, forKey: .temperature)
        humidity = try container.decodeIfPresent(Double.self, forKey: .humidity)
        weatherCode = try container.decodeIfPresent(Double.self, forKey: .weatherCode)
            ?? container.decodeIfPresent(Double.self, forKey: .legacyWeatherCode)
        windSpeed = try container.decodeIfPresent(Double.self, forKey: .windSpeed)
    }
}

private struct LegacyCurrentBlock: Decodable {
    let time: String?
    let temperature: Double?
    let windSpeed: Double?
    let weatherCode: Double?

    enum CodingKeys: String, CodingKey {
        case time, temperature
        case windSpeed = "windspeed"
        case weatherCode = "weathercode"
    }
}

private struct HourlySeries: Decodable {
    let time: [String]
    let temperature: [Double?]?
    let precipitationProbability: [Double?]?
    let weatherCode: [Double?]?

    enum CodingKeys: String, CodingKey {
        case time
        case temperature = "temperature_2m"
        case precipitationProbability = "precipitation_probability"
        case weatherCode = "weather_code"
        case legacyWeatherCode = "weathercode"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode([String].self, forKey: .time)
        temperature = try container.decodeIfPresent([Double?].self, forKey: .temperature)
        precipitationProbability = try container.decodeIfPresent([Double?].self, forKey: .precipitationProbability)
        weatherCode = try container.decodeIfPresent([Double?].self, forKey: .weatherCode)
            ?? container.decodeIfPresent([Double?].self, forKey: .legacyWeatherCode)
    }
}

private struct DailySeries: Decodable {
    let time: [String]
    let minimum: [Double?]?
    let maximum: [Double?]?
    let weatherCode: [Double?]?

    enum CodingKeys: String, CodingKey {
        case time
        case minimum = "temperature_2m_min"
        case maximum = "temperature_2m_max"
        case weatherCode = "weather_code"
        case legacyWeatherCode = "weathercode"
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode([String].self, forKey: .time)
        minimum = try container.decodeIfPresent([Double?].self, forKey: .minimum)
        maximum = try container.decodeIfPresent([Double?].self, forKey: .maximum)
        weatherCode = try container.decodeIfPresent([Double?].self, forKey: .weatherCode)
            ?? container.decodeIfPresent([Double?].self, forKey: .legacyWeatherCode)
    }
}

private struct ErrorBody: Decodable {
    let error: Bool?
    let reason: String?
}
