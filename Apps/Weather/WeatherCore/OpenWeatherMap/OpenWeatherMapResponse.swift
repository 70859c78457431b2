import Foundation

/// Reads OpenWeatherMap's current-weather JSON (`/data/2.5/weather`), the 2020s layout
/// and the 2014 one (country names instead of codes, no `timezone`), in any of its
/// units, and its error bodies: `{"cod":401,…}`, `{"cod":"404","message":"city not
/// found"}`, and the old not-found that came inside an HTTP 200.
public enum OpenWeatherMapResponse {
    /// The forecast (current weather only) in `data`, asked in `units`, converted to
    /// metric; `query` names the place in a not-found error.
    ///
    /// - Throws: `WeatherError.notFound(query)` for a `cod` 404 in the body,
    ///   `.unauthorized` for 401, `.rateLimited` for 429, `.server` for other codes,
    ///   `.malformedResponse` for a body that is not the weather JSON.
    public static func forecast(from data: Data, units: OpenWeatherMapUnits, query: String) throws -> Forecast {
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: data)
        } catch {
            throw WeatherError.malformedResponse(OpenMeteoResponse.explain(error))
        }
        if let code = body.cod, code != 200 { throw error(code: code, query: query) }
        guard let coordinates = body.coord, let latitude = coordinates.lat, let longitude = coordinates.lon else {
            throw WeatherError.malformedResponse("no coordinates")
        }
        let country = body.sys?.country
        let isCode = country.map { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isUppercase } } ?? false
        let name = body.name.flatMap { $0.isEmpty ? nil : $0 } ?? query
        let place = Place(id: body.id, name: name, latitude: latitude, longitude: longitude,
                          country: isCode ? nil : country, countryCode: isCode ? country : nil)
        let condition = body.weather?.first
        let current = CurrentWeather(
            time: body.dt.flatMap { $0.isFinite && abs($0) < 1e11 ? Date(timeIntervalSince1970: $0) : nil },
            temperature: body.main?.temp.map { SourceUnits.celsius($0, unit: units.temperatureUnit) },
            condition: condition?.id.map { WeatherCondition(openWeatherMapID: $0) },
            description: condition?.description.flatMap { $0.isEmpty ? nil : OpenWeatherMapResponse.capitalizedFirst($0) },
            windSpeed: body.wind?.speed.map { SourceUnits.kilometresPerHour($0, unit: units.speedUnit) },
            humidity: body.main?.humidity)
        // An offset beyond ±18 h is not one; it would only skew the local times shown.
        let offset = body.timezone.flatMap { abs($0) <= 18 * 3600 ? $0 : nil } ?? 0
        return Forecast(place: place, source: .openWeatherMap, utcOffsetSeconds: offset, current: current)
    }

    /// The `cod` of an error body (a number or a numeric string), nil when there is none.
    public static func errorCode(from data: Data) -> Int? {
        (try? JSONDecoder().decode(ErrorBody.self, from: data))?.cod
    }

    /// The error for OpenWeatherMap's status or `cod` `code`.
    static func error(code: Int, query: String) -> WeatherError {
        switch code {
        case 404: return .notFound(query)
        case 401: return .unauthorized
        case 429: return .rateLimited
        default: return .server(status: code)
        }
    }

    /// "light rain" → "Light rain" (OpenWeatherMap's descriptions are lowercase).
    static func capitalizedFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}

// MARK: - Wire format

/// `cod` is a number in answers and 401s, a string in 404s.
private struct FlexibleCode: Decodable {
    let value: Int?

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let text = try? container.decode(String.self) {
            value = Int(text.trimmingCharacters(in: .whitespaces))
        } else {
            value = nil
        }
    }
}

private struct ErrorBody: Decodable {
    let cod: Int?

    enum CodingKeys: String, CodingKey { case cod }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = try container.decodeIfPresent(FlexibleCode.self, forKey: .cod)?.value
    }
}

private struct Body: Decodable {
    struct Coordinates: Decodable {
        let lat: Double?
        let lon: Double?
    }
    struct Condition: Decodable {
        let id: Int?
        let description: String?
    }
    struct Main: Decodable {
        let temp: Double?
        let humidity: Double?
    }
    struct Wind: Decodable {
        let speed: Double?
    }
    struct System: Decodable {
        let country: String?
    }

    let cod: Int?
    let coord: Coordinates?
    let weather: [Condition]?
    let main: Main?
    let wind: Wind?
    let sys: System?
    let dt: Double?
    let timezone: Int?
    let id: Int?
    let name: String?

    enum CodingKeys: String, CodingKey {
        case cod, coord, weather, main, wind, sys, dt, timezone, id, name
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cod = try container.decodeIfPresent(FlexibleCode.self, forKey: .cod)?.value
        // An error body has nothing but `cod` and `message`: the rest must not fail it.
        coord = try? container.decodeIfPresent(Coordinates.self, forKey: .coord)
        weather = try? container.decodeIfPresent([Condition].self, forKey: .weather)
        main = try? container.decodeIfPresent(Main.self, forKey: .main)
        wind = try? container.decodeIfPresent(Wind.self, forKey: .wind)
        sys = try? container.decodeIfPresent(System.self, forKey: .sys)
        dt = try? container.decodeIfPresent(Double.self, forKey: .dt)
        timezone = try? container.decodeIfPresent(Int.self, forKey: .timezone)
        id = try? container.decodeIfPresent(Int.self, forKey: .id)
        name = try? container.decodeIfPresent(String.self, forKey: .name)
    }
}
