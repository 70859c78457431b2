import Foundation

/// A feed item as `BlueskyPost` read it — its tweet (nil: skipped and counted) and its id
/// — carried inside the item's parsed object, so an item the first-page cache hands on
/// again (`BlueskyItemCache`, same bytes) is not read again either: a poll's page is
/// mostly posts already seen. Only this type can be stored under `key`, and JSON parsing
/// never makes one, so an answer cannot forge a reading; an object without it is read as
/// usual. Immutable; any thread.
final class BlueskyReadItem: Sendable {
    /// The object key it is carried under (a NUL-led name no Lexicon field has).
    static let key = "\u{0}tweetie.read"

    /// The item's tweet; nil when it cannot be read.
    let tweet: Tweet?
    /// The item's id (`BlueskyPost.feedID(of:)`).
    let feedID: Int64?

    private init(tweet: Tweet?, feedID: Int64?) {
        self.tweet = tweet
        self.feedID = feedID
    }

    /// `item` with its reading added; an empty (damaged) item is left empty.
    static func carrying(_ item: JSONObject) -> JSONObject {
        guard !item.isEmpty else { return item }
        var item = item
        let tweet = BlueskyPost.tweet(fromFeedItem: item)
        item[key] = BlueskyReadItem(tweet: tweet, feedID: tweet?.id ?? BlueskyPost.feedID(of: item))
        return item
    }

    /// The reading `item` carries, if any.
    static func of(_ item: JSONObject) -> BlueskyReadItem? { item[key] as? BlueskyReadItem }
}
