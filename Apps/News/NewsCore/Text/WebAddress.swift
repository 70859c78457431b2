import Foundation

/// Web addresses as sources write them: maybe padded with white space, maybe relative.
/// Only http and https come back (never `javascript:`, `data:` or `file:`).
enum WebAddress {
    /// The http(s) URL `text` names, resolved against `base` when relative; nil otherwise.
    static func url(_ text: String, relativeTo base: URL? = nil) -> URL? {
        let trimmed = NewsText.trimmed(text)
        guard !trimmed.isEmpty else { return nil }
        // Absolute addresses, the usual case, are parsed once (resolving costs a second URL).
        if hasWebScheme(trimmed) { return URL(string: trimmed) }
        guard let base, let url = URL(string: trimmed, relativeTo: base)?.absoluteURL,
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url
    }

    /// Whether `text` starts with `http://` or `https://` (any case) and a host.
    private static func hasWebScheme(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        for expected in "http".utf8 {
            guard let byte = utf8.next(), byte | 0x20 == expected else { return false }
        }
        var byte = utf8.next()
        if byte.map({ $0 | 0x20 }) == UInt8(ascii: "s") { byte = utf8.next() }
        guard byte == UInt8(ascii: ":"), utf8.next() == UInt8(ascii: "/"), utf8.next() == UInt8(ascii: "/") else { return false }
        // A host follows: something other than a path, query or fragment.
        guard let first = utf8.next() else { return false }
        return first != UInt8(ascii: "/") && first != UInt8(ascii: "?") && first != UInt8(ascii: "#")
    }

    /// Whether the path of `text` ends like a picture file (`.jpg`, `.png`…), without parsing it.
    static func looksLikeImage(_ text: String) -> Bool {
        let path = text.utf8.prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let lowered = String(decoding: path.suffix(5).map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        return [".jpg", ".jpeg", ".png", ".gif", ".webp"].contains { lowered.hasSuffix($0) }
    }
}
