import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Puts an API key into each request's query as `parameter` (OpenWeatherMap's `appid`,
/// `api_key` elsewhere), for APIs that take their key in the URL rather than a header.
///
/// The key is bound to `origin`, like `AccessTokenPlugin`'s token: it goes only on
/// requests to that origin, and only when the origin may carry credentials (HTTPS, or
/// plain HTTP to this machine); any other request the key would have gone on fails with
/// `.credentialsRefused` before it is sent. The key is appended to the query as
/// encoded, so the rest of the URL stays byte for byte; a `parameter` already in the
/// query is replaced. Loggers and errors redact it when `parameter` is one of
/// `Redaction.sensitiveQueryItems`.
public struct APIKeyQueryPlugin: PluginType {
    /// The query parameter's name, such as `appid`.
    public let parameter: String
    /// The only origin the key is sent to.
    public let origin: Origin
    /// Returns the key for a target, or nil to send the request without one.
    public let keyClosure: (TargetType) -> String?

    /// A plugin putting `keyClosure`'s key into `parameter` on requests to `origin`.
    public init(parameter: String, origin: Origin, keyClosure: @escaping (TargetType) -> String?) {
        self.parameter = parameter
        self.origin = origin
        self.keyClosure = keyClosure
    }

    /// Adds the key when there is one and the request may carry it.
    public func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        guard let key = keyClosure(target), mayCarry(request), let url = request.url,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return request }
        let kept = (components.percentEncodedQuery ?? "").split(separator: "&").filter {
            $0 != Substring(parameter) && !$0.hasPrefix(parameter + "=")
        }
        components.percentEncodedQuery = (kept + [Substring(URLEncoding.query([parameter: key]))]).joined(separator: "&")
        guard let keyed = components.url else { return request }
        var request = request
        request.url = keyed
        return request
    }

    /// Refuses a request the key would have gone on, were it to the key's origin and
    /// were that origin allowed credentials.
    public func refusal(of request: URLRequest, target: TargetType) -> NetworkError? {
        guard keyClosure(target) != nil, !mayCarry(request) else { return nil }
        guard origin.mayCarryCredentials else {
            return .credentialsRefused(reason: "the API key for \(origin) is only sent over https:// (or plain http:// to this machine); use an https:// URL")
        }
        let destination = request.url.flatMap(Origin.init)?.description ?? Redaction.url(request.url)
        return .credentialsRefused(reason: "the API key for \(origin) is not sent to \(destination)")
    }

    private func mayCarry(_ request: URLRequest) -> Bool {
        origin.mayCarryCredentials && request.url.flatMap(Origin.init) == origin
    }
}
