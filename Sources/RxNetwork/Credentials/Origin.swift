import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where a request goes, as far as credentials care: scheme, host and port (the default
/// port filled in), compared case-insensitively. A token is issued by one origin and
/// is only ever sent back to it.
public struct Origin: Hashable, Sendable, Codable, CustomStringConvertible {
    /// `http` or `https` (lowercased; other schemes are kept as given, lowercased).
    public let scheme: String
    /// The host name or address, lowercased, without the brackets of an IPv6 address.
    public let host: String
    /// The port, the scheme's default when the URL names none.
    public let port: Int

    /// The origin of `url`; nil when it has no scheme or host, or no port can be known.
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), var host = url.host?.lowercased(), !host.isEmpty else { return nil }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard let port = url.port ?? Origin.defaultPort(scheme) else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    /// `scheme://host:port` (an IPv6 host in brackets).
    public var description: String {
        "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// Whether traffic to this origin is encrypted (`https`).
    public var isSecure: Bool { scheme == "https" }

    /// Whether the host is this machine: `localhost`, an address in 127.0.0.0/8, or
    /// `::1` (also written as an IPv4-mapped loopback address). Plain HTTP there never
    /// leaves the machine, so credentials may go over it.
    public var isLoopback: Bool {
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { $0[0] } == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, host, &v6) == 1 {
            let bytes = withUnsafeBytes(of: &v6) { Array($0) }
            if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
            // ::ffff:127.x.y.z
            return bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
        }
        return false
    }

    /// Whether credentials may be sent to this origin: over HTTPS anywhere, over plain
    /// HTTP only to loopback.
    public var mayCarryCredentials: Bool { isSecure || (scheme == "http" && isLoopback) }

    /// The port a scheme uses when none is given.
    static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http": return 80
        case "https": return 443
        default: return nil
        }
    }

    /// Decodes `scheme://host:port`, as `encode(to:)` writes it (a token file stays readable).
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let url = URL(string: text), let origin = Origin(url) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an origin: \(text)"))
        }
        self = origin
    }

    /// Encodes the origin as its description, `scheme://host:port`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
