import Foundation

/// A second page of the recorded "Software curate" list feed, made by hand for paging
/// tests (the recording has only the first): what `app.bsky.feed.getListFeed` answers
/// with `cursor=2025-05-22T03:45:30.576Z` (`BlueskyFixtures.listFeedCursor`), in the
/// public AppView's shape (no `viewer` fields), and the end of the feed (no cursor).
///
/// Its 8 items, newest first, cover what the first page does not: a repost with a link
/// card, a reply, a quote with an image, a video, an unknown embed type and labels on
/// the post and its author, an unknown record type, a quote of a post that is gone, and
/// one broken item (no post URI) that a reader must skip. So 7 tweets.
public enum BlueskyListFeedPage2 {
    /// The number of items, and of readable ones.
    public static let itemCount = 8
    /// The items a reader keeps.
    public static let readableCount = 7

    /// The page as JSON text.
    public static let json = #"""
    {"feed": [
      {"post": {"uri": "at://did:plc:ragtjsm2j2vknwkz3zp4oxrd/app.bsky.feed.post/3lpo2bq7ks22a",
        "cid": "bafyreib2page2repost",
        "author": {"did": "did:plc:ragtjsm2j2vknwkz3zp4oxrd", "handle": "pfrazee.com", "displayName": "Paul Frazee", "labels": [], "createdAt": "2022-11-17T00:35:16.391Z"},
        "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-21T18:00:00.000Z", "langs": ["en"],
          "text": "The AT Protocol docs got a refresh: docs.bsky.app/docs/advanc...",
          "facets": [{"index": {"byteStart": 36, "byteEnd": 64}, "features": [{"$type": "app.bsky.richtext.facet#link", "uri": "https://docs.bsky.app/docs/advanced-guides/atproto"}]}],
          "embed": {"$type": "app.bsky.embed.external", "external": {"uri": "https://docs.bsky.app/docs/advanced-guides/atproto", "title": "The AT Protocol | Bluesky", "description": "An overview"}}},
        "embed": {"$type": "app.bsky.embed.external#view", "external": {"uri": "https://docs.bsky.app/docs/advanced-guides/atproto", "title": "The AT Protocol | Bluesky", "description": "An overview"}},
        "replyCount": 3, "repostCount": 12, "likeCount": 40, "quoteCount": 1, "indexedAt": "2025-05-21T18:00:01.204Z", "labels": []},
       "reason": {"$type": "app.bsky.feed.defs#reasonRepost",
        "by": {"did": "did:plc:tpveiks2to7tjacjzbjodaac", "handle": "gilzilberfeld.bsky.social", "displayName": "Gil Zilberfeld", "labels": []},
        "indexedAt": "2025-05-22T02:10:00.000Z"}},
      {"post": {"uri": "at://did:plc:n72kkqngi5s3r4aketewpme2/app.bsky.feed.post/3lpnzr6ghwc2b",
        "cid": "bafyreib2page2reply",
        "author": {"did": "did:plc:n72kkqngi5s3r4aketewpme2", "handle": "powerpage.org", "displayName": "O'Grady's PowerPage", "labels": []},
        "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-22T01:30:00.000Z", "text": "Which case is that? Looks great.",
          "reply": {"root": {"uri": "at://did:plc:a6vnwdqjgy3dftteko5gsjbz/app.bsky.feed.post/3lpnxuhgl5k2v", "cid": "bafyroot"},
                    "parent": {"uri": "at://did:plc:a6vnwdqjgy3dftteko5gsjbz/app.bsky.feed.post/3lpnxuhgl5k2v", "cid": "bafyroot"}}},
        "replyCount": 0, "repostCount": 0, "likeCount": 1, "quoteCount": 0, "indexedAt": "2025-05-22T01:30:00.850Z", "labels": []},
       "reply": {
        "root": {"$type": "app.bsky.feed.defs#postView", "uri": "at://did:plc:a6vnwdqjgy3dftteko5gsjbz/app.bsky.feed.post/3lpnxuhgl5k2v", "cid": "bafyroot",
          "author": {"did": "did:plc:a6vnwdqjgy3dftteko5gsjbz", "handle": "opusminus.bsky.social", "displayName": "Scootercogs", "labels": []},
          "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-22T00:58:00.000Z", "text": "New hexagon case, printed overnight."},
          "indexedAt": "2025-05-22T00:58:01.000Z", "labels": []},
        "parent": {"$type": "app.bsky.feed.defs#postView", "uri": "at://did:plc:a6vnwdqjgy3dftteko5gsjbz/app.bsky.feed.post/3lpnxuhgl5k2v", "cid": "bafyroot",
          "author": {"did": "did:plc:a6vnwdqjgy3dftteko5gsjbz", "handle": "opusminus.bsky.social", "displayName": "Scootercogs", "labels": []},
          "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-22T00:58:00.000Z", "text": "New hexagon case, printed overnight."},
          "indexedAt": "2025-05-22T00:58:01.000Z", "labels": []}}},
      {"post": {"uri": "at://did:plc:l3ye73neiydhv3myt4fulovf/app.bsky.feed.post/3lpnyd2xqbs2b",
        "cid": "bafyreib2page2quote",
        "author": {"did": "did:plc:l3ye73neiydhv3myt4fulovf", "handle": "oldergeeks.bsky.social", "displayName": "OlderGeeks.com", "labels": []},
        "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-22T00:45:00.000Z", "text": "Worth a read.",
          "embed": {"$type": "app.bsky.embed.record", "record": {"uri": "at://did:plc:zxmhzvoiaulbteympusrbn5a/app.bsky.feed.post/3lpnw5r2zzk2x", "cid": "bafyquoted"}}},
        "embed": {"$type": "app.bsky.embed.record#view",
          "record": {"$type": "app.bsky.embed.record#viewRecord", "uri": "at://did:plc:zxmhzvoiaulbteympusrbn5a/app.bsky.feed.post/3lpnw5r2zzk2x", "cid": "bafyquoted",
            "author": {"did": "did:plc:zxmhzvoiaulbteympusrbn5a", "handle": "denisrasulev.bsky.social", "displayName": "Denis Rasulev", "labels": []},
            "value": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-21T23:40:00.000Z", "text": "Thirty years of B2B sales in one chart."},
            "labels": [], "likeCount": 5, "replyCount": 0, "repostCount": 1, "quoteCount": 1, "indexedAt": "2025-05-21T23:40:00.500Z",
            "embeds": [{"$type": "app.bsky.embed.images#view", "images": [{"thumb": "https://cdn.bsky.app/img/feed_thumbnail/plain/did:plc:zxmhzvoiaulbteympusrbn5a/bafkchart@jpeg",
              "fullsize": "https://cdn.bsky.app/img/feed_fullsize/plain/did:plc:zxmhzvoiaulbteympusrbn5a/bafkchart@jpeg", "alt": "A line chart of deals per year"}]}]}},
        "replyCount": 0, "repostCount": 0, "likeCount": 2, "quoteCount": 0, "indexedAt": "2025-05-22T00:45:02.000Z", "labels": []}},
      {"post": {"uri": "at://did:plc:7fjae5aawatnt5e4hyldxsyn/app.bsky.feed.post/3lpnvq3pmcs2k",
        "cid": "bafyreib2page2video",
        "author": {"did": "did:plc:7fjae5aawatnt5e4hyldxsyn", "handle": "abhiksi.bsky.social", "labels": []},
        "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-21T23:00:00.000Z", "text": "Build log, day 3",
          "embed": {"$type": "app.bsky.embed.video", "video": {"$type": "blob", "ref": {"$link": "bafkvideo"}, "mimeType": "video/mp4", "size": 1000}, "alt": "Screen recording of the build"}},
        "embed": {"$type": "app.bsky.embed.video#view", "cid": "bafkvideo", "playlist": "https://video.bsky.app/watch/did%3Aplc%3A7fjae5aawatnt5e4hyldxsyn/bafkvideo/playlist.m3u8",
          "thumbnail": "https://video.bsky.app/watch/did%3Aplc%3A7fjae5aawatnt5e4hyldxsyn/bafkvideo/thumbnail.jpg", "alt": "Screen recording of the build"},
        "replyCount": 0, "repostCount": 0, "likeCount": 0, "quoteCount": 0, "indexedAt": "2025-05-21T23:00:03.000Z", "labels": []}},
      {"post": {"uri": "at://did:plc:4n25brjkwzbendwixetcrayj/app.bsky.feed.post/3lpnte2ak4c2s",
        "cid": "bafyreib2page2poll",
        "author": {"did": "did:plc:4n25brjkwzbendwixetcrayj", "handle": "farjanaeyasmin.bsky.social", "displayName": "Farjana Eyasmin",
          "labels": [{"src": "did:plc:ar7c4by46qjdydhdevvrndac", "uri": "did:plc:4n25brjkwzbendwixetcrayj", "val": "scam", "cts": "2024-03-11T20:30:22.831Z", "neg": false, "ver": 1}]},
        "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-21T22:00:00.000Z", "text": "Which tool do you use? Vote below!",
          "embed": {"$type": "app.bsky.embed.poll", "options": ["A", "B"]}},
        "embed": {"$type": "app.bsky.embed.poll#view", "options": [{"text": "A", "votes": 3}, {"text": "B", "votes": 5}]},
        "replyCount": 0, "repostCount": 0, "likeCount": 0, "quoteCount": 0, "indexedAt": "2025-05-21T22:00:01.000Z",
        "labels": [{"src": "did:plc:ar7c4by46qjdydhdevvrndac", "uri": "at://did:plc:4n25brjkwzbendwixetcrayj/app.bsky.feed.post/3lpnte2ak4c2s", "val": "spam", "cts": "2025-05-21T22:10:00.000Z", "ver": 1},
                   {"src": "did:plc:4n25brjkwzbendwixetcrayj", "uri": "at://did:plc:4n25brjkwzbendwixetcrayj/app.bsky.feed.post/3lpnte2ak4c2s", "val": "!no-unauthenticated", "cts": "2025-05-21T22:00:00.000Z", "ver": 1}]}},
      {"post": {"uri": "at://did:plc:wpat2debldpjhbwuhzvso3sb/app.bsky.feed.post/3lpnrwl2yfk2d",
        "cid": "bafyreib2page2newrecord",
        "author": {"did": "did:plc:wpat2debldpjhbwuhzvso3sb", "handle": "freesoftwarehub.bsky.social", "displayName": "Free Software Hub", "labels": []},
        "record": {"$type": "app.bsky.feed.longform", "createdAt": "2025-05-21T21:00:00.000Z", "title": "A record type from the future"},
        "replyCount": 0, "repostCount": 0, "likeCount": 0, "quoteCount": 0, "indexedAt": "2025-05-21T21:00:00.400Z", "labels": []}},
      {"post": {"uri": "at://did:plc:tpveiks2to7tjacjzbjodaac/app.bsky.feed.post/3lpnqk7bz6s2q",
        "cid": "bafyreib2page2gone",
        "author": {"did": "did:plc:tpveiks2to7tjacjzbjodaac", "handle": "gilzilberfeld.bsky.social", "displayName": "Gil Zilberfeld", "labels": []},
        "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-21T20:00:00.000Z", "text": "This aged well.",
          "embed": {"$type": "app.bsky.embed.record", "record": {"uri": "at://did:plc:zzzz/app.bsky.feed.post/3kgone", "cid": "bafygone"}}},
        "embed": {"$type": "app.bsky.embed.record#view", "record": {"$type": "app.bsky.embed.record#viewNotFound", "uri": "at://did:plc:zzzz/app.bsky.feed.post/3kgone", "notFound": true}},
        "replyCount": 0, "repostCount": 0, "likeCount": 0, "quoteCount": 0, "indexedAt": "2025-05-21T20:00:00.700Z", "labels": []}},
      {"post": {"cid": "bafyreib2page2broken", "author": {"did": "did:plc:tpveiks2to7tjacjzbjodaac", "handle": "gilzilberfeld.bsky.social"},
        "record": {"$type": "app.bsky.feed.post", "createdAt": "2025-05-21T19:00:00.000Z", "text": "An item without a URI"},
        "indexedAt": "2025-05-21T19:00:00.100Z"}}
    ]}
    """#

    /// The page as a JSON object.
    public static func object() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw BlueskyFixtures.Missing(description: "the second page is not a JSON object")
        }
        return object
    }
}
