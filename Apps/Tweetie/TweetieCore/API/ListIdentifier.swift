/// A Twitter list, named by its owner's screen name and its slug (`icanzilb/RxSwift`).
public struct ListIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The owner's screen name, without the `@`.
    public var username: String
    /// The list's slug.
    public var slug: String

    /// The list `slug` owned by `username`.
    public init(username: String, slug: String) {
        self.username = username
        self.slug = slug
    }

    /// Parses `owner/slug` (an `@` before the owner is allowed); nil when either part is empty.
    public init?(_ string: String) {
        let parts = string.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let owner = parts[0].hasPrefix("@") ? parts[0].dropFirst() : parts[0]
        guard !owner.isEmpty, !parts[1].isEmpty else { return nil }
        self.init(username: String(owner), slug: String(parts[1]))
    }

    /// `owner/slug`.
    public var description: String { "\(username)/\(slug)" }
}
