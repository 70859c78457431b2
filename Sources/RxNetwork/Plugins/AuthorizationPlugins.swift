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
public struct AccessTokenPlugin: PluginType {
    /// Returns the token for a target, or `nil` to send the request unauthorized.
    public let tokenClosure: (TargetType) -> String?

    /// Creates the plugin with a closure that returns the current token.
    public init(tokenClosure: @escaping (TargetType) -> String?) {
        self.tokenClosure = tokenClosure
    }

    /// Adds the header when the target wants one and a token is available.
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        let type: AuthorizationType?
        if let authorizable = target as? any AccessTokenAuthorizable {
            type = authorizable.authorizationType
        } else {
            type = .bearer
        }
        guard let type, request.value(forHTTPHeaderField: "Authorization") == nil, let token = tokenClosure(target) else { return request }
        var request = request
        request.setValue("\(type.value) \(token)", forHTTPHeaderField: "Authorization")
        return request
    }
}

/// Adds HTTP basic authorization (`Authorization: Basic base64(user:password)`).
public struct BasicAuthPlugin: PluginType {
    /// Returns the credentials for a target, or `nil` for none.
    public let credentialsClosure: (TargetType) -> (user: String, password: String)?

    /// Creates the plugin with a closure that returns credentials per target.
    public init(credentialsClosure: @escaping (TargetType) -> (user: String, password: String)?) {
        self.credentialsClosure = credentialsClosure
    }

    /// Creates the plugin with the same credentials for every target.
    public init(user: String, password: String) {
        self.credentialsClosure = { _ in (user, password) }
    }

    /// Adds the header unless the request already has one.
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        guard request.value(forHTTPHeaderField: "Authorization") == nil, let credentials = credentialsClosure(target) else { return request }
        var request = request
        let encoded = Data("\(credentials.user):\(credentials.password)".utf8).base64EncodedString()
        request.setValue("Basic \(encoded)", forHTTPHeaderField: "Authorization")
        return request
    }
}
