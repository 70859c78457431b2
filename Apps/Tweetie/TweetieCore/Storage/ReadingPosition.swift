import RxStore

/// Where the user stopped reading a list: the id of the tweet that was at the top of the
/// screen, remembered across runs.
public struct ReadingPosition: Record, Hashable, Sendable {
    /// The list, as `ListIdentifier.description` (`owner/slug`); the primary key.
    public var list: String
    /// The id of the tweet at the top of the screen.
    public var tweetId: Int64

    /// The position `tweetId` in `list`.
    public init(list: String, tweetId: Int64) {
        self.list = list
        self.tweetId = tweetId
    }

    /// The `list` column.
    public static var primaryKey: String { "list" }
}

extension Store {
    /// The remembered top tweet of `list`, or nil when none was saved.
    ///
    /// - Throws: `StoreError`s of the read.
    public func readingPosition(of list: ListIdentifier) throws -> Int64? {
        try object(ofType: ReadingPosition.self, forPrimaryKey: list.description)?.tweetId
    }

    /// Remembers `tweetId` as the top tweet of `list`, replacing the previous one.
    ///
    /// - Throws: `StoreError`s of the write.
    public func saveReadingPosition(_ tweetId: Int64, of list: ListIdentifier) throws {
        try add(ReadingPosition(list: list.description, tweetId: tweetId), update: .modified)
    }
}
