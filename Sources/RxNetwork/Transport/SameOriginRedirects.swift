import Foundation

/// The redirect rule every transport keeps: a redirect is followed only within the
/// request's origin (scheme, host and port). A redirect anywhere else is refused, so the
/// 3xx response itself is delivered and the request — with its Authorization header —
/// never reaches the other host. URLSession alone follows any redirect.
///
/// `URLSessionTransport`'s task delegate (`URLSessionReceiver`) and `CurlTransport`
/// (which follows redirects itself) both ask `sameOrigin`.
enum SameOriginRedirects {
    /// Whether both URLs have the same scheme, host and (default-filled) port.
    static func sameOrigin(_ first: URL?, _ second: URL?) -> Bool {
        guard let first, let second,
              let firstScheme = first.scheme?.lowercased(), let secondScheme = second.scheme?.lowercased(),
              let firstHost = first.host?.lowercased(), let secondHost = second.host?.lowercased() else { return false }
        return firstScheme == secondScheme && firstHost == secondHost
            && (first.port ?? defaultPort(firstScheme)) == (second.port ?? defaultPort(secondScheme))
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }
}
