import Foundation

/// Reads a post's embed view (`app.bsky.embed.*#view`) into attachments and a quote.
///
/// Images, videos and link cards become attachments; a quoted record (alone or with
/// media) becomes the quote. An embed type this version does not know becomes an
/// `.unsupported` attachment ("[unsupported post]"), and a quoted record that is not a
/// post reads "[unsupported post]": never a failure of the post or its page.
struct BlueskyEmbed: Equatable {
    /// What is attached, in order.
    var attachments: [Attachment] = []
    /// The quoted post.
    var quote: QuotedTweet?

    /// What the post shows of its embed view.
    init(view: JSONObject?) {
        guard let view else { return }
        switch view.lexiconType {
        case "app.bsky.embed.record#view":
            quote = BlueskyEmbed.quote(from: view.lexiconObject("record"))
        case "app.bsky.embed.recordWithMedia#view":
            quote = BlueskyEmbed.quote(from: view.lexiconObject("record")?.lexiconObject("record"))
            attachments = BlueskyEmbed.media(view.lexiconObject("media"))
        default:
            attachments = BlueskyEmbed.media(view)
        }
    }

    /// The attachments of an images, video or external view; one `.unsupported` for any other.
    static func media(_ view: JSONObject?) -> [Attachment] {
        guard let view else { return [Attachment(kind: .unsupported)] }
        switch view.lexiconType {
        case "app.bsky.embed.images#view":
            return view.lexiconObjects("images").map { image in
                Attachment(kind: .image, text: text(image.lexiconString("alt")),
                           url: BlueskyProfile.httpURL(image.lexiconString("fullsize") ?? image.lexiconString("thumb"))?.absoluteString)
            }
        case "app.bsky.embed.video#view":
            return [Attachment(kind: .video, text: text(view.lexiconString("alt")),
                               url: BlueskyProfile.httpURL(view.lexiconString("playlist"))?.absoluteString)]
        case "app.bsky.embed.external#view":
            let external = view.lexiconObject("external") ?? [:]
            return [Attachment(kind: .link, text: text(external.lexiconString("title")),
                               url: BlueskyProfile.httpURL(external.lexiconString("uri"))?.absoluteString)]
        default:
            return [Attachment(kind: .unsupported)]
        }
    }

    /// The quote of a record view's `record` (a post, a post that is gone or blocked, or
    /// another kind of record).
    static func quote(from record: JSONObject?) -> QuotedTweet {
        guard let record else { return QuotedTweet(authorName: "", screenName: "", text: BlueskyPost.unsupported) }
        switch record.lexiconType {
        case "app.bsky.embed.record#viewRecord":
            let author = record.lexiconObject("author") ?? [:]
            let handle = author.lexiconString("handle") ?? ""
            let value = record.lexiconObject("value") ?? [:]
            let isPost = value.lexiconType == "app.bsky.feed.post"
            // Only the quoted post's own media: a record it quotes in turn is not shown.
            let media = record.lexiconObjects("embeds").flatMap { BlueskyEmbed(view: $0).attachments }
            return QuotedTweet(authorName: BlueskyProfile.displayName(of: author) ?? handle, screenName: handle,
                               text: isPost ? value.lexiconString("text") ?? "" : BlueskyPost.unsupported,
                               attachments: isPost ? media : [])
        case "app.bsky.embed.record#viewNotFound":
            return QuotedTweet(authorName: "", screenName: "", text: "[quoted post not found]")
        case "app.bsky.embed.record#viewBlocked":
            return QuotedTweet(authorName: "", screenName: "", text: "[quoted post blocked]")
        case "app.bsky.embed.record#viewDetached":
            return QuotedTweet(authorName: "", screenName: "", text: "[quoted post removed by its author]")
        default:
            return QuotedTweet(authorName: "", screenName: "", text: BlueskyPost.unsupported)
        }
    }

    /// Alt text or a title, trimmed; empty when missing.
    private static func text(_ string: String?) -> String {
        string?.lexiconTrimmed ?? ""
    }
}
