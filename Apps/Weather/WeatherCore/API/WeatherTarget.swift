import Foundation
import RxNetwork

/// One request of a weather source as RxNetwork's `Provider` sends it: a GET of `path`
/// with `parameters` in the query, at `baseURL` (Open-Meteo's two hosts, or
/// OpenWeatherMap's). It never holds a key — OpenWeatherMap's is added on the way out
/// by `APIKeyQueryPlugin` — so it can be printed, logged and named as a recording.
public struct WeatherTarget: TargetType, CustomStringConvertible, Sendable {
    /// The path, such as `/v1/forecast`.
    public let path: String
    /// The query parameters.
    public let parameters: [String: String]
    /// The host.
    public let baseURL: URL

    /// A GET of `path` with `parameters` at `baseURL`.
    public init(path: String, parameters: [String: String], baseURL: URL) {
        self.path = path
        self.parameters = parameters
        self.baseURL = baseURL
    }

    /// Always GET.
    public var method: RxNetwork.Method { .get }
    /// The parameters in the query, sorted by name (so recordings are found again).
    public var task: RequestTask { .requestParameters(parameters: parameters, encoding: URLEncoding.queryString) }
    /// JSON is what every weather service answers.
    public var headers: [String: String]? { ["Accept": "application/json"] }
    /// The method and path.
    public var description: String { "GET \(path)" }
}
