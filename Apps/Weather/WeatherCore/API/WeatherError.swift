import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What went wrong finding a place or its weather, with a message a user can act on.
///
/// Messages never contain an API key: they are built from these cases alone, and no
/// case holds a URL or a header.
public enum WeatherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No place matches the name (geocoding found nothing, or OpenWeatherMap answered
    /// "city not found" — as a 404, or as its old `"cod":"404"` inside a 200).
    case notFound(String)
    /// OpenWeatherMap refused the API key (401).
    case unauthorized
    /// The service could not be reached at all (no network, DNS, refused, timed out);
    /// the host and the reason.
    case offline(host: String, reason: String)
    /// The service refused the request as malformed (Open-Meteo's 400 with a `reason`).
    case badRequest(String)
    /// Too many requests (429); try again later.
    case rateLimited
    /// The service answered with an unexpected HTTP status.
    case server(status: Int)
    /// The answer was not the JSON the endpoint sends; what was wrong.
    case malformedResponse(String)
    /// The API key would have gone where it must not (plain HTTP to another machine, as
    /// with an `http://` `--owm-base-url`; another host), so nothing was sent; why.
    case keyRefused(String)
    /// A replay directory (`--api-cache`) holds no recording for the request; the file it looked for.
    case missingRecording(file: String)
    /// `--demo` was asked for a place it does not know; the names it knows.
    case notInDemo(String, known: [String])

    /// What happened and what to do, for the screen or stderr.
    public var message: String {
        switch self {
        case .notFound(let name):
            return "No place called \"\(name)\" was found. Check the spelling, or add the country (\"Paris, US\")."
        case .unauthorized:
            return "OpenWeatherMap refused the API key (401). Check OPENWEATHER_API_KEY, or unset it to use Open-Meteo, which needs no key."
        case .offline(let host, let reason):
            return "Cannot reach \(host) (\(reason)). Check the internet connection and try again."
        case .badRequest(let reason):
            return "The weather service refused the request: \(reason)."
        case .rateLimited:
            return "The weather service says too many requests were made (429). Wait a minute and try again."
        case .server(let status):
            return "The weather service answered HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status)). Try again later."
        case .malformedResponse(let reason):
            return "The weather service sent an answer that cannot be read (\(reason)). Try again later."
        case .keyRefused(let reason):
            return "Nothing was sent: \(reason)."
        case .missingRecording(let file):
            return "No recorded response \(file) in the --api-cache directory."
        case .notInDemo(let name, let known):
            return "The demo has no place called \"\(name)\"; it knows \(known.joined(separator: ", ")). Without --demo, any place can be looked up."
        }
    }

    /// Same as `message`.
    public var description: String { message }

    /// Whether the failure is the network's (so the last saved forecast is worth showing).
    public var isOffline: Bool {
        if case .offline = self { return true }
        return false
    }
}
