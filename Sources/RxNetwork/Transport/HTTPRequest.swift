import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request as `CurlTransport` sends it: the URL (also as text, as libcurl takes it), the
/// method, the header fields and the body, and nothing else.
///
/// The provider builds one straight from an endpoint when nothing needs a `URLRequest`
/// (no plugin, the default request closure, no replay): making Foundation's
/// `URLRequest`, reading it back and its URL's parts cost more than the rest of the
/// provider's path. `urlRequest` makes the equivalent `URLRequest` for whoever asks
/// (`Response.request`, error messages), only then.
///
/// A class of constants (so `Sendable`): the transfer keeps it twice (as given, and as
/// sent), the response keeps it, and each step hands it on; as a struct of five references
/// every copy retained and released each of them through an outlined copy (~8 copies a
/// request), where a reference costs one retain.
final class HTTPRequest: Sendable {
    /// Where the request goes; nil when a `URLRequest` without one was given.
    let url: URL?
    /// `url.absoluteString` (empty when there is no URL).
    let urlString: String
    /// The method in upper case (GET unless said otherwise).
    let method: String
    /// The header fields, as `URLRequest` would store them.
    let headerFields: [String: String]
    /// The body, if any.
    let body: Data?
    /// Whether the URL is http:// or https:// (the scheme compared ignoring case): read by
    /// the provider and again by the transport, so found once.
    let isHTTP: Bool

    /// A request built from an endpoint's parts; `urlString` must be `url.absoluteString`
    /// and the fields already as `URLRequest` stores them (`Endpoint.isStoredAsIs`).
    init(url: URL, urlString: String, method: String, headerFields: [String: String], body: Data?) {
        self.url = url
        self.urlString = urlString
        self.method = method
        self.headerFields = headerFields
        self.body = body
        isHTTP = HTTPRequest.isHTTP(urlString)
    }

    /// What `request` carries over the wire.
    init(_ request: URLRequest) {
        let urlString = request.url?.absoluteString ?? ""
        url = request.url
        self.urlString = urlString
        method = (request.httpMethod ?? "GET").uppercased()
        headerFields = request.allHTTPHeaderFields ?? [:]
        body = request.httpBody
        isHTTP = HTTPRequest.isHTTP(urlString)
    }

    /// This request going to `url` instead (a redirect), as `method`, and without a body
    /// and its `Content-Type`/`Content-Length` fields when `dropsBody`.
    func redirected(to url: URL, method: String, dropsBody: Bool) -> HTTPRequest {
        var fields = headerFields
        if dropsBody {
            for name in fields.keys where HTTPRequest.isBodyField(name) { fields[name] = nil }
        }
        return HTTPRequest(url: url, urlString: url.absoluteString, method: method, headerFields: fields,
                           body: dropsBody ? nil : body)
    }

    private static func isBodyField(_ name: String) -> Bool {
        name.caseInsensitiveCompare("Content-Type") == .orderedSame || name.caseInsensitiveCompare("Content-Length") == .orderedSame
    }

    /// Whether `urlString` starts with http:// or https:// (the scheme compared ignoring case).
    private static func isHTTP(_ urlString: String) -> Bool {
        hasPrefixIgnoringCase(urlString, "http://") || hasPrefixIgnoringCase(urlString, "https://")
    }

    /// Whether the URL may name a user or password: its authority holds an "@".
    /// False means `url.user` and `url.password` are nil, without asking the URL.
    var mayHaveUserInfo: Bool {
        // Over the string's own bytes when it has them: the UTF-8 view's iterator cost
        // several times more per byte, on every request.
        urlString.utf8.withContiguousStorageIfAvailable(mayHaveUserInfo) ?? mayHaveUserInfo(Array(urlString.utf8))
    }

    private func mayHaveUserInfo<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        // The authority starts after the scheme's "://" and ends at "/", "?" or "#".
        var slashes = 0
        var inAuthority = false
        for byte in bytes {
            if inAuthority {
                switch byte {
                case UInt8(ascii: "@"): return true
                case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return false
                default: continue
                }
            }
            if byte == UInt8(ascii: "/") {
                slashes += 1
                inAuthority = slashes == 2
            } else if slashes > 0 {
                return url != nil  // not "scheme://": let the URL say
            }
        }
        return false
    }

    /// The equivalent `URLRequest`.
    var urlRequest: URLRequest {
        var request = url.map { URLRequest(url: $0) } ?? URLRequest(url: URL(fileURLWithPath: "/"))
        if url == nil { request.url = nil }
        if method != "GET" { request.httpMethod = method }
        if !headerFields.isEmpty { request.allHTTPHeaderFields = headerFields }
        request.httpBody = body
        return request
    }

    private static func hasPrefixIgnoringCase(_ text: String, _ lowercasePrefix: StaticString) -> Bool {
        let wanted = UnsafeBufferPointer(start: lowercasePrefix.utf8Start, count: lowercasePrefix.utf8CodeUnitCount)
        func matches<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
            var bytes = bytes.makeIterator()
            for expected in wanted {
                guard let byte = bytes.next(), byte | 0x20 == expected || byte == expected else { return false }
            }
            return true
        }
        return text.utf8.withContiguousStorageIfAvailable(matches) ?? matches(text.utf8)
    }
}
