import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The provider's last check before a request goes on the network: credentials never
/// travel unencrypted. A request carrying any (an `Authorization` header, a cookie, an
/// API-key header, a user and password in the URL) is refused unless it goes over
/// HTTPS, or over plain HTTP to this machine (`localhost`, 127.0.0.0/8, `::1`).
///
/// Applied whatever plugin or target added them, so every app gets it; stubs and replay
/// are not checked, as nothing leaves the process.
enum CredentialPolicy {
    /// Request headers that carry credentials (compared case-insensitively).
    static let credentialHeaders: Set<String> = Redaction.sensitiveHeaders.subtracting(["set-cookie", "proxy-authorization"])

    /// Why `request` must not be sent, or nil.
    static func refusal(for request: URLRequest) -> NetworkError? {
        guard let url = request.url, carriesCredentials(request) else { return nil }
        return refusal(for: url)
    }

    /// Why `request` (built without a `URLRequest`) must not be sent, or nil.
    static func refusal(for request: HTTPRequest) -> NetworkError? {
        guard let url = request.url, carriesCredentials(request) else { return nil }
        return refusal(for: url)
    }

    /// Why a request carrying credentials must not go to `url`, or nil.
    private static func refusal(for url: URL) -> NetworkError? {
        guard let origin = Origin(url) else {
            return .credentialsRefused(reason: "\(Redaction.url(url)) is not an http(s) URL with a host")
        }
        guard !origin.mayCarryCredentials else { return nil }
        return .credentialsRefused(reason: "credentials are only sent over https:// (or plain http:// to this machine), "
            + "and this request goes to \(origin) over plain http://; use an https:// URL")
    }

    /// Whether `request` carries credentials; the URL is asked for a user or password
    /// only when its text has room for one.
    static func carriesCredentials(_ request: HTTPRequest) -> Bool {
        if request.headerFields.keys.contains(where: isCredentialHeader) { return true }
        return request.mayHaveUserInfo && (request.url?.user != nil || request.url?.password != nil)
    }

    /// Whether header `name` is one of `credentialHeaders`. An ASCII name is compared byte
    /// by byte with the few names there (lower-casing and hashing it cost more, on every
    /// request); any other goes through `lowercased()`, whose Unicode mapping can turn a
    /// non-ASCII letter (the Kelvin sign) into an ASCII one.
    static func isCredentialHeader(_ name: String) -> Bool {
        let isASCII = name.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? false
        guard isASCII else { return credentialHeaders.contains(name.lowercased()) }
        let count = name.utf8.count
        return credentialHeaderBytes.contains { lowercase in
            lowercase.count == count && zip(name.utf8, lowercase).allSatisfy { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) == $1 }
        }
    }

    /// `credentialHeaders` as bytes, for `isCredentialHeader`.
    private static let credentialHeaderBytes: [[UInt8]] = credentialHeaders.map { Array($0.utf8) }

    /// Whether `request` carries credentials.
    static func carriesCredentials(_ request: URLRequest) -> Bool {
        if let headers = request.allHTTPHeaderFields, headers.keys.contains(where: { credentialHeaders.contains($0.lowercased()) }) {
            return true
        }
        return request.url?.user != nil || request.url?.password != nil
    }
}
