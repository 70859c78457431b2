/// A feed that answered from another address after a permanent redirect (301, 308): the
/// reader should name the new one in the feed list. Temporary redirects are followed
/// without one.
public struct FeedMove: Hashable, Sendable {
    /// The address in the feed list.
    public let from: String
    /// Where the feed is now.
    public let to: String

    /// A move from `from` to `to`.
    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// What the screen's banner and the pipe's stderr say.
    public var message: String { "\(from) moved to \(to); update your feed list" }
}
