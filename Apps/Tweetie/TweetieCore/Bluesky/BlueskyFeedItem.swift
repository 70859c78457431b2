import Foundation
import RxNetwork

/// One feed item as the source read it: the object Bluesky sent, and beside it the tweet
/// `BlueskyPost` reads from it (nil: skipped and counted) and its id (`BlueskyPost.feedID`,
/// nil without one), read once when the item is parsed. The first-page cache
/// (`BlueskyItemCache`) hands an item answered again byte for byte on as it was read
/// then, so neither the JSON nor the tweet is made again; what decides reuse is the
/// answer's bytes, never anything inside the object. Immutable; any thread.
struct BlueskyFeedItem: @unchecked Sendable {
    // @unchecked Sendable: `object` holds JSONSerialization's immutable values only.

    /// The item as parsed; empty when the parser refused it or it is not an object.
    let object: JSONObject
    /// Its tweet; nil when it cannot be read.
    let tweet: Tweet?
    /// Its place in the feed; nil without a post URI or a readable time.
    let feedID: Int64?

    /// `object` read.
    init(object: JSONObject) {
        self.object = object
        guard !object.isEmpty else {
            tweet = nil
            feedID = nil
            return
        }
        let tweet = BlueskyPost.tweet(fromFeedItem: object)
        self.tweet = tweet
        feedID = tweet?.id ?? BlueskyPost.feedID(of: object)
    }

    /// One array element's bytes (see `JSONArrayElements`), parsed and read.
    init(element: Data) {
        self.init(object: JSONObject.lossyObjects(of: [element])[0])
    }

    /// The tweets of `items`, in order, unreadable ones skipped and counted.
    static func tweets(of items: [BlueskyFeedItem]) -> Decoded<Tweet> {
        let tweets = items.compactMap(\.tweet)
        return Decoded(values: tweets, skipped: items.count - tweets.count)
    }
}
