import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a target wants to be authorized.
public enum AuthorizationType: Equatable, Sendable {
    /// `Authorization: Bearer <token>`.
    case bearer
    /// `Authorization: Basic <token>` (the token is already base64).
    case basic
    /// `Authorization: <scheme> <token>`.
    case custom(String)

    /// The scheme word placed before the token.
    public var value: String {
        switch self {
        case .bearer: return "Bearer"
        case .basic: return "Basic"
        case .custom(let scheme): return scheme
        }
    }
}

/// A target that says whether (and how) it needs a token. Targets that do not adopt
/// this protocol get a bearer token.
public protocol AccessTokenAuthorizable: TargetType {
    /// The authorization to use, or `nil` for none.
    var authorizationType: AuthorizationType? { get }
}

/// Adds `Authorization: Bearer <token>` to each request.
///
/// The token comes from a closure, read on every request, so a refreshed token is
/// used at once. A request that already has an `Authorization` header is left alone.
/// Loggers and errors never show the header's value.
///
/// Give the `origin` the token belongs to (the API's base URL): the token is then only
/// put on requests to that origin, and a request to any other (a pagination link to
/// another host, a mistaken base URL) fails with `.credentialsRefused` instead of going
/// out. Without an origin the token goes wherever the target points; either way the
/// provider refuses to send it over plain HTTP except to this machine.
public struct AccessTokenPlugin: PluginType {
    /// Returns the token for a target, or `nil` to send the request unauthorized.
    public let tokenClosure: (TargetType) -> String?
    /// The only origin the token is sent to; nil for any.
    public let origin: Origin?

    /// Creates the plugin with a closure that returns the current token, bound to
    /// `origin` when given.
    public init(origin: Origin? = nil, tokenClosure: @escaping (TargetType) -> String?) {
        self.origin = origin
        self.tokenClosure = tokenClosure
    }

    /// Adds the header when the target wants one, a token is available and the request
    /// goes to the token's origin.
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        CredentialBinding.authorize(request, header: header(for: request, target: target), origin: origin)
    }

    /// Refuses a request the token would have gone on if it went to the token's origin.
    public func refusal(of request: URLRequest, target: TargetType) -> NetworkError? {
        CredentialBinding.refusal(of: request, header: header(for: request, target: target), origin: origin, what: "token")
    }

    /// The header value the target gets, or nil (none wanted, no token, one already set).
    private func header(for request: URLRequest, target: TargetType) -> String? {
        let type: AuthorizationType?
        if let authorizable = target as? any AccessTokenAuthorizable {
            type = authorizable.authorizationType
        } else {
            type = .bearer
        }
        guard let type, request.value(forHTTPHeaderField: "Authorization") == nil, let token = tokenClosure(target) else { return nil }
        return "\(type.value) \(token)"
    }
}

/// Adds HTTP basic authorization (`Authorization: Basic base64(user:password)`).
///
/// Bound to an `origin` when given, like `AccessTokenPlugin`: the password only goes
/// there, and a request elsewhere fails with `.credentialsRefused`.
public struct BasicAuthPlugin: PluginType {
    /// Returns the credentials for a target, or `nil` for none.
    public let credentialsClosure: (TargetType) -> (user: String, password: String)?
    /// The only origin the credentials are sent to; nil for any.
    public let origin: Origin?

    /// Creates the plugin with a closure that returns credentials per target.
    public init(origin: Origin? = nil, credentialsClosure: @escaping (TargetType) -> (user: String, password: String)?) {
        self.origin = origin
        self.credentialsClosure = credentialsClosure
    }

    /// Creates the plugin with the same credentials for every target.
    public init(user: String, password: String, origin: Origin? = nil) {
        self.origin = origin
        self.credentialsClosure = { _ in (user, password) }
    }

    /// Adds the header unless the request already has one or goes to another origin.
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        CredentialBinding.authorize(request, header: header(for: request, target: target), origin: origin)
    }

    /// Refuses a request the credentials would have gone on if it went to their origin.
    public func refusal(of request: URLRequest, target: TargetType) -> NetworkError? {
        CredentialBinding.refusal(of: request, header: header(for: request, target: target), origin: origin, what: "password")
    }

    private func header(for request: URLRequest, target: TargetType) -> String? {
        guard request.value(forHTTPHeaderField: "Authorization") == nil, let credentials = credentialsClosure(target) else { return nil }
        return "Basic " + Data("\(credentials.user):\(credentials.password)".utf8).base64EncodedString()
    }
}

/// The origin rule the credential plugins share.
enum CredentialBinding {
    /// Whether credentials bound to `origin` (nil: any) may go on `request`.
    static func allows(_ request: URLRequest, origin: Origin?) -> Bool {
        guard let origin else { return true }
        return request.url.flatMap(Origin.init) == origin
    }

    /// `request` with `Authorization: header` when there is one and it may go there.
    static func authorize(_ request: URLRequest, header: String?, origin: Origin?) -> URLRequest {
        guard let header, allows(request, origin: origin) else { return request }
        var request = request
        request.setValue(header, forHTTPHeaderField: "Authorization")
        return request
    }

    /// The refusal for a `header` bound to `origin` asked to go on `request`; nil when
    /// there is no header or it may go there.
    static func refusal(of request: URLRequest, header: String?, origin: Origin?, what: String) -> NetworkError? {
        guard header != nil, let origin, !allows(request, origin: origin) else { return nil }
        let destination = request.url.flatMap(Origin.init)?.description ?? Redaction.url(request.url)
        return .credentialsRefused(reason: "the \(what) for \(origin) is not sent to \(destination)")
    }
}
