import RxStore

/// Where the reader left a list: the id of the tweet at the top of the screen, one
/// record per list, keyed by the list's description (`owner/slug`).
///
/// A stand-in for `Storage/ReadingPosition.swift`, written in parallel with the same
/// shape; when both branches are merged, one copy is deleted.
public struct ReadingPosition: Record, Hashable, Sendable {
    /// The list's description (`owner/slug`); the primary key.
    public var list: String
    /// The id of the tweet that was at the top of the screen.
    public var tweetId: Int64

    /// The position `tweetId` in `list`.
    public init(list: String, tweetId: Int64) {
        self.list = list
        self.tweetId = tweetId
    }

    /// The `list` column.
    public static var primaryKey: String { "list" }
}
