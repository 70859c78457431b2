import Foundation

/// One redirect a transport followed on the way to a response.
public struct Redirect: Sendable, Hashable {
    /// The redirect's status (301, 302, 303, 307 or 308).
    public let statusCode: Int
    /// The address that answered with the redirect.
    public let from: URL
    /// Where it sent the request on to.
    public let to: URL

    /// A redirect of `statusCode` from `from` to `to`.
    public init(statusCode: Int, from: URL, to: URL) {
        self.statusCode = statusCode
        self.from = from
        self.to = to
    }

    /// Whether it says the resource moved for good (301, 308), so the new address
    /// should be used from now on.
    public var isPermanent: Bool { statusCode == 301 || statusCode == 308 }
}

extension Response {
    /// Where the permanent redirects this response's request followed first led: the
    /// address to ask from now on; nil when the first redirect (if any) was temporary.
    public var permanentlyMovedTo: URL? {
        redirects.prefix(while: \.isPermanent).last?.to
    }
}
