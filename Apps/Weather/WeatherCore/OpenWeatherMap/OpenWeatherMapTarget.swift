import Foundation
import RxNetwork

/// One OpenWeatherMap request as RxNetwork's `Provider` sends it. It holds no key:
/// `APIKeyQueryPlugin` adds `appid` on the way out, so the target can be
/// printed, logged and used as a replay file name safely.
public struct OpenWeatherMapTarget: TargetType, CustomStringConvertible, Sendable {
    /// What is asked.
    public let endpoint: OpenWeatherMapEndpoint
    /// The host, such as `https://api.openweathermap.org`.
    public let baseURL: URL

    /// A request for `endpoint` at `baseURL`.
    public init(_ endpoint: OpenWeatherMapEndpoint, baseURL: URL) {
        self.endpoint = endpoint
        self.baseURL = baseURL
    }

    /// `/data/2.5/weather`.
    public var path: String { endpoint.path }
    /// Always GET.
    public var method: RxNetwork.Method { .get }
    /// The endpoint's parameters in the query.
    public var task: RequestTask { .requestParameters(parameters: endpoint.parameters, encoding: URLEncoding.queryString) }
    /// JSON is what the API answers.
    public var headers: [String: String]? { ["Accept": "application/json"] }
    /// The method and path; never a key.
    public var description: String { "GET \(path)" }
}
