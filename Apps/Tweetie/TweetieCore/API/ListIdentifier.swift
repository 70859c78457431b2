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

    /// Parses `owner/slug` as a Twitter list's name: nil unless the owner is a screen name
    /// (1–15 ASCII letters, digits or `_`) and the slug a list slug (1–25 ASCII letters,
    /// digits, `-` or `_`). A name the server could never have, such as `a b/c`, is refused
    /// before a request instead of failing as an unknown list. (The plain parser also
    /// reads Bluesky lists' identifiers, whose owners are handles and DIDs.)
    public init?(twitterList string: String) {
        guard let list = ListIdentifier(string),
              (1...15).contains(list.username.utf8.count), list.username.utf8.allSatisfy({ Self.isNameByte($0) }),
              (1...25).contains(list.slug.utf8.count), list.slug.utf8.allSatisfy({ Self.isNameByte($0) || $0 == UInt8(ascii: "-") })
        else { return nil }
        self = list
    }

    /// An ASCII letter, digit or `_`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// `owner/slug`.
    public var description: String { "\(username)/\(slug)" }
}
