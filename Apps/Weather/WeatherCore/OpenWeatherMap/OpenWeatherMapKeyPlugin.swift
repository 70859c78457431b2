import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

/// Puts the API key on requests as `appid`, only to the origin it is bound to (the
/// source's base URL: scheme, host and port), and only over HTTPS or to this machine,
/// so neither a redirect nor a mistyped plain-HTTP base URL can carry it elsewhere.
/// Errors and logs redact `appid` (RxNetwork's `Redaction`).
struct OpenWeatherMapKeyPlugin: PluginType {
    let key: OpenWeatherMapKey
    let boundTo: URL

    func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
        guard let url = request.url, OpenWeatherMapKeyPlugin.sameOrigin(url, boundTo), OpenWeatherMapKeyPlugin.mayCarryKey(url),
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

    /// Whether a key may travel to `url`: HTTPS anywhere, plain HTTP only to loopback.
    static func mayCarryKey(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return ["127.0.0.1", "localhost", "::1", "[::1]"].contains(url.host?.lowercased() ?? "")
        default: return false
        }
    }

    private static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && port(a) == port(b)
    }

    private static func port(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}
