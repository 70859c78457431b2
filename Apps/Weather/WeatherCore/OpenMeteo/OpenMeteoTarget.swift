import Foundation
import RxNetwork

/// One Open-Meteo request as RxNetwork's `Provider` sends it: the endpoint and the host
/// it goes to (geocoding and forecasts live on two hosts).
public struct OpenMeteoTarget: TargetType, CustomStringConvertible, Sendable {
    /// What is asked.
    public let endpoint: OpenMeteoEndpoint
    /// The host, such as `https://api.open-meteo.com`.
    public let baseURL: URL

    /// A request for `endpoint` at `baseURL`.
    public init(_ endpoint: OpenMeteoEndpoint, baseURL: URL) {
        self.endpoint = endpoint
        self.baseURL = baseURL
    }

    /// The endpoint's path.
    public var path: String { endpoint.path }
    /// Always GET.
    public var method: RxNetwork.Method { .get }
    /// The endpoint's parameters in the query.
    public var task: RequestTask { .requestParameters(parameters: endpoint.parameters, encoding: URLEncoding.queryString) }
    /// JSON is what both hosts answer.
    public var headers: [String: String]? { ["Accept": "application/json"] }
    /// The method and path.
    public var description: String { "GET \(path)" }
}
