import Foundation

/// Removes credentials from what we print: header values, URL user info and token-like
/// query parameters. Used by the logger and by every `NetworkError` message.
public enum Redaction {
    /// What a hidden value is replaced with.
    public static let placeholder = "<redacted>"

    /// Header names whose values are never shown (compared case-insensitively).
    public static let sensitiveHeaders: Set<String> = [
        "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-auth-token", "x-access-token",
    ]

    /// Query parameter names whose values are never shown (compared case-insensitively).
    public static let sensitiveQueryItems: Set<String> = [
        "access_token", "token", "api_key", "apikey", "appid", "key", "client_secret", "password", "secret", "signature", "sig",
    ]

    /// `headers` with the values of sensitive fields replaced.
    public static func headers(_ headers: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (name, value) in headers {
            result[name] = sensitiveHeaders.contains(name.lowercased()) ? placeholder : value
        }
        return result
    }

    /// `url` as text without user info or the values of sensitive query items.
    public static func url(_ url: URL?) -> String {
        guard let url else { return "(no URL)" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(unreadable URL)" }
        if components.user != nil || components.password != nil {
            components.user = nil
            components.password = nil
        }
        if let items = components.queryItems {
            components.queryItems = items.map { item in
                sensitiveQueryItems.contains(item.name.lowercased()) ? URLQueryItem(name: item.name, value: "redacted") : item
            }
        }
        return components.string ?? "(unreadable URL)"
    }

    /// `text` as a URL string with credentials removed; text that is not a URL is
    /// returned cut to 200 characters.
    public static func urlString(_ text: String) -> String {
        if let url = URL(string: text), url.scheme != nil { return self.url(url) }
        return text.count > 200 ? String(text.prefix(200)) + "…" : text
    }
}
