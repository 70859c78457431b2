import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

/// One XRPC request as RxNetwork's `Provider` sends it: a method and the host it goes
/// to. No credentials: the public AppView needs none.
public struct BlueskyTarget: TargetType, CustomStringConvertible, Sendable {
    /// What is asked for.
    public let endpoint: BlueskyEndpoint
    /// The server, such as `https://public.api.bsky.app/`.
    public let baseURL: URL

    /// A request for `endpoint` at `baseURL`.
    public init(_ endpoint: BlueskyEndpoint, baseURL: URL) {
        self.endpoint = endpoint
        self.baseURL = baseURL
    }

    /// `xrpc/<method>`.
    public var path: String { endpoint.path }

    /// Every method the reader calls is a query (GET).
    public var method: RxNetwork.Method { .get }

    /// The parameters in the query, repeated for arrays as XRPC expects.
    public var task: RequestTask {
        .requestParameters(parameters: endpoint.parameters, encoding: XRPCQueryEncoding())
    }

    /// JSON is what every method answers.
    public var headers: [String: String]? { ["Accept": "application/json"] }

    /// `GET <method>`.
    public var description: String { "GET \(endpoint.method)" }
}

/// XRPC's query encoding: `key=value` pairs sorted by key (so equal requests have equal
/// URLs and recording names), an array as its key repeated once per element in order
/// (`actors=a&actors=b`, where `URLEncoding` would write `actors[]=`), everything but
/// RFC 3986's unreserved characters percent-encoded.
struct XRPCQueryEncoding: ParameterEncoding {
    func encode(_ request: URLRequest, with parameters: [String: Any]) throws -> URLRequest {
        var pairs: [String] = []
        for key in parameters.keys.sorted() {
            let values: [Any] = parameters[key].map { ($0 as? [Any]) ?? [$0] } ?? []
            pairs += values.map { "\(URLEncoding.escape(key))=\(URLEncoding.escape("\($0)"))" }
        }
        guard let url = request.url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw NetworkError.invalidURL(request.url?.absoluteString ?? "")
        }
        if !pairs.isEmpty { components.percentEncodedQuery = pairs.joined(separator: "&") }
        guard let encoded = components.url else { throw NetworkError.invalidURL(url.absoluteString) }
        var request = request
        request.url = encoded
        return request
    }
}
