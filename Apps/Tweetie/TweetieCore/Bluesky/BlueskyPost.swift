import Foundation
import RxNetwork

/// Reads Bluesky feed items (`app.bsky.feed.defs#feedViewPost`: a post, and the repost
/// or reply it came with) into the reader's `Tweet`s.
///
/// - The author is the post's author, also for a repost (so Enter opens them); the
///   reposter's handle is `details.repostedBy`, a reply's parent author `details.replyTo`
///   (empty when the parent is deleted or blocked).
/// - The text is the record's text as written (links and mentions stay as their text);
///   the full targets of its links are `details.links`. A record that is not a post
///   reads "[unsupported post]".
/// - The time is the record's `createdAt` (the `indexedAt` when that is unreadable);
///   the id comes from the item's sort time (see `BlueskyFeedID`).
/// - Labels on the post and its author are `details.labels`. Viewer fields are ignored.
///
/// Each item is read on its own: one without a post URI, author or readable time is
/// skipped and counted; an unknown embed or record type never fails an item. Pure; any thread.
enum BlueskyPost {
    /// What a record or embed this version cannot show reads as.
    static let unsupported = "[unsupported post]"

    /// The tweets of `items`, in order, unusable items skipped and counted.
    static func decodeMany(_ items: [JSONObject]) -> Decoded<Tweet> {
        let tweets = items.compactMap(tweet(fromFeedItem:))
        return Decoded(values: tweets, skipped: items.count - tweets.count)
    }

    /// The tweet of one feed item; nil when it has no post URI, author DID and handle, or
    /// readable time.
    static func tweet(fromFeedItem item: JSONObject) -> Tweet? {
        guard let post = item.lexiconObject("post"), let uri = post.lexiconString("uri"),
              let author = post.lexiconObject("author"), let handle = author.lexiconString("handle"), !handle.isEmpty,
              author.lexiconString("did")?.isEmpty == false,
              let id = feedID(of: item) else { return nil }
        let record = post.lexiconObject("record") ?? [:]
        let isPost = record.lexiconType == "app.bsky.feed.post"
        let created = record.lexiconString("createdAt").flatMap(BlueskyDate.microseconds(from:))
            ?? post.lexiconString("indexedAt").flatMap(BlueskyDate.microseconds(from:)) ?? 0
        let embed = isPost ? BlueskyEmbed(view: post.lexiconObject("embed")) : BlueskyEmbed(view: nil)

        var links = isPost ? linkTargets(in: record) : []
        for attachment in embed.attachments where attachment.kind == .link {
            if let url = attachment.url, !links.contains(url) { links.append(url) }
        }
        var labels = BlueskyProfile.labels(of: post)
        for label in BlueskyProfile.labels(of: author) where !labels.contains(label) { labels.append(label) }
        let reason = item.lexiconObject("reason")
        let reposter = reason?.lexiconType == "app.bsky.feed.defs#reasonRepost" ? reason?.lexiconObject("by")?.lexiconString("handle") : nil
        // A reply whose parent is gone or blocked names no author: "".
        let isReply = item.lexiconObject("reply") != nil || record.lexiconObject("reply") != nil
        let parentAuthor = isReply ? item.lexiconObject("reply")?.lexiconObject("parent")?.lexiconObject("author")?.lexiconString("handle") ?? "" : nil

        let details = TweetDetails(uri: uri, repostedBy: reposter, replyTo: isPost ? parentAuthor : nil, quote: embed.quote,
                                   attachments: embed.attachments, links: links, labels: labels)
        return Tweet(id: id, text: isPost ? record.lexiconString("text") ?? "" : unsupported,
                     authorName: BlueskyProfile.displayName(of: author) ?? handle, screenName: handle,
                     createdAt: BlueskyDate.date(microseconds: created),
                     avatarURL: BlueskyProfile.httpURL(author.lexiconString("avatar")), details: details)
    }

    /// The id of a feed item: a repost sorts at the repost's `indexedAt`, a post at the
    /// earlier of its `createdAt` and `indexedAt` (as the AppView sorts, so a post dated in
    /// the future cannot stay on top). Nil without a post URI or a readable time.
    static func feedID(of item: JSONObject) -> Int64? {
        guard let post = item.lexiconObject("post"), let uri = post.lexiconString("uri") else { return nil }
        let reason = item.lexiconObject("reason")
        if reason?.lexiconType == "app.bsky.feed.defs#reasonRepost" {
            guard let reposted = reason?.lexiconString("indexedAt").flatMap(BlueskyDate.microseconds(from:)) else { return nil }
            let reposter = reason?.lexiconObject("by")?.lexiconString("did") ?? ""
            return BlueskyFeedID.id(sortedAt: reposted, key: uri + " reposted by " + reposter)
        }
        let indexed = post.lexiconString("indexedAt").flatMap(BlueskyDate.microseconds(from:))
        let created = post.lexiconObject("record")?.lexiconString("createdAt").flatMap(BlueskyDate.microseconds(from:))
        guard let sortedAt = [indexed, created].compactMap({ $0 }).min() else { return nil }
        return BlueskyFeedID.id(sortedAt: sortedAt, key: uri)
    }

    /// The http(s) targets of the record's link facets, in order, without repeats.
    static func linkTargets(in record: JSONObject) -> [String] {
        var links: [String] = []
        for facet in record.lexiconObjects("facets") {
            for feature in facet.lexiconObjects("features") where feature.lexiconType == "app.bsky.richtext.facet#link" {
                if let url = BlueskyProfile.httpURL(feature.lexiconString("uri"))?.absoluteString, !links.contains(url) { links.append(url) }
            }
        }
        return links
    }
}
