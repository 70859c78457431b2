import Foundation
import RxNetwork

/// One request to GitHub as RxNetwork's `Provider` sends it: an endpoint and the server
/// it goes to.
public struct GitHubTarget: TargetType, AccessTokenAuthorizable, Sendable, CustomStringConvertible {
    /// What is asked for.
    public let endpoint: GitHubEndpoint
    /// The server, such as `https://api.github.com`.
    public let server: URL

    /// A request for `endpoint` on `server`.
    public init(_ endpoint: GitHubEndpoint, server: URL) {
        self.endpoint = endpoint
        self.server = server
    }

    /// The server, or a further page's whole URL.
    public var baseURL: URL {
        if case .page(let url, _) = endpoint { return url }
        return server
    }

    /// The endpoint's path.
    public var path: String { endpoint.path }

    /// Always GET.
    public var method: RxNetwork.Method { .get }

    /// The endpoint's query parameters.
    public var task: RequestTask {
        let parameters = endpoint.parameters
        return parameters.isEmpty ? .requestPlain : .requestParameters(parameters: parameters, encoding: URLEncoding.queryString)
    }

    /// GitHub's JSON media type and API version, and a User-Agent (GitHub refuses
    /// requests without one).
    public var headers: [String: String]? {
        ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28", "User-Agent": "repo-search (RxMVVM)"]
    }

    /// Statuses are judged by the API, not by the provider.
    public var validationType: ValidationType { .none }

    /// A bearer token when `GitHubToken` allows one for this URL.
    public var authorizationType: AuthorizationType? { .bearer }

    /// The URL the request goes to.
    public var url: URL { URL(target: self) }

    /// The method and path; never a token.
    public var description: String { "GET \(url.path)" }
}
