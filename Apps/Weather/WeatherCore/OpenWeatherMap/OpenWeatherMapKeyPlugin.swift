import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

/// Puts the API key on requests as `appid`, only to the origin it is bound to (the
/// source's base URL: scheme, host and port) and only where credentials may go (HTTPS,
/// or plain HTTP to this machine: `Origin.mayCarryCredentials`), so neither a redirect
/// nor a mistyped plain-HTTP base URL can carry it elsewhere. Errors and logs redact
/// `appid` (RxNetwork's `Redaction`).
struct OpenWeatherMapKeyPlugin: PluginType {
    let key: OpenWeatherMapKey
    let origin: Origin?

    init(key: OpenWeatherMapKey, boundTo baseURL: URL) {
        self.key = key
        origin = Origin(baseURL)
    }

    func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        guard let origin, origin.mayCarryCredentials, let url = request.url, Origin(url) == origin,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return request }
        // Appended to the query as encoded, so the rest of the URL stays byte for byte.
        let existing = (components.percentEncodedQuery ?? "").split(separator: "&").filter { !$0.hasPrefix("appid=") }
        components.percentEncodedQuery = (existing + ["appid=" + OpenWeatherMapKeyPlugin.encode(key.value)]).joined(separator: "&")
        guard let keyed = components.url else { return request }
        var request = request
        request.url = keyed
        return request
    }

    /// `text` percent-encoded for a query value.
    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
