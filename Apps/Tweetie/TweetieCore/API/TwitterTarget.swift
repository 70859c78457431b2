import Foundation
import RxNetwork

/// One request to Twitter as RxNetwork's `Provider` sends it: an endpoint, the base URL
/// it goes to, and the credentials it carries.
///
/// The credentials travel with the request (not in the provider) because a request
/// that Twitter refused is sent again with a new token. `description` never shows them.
public struct TwitterTarget: TargetType, AccessTokenAuthorizable, SecretHolding, Sendable {
    /// How a request authorizes itself. Printing or dumping it never shows the token,
    /// key or secret.
    public enum Credentials: Hashable, Sendable, SecretHolding {
        /// `Authorization: Bearer <token>` (the API endpoints).
        case bearer(AccessToken)
        /// `Authorization: Basic base64(urlencode(key):urlencode(secret))` (the token exchange).
        case consumer(key: String, secret: String)
        /// No authorization.
        case none

        /// The kind, with the secrets redacted: `bearer(<redacted>)`.
        public var redactedDescription: String {
            switch self {
            case .bearer: return "bearer(\(Redaction.placeholder))"
            case .consumer: return "consumer(\(Redaction.placeholder))"
            case .none: return "none"
            }
        }
    }

    /// What is asked for.
    public let endpoint: TwitterEndpoint
    /// The server, such as `https://api.twitter.com/`.
    public let baseURL: URL
    /// What the request authorizes with.
    public let credentials: Credentials

    /// A request for `endpoint` at `baseURL` carrying `credentials`.
    public init(_ endpoint: TwitterEndpoint, baseURL: URL, credentials: Credentials) {
        self.endpoint = endpoint
        self.baseURL = baseURL
        self.credentials = credentials
    }

    /// The endpoint's path.
    public var path: String { endpoint.path }

    /// The endpoint's method.
    public var method: RxNetwork.Method { endpoint.method }

    /// Query parameters for GETs, a form body for the token exchange.
    public var task: RequestTask {
        let parameters = endpoint.parameters
        if endpoint.method == .post {
            return .requestParameters(parameters: parameters, encoding: URLEncoding.httpBody)
        }
        return .requestParameters(parameters: parameters, encoding: URLEncoding.queryString)
    }

    /// JSON is what every endpoint answers.
    public var headers: [String: String]? { ["Accept": "application/json"] }

    /// Bearer for a token, nothing otherwise (the consumer's Basic header comes from
    /// `TwitterTarget.basicAuthPlugin`).
    public var authorizationType: AuthorizationType? {
        if case .bearer = credentials { return .bearer }
        return nil
    }

    /// The bearer token, if the request carries one.
    var bearerToken: AccessToken? {
        if case .bearer(let token) = credentials { return token }
        return nil
    }

    /// The method and path; never the credentials (`dump` shows no more).
    public var redactedDescription: String { "\(method) \(path)" }

    /// The plugins that put the credentials on the wire: a bearer-token plugin for the API
    /// and HTTP Basic for the token exchange, where key and secret are URL-encoded first
    /// (RFC 6749 §2.3.1, as Twitter asks). Both are bound to `baseURL`'s origin: the
    /// credentials are never sent anywhere else.
    static func authorizationPlugins(for baseURL: URL) -> [PluginType] {
        let origin = Origin(baseURL)
        return [
            AccessTokenPlugin(origin: origin) { ($0 as? TwitterTarget)?.bearerToken },
            BasicAuthPlugin(origin: origin) { target in
                guard case .consumer(let key, let secret)? = (target as? TwitterTarget)?.credentials else { return nil }
                return (TwitterTarget.formEncode(key), TwitterTarget.formEncode(secret))
            },
        ]
    }

    /// Percent-encodes everything but RFC 3986's unreserved ASCII characters.
    static func formEncode(_ string: String) -> String {
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return string.addingPercentEncoding(withAllowedCharacters: allowed) ?? string
    }
}
