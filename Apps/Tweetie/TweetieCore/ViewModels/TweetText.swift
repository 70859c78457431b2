/// How a tweet's details read as text, the same in the terminal's cells, the page's rows
/// and the plain-text output: a context line (who reposted it, whom it answers), the body
/// (the text, then a line per attachment and one for labels) and the quoted post.
///
/// The strings hold data as it came; the front ends' labels and the plain formatter make
/// them safe. Pure; any thread.
public enum TweetText {
    /// "reposted by @a · replying to @b"; nil when the tweet is neither.
    public static func context(of tweet: Tweet) -> String? {
        let parts = [reposted(tweet), reply(tweet)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// "reposted by @a"; nil when the tweet is no repost.
    public static func reposted(_ tweet: Tweet) -> String? {
        tweet.details?.repostedBy.map { "reposted by @\($0)" }
    }

    /// "replying to @b" ("replying to a post that is gone"); nil when the tweet answers none.
    public static func reply(_ tweet: Tweet) -> String? {
        tweet.details?.replyTo.map { $0.isEmpty ? "replying to a post that is gone" : "replying to @\($0)" }
    }

    /// The text, then each attachment's line, then "[labels: …]".
    public static func body(of tweet: Tweet) -> String {
        guard tweet.details != nil else { return tweet.text }
        return bodyParts(of: tweet).joined(separator: "\n")
    }

    /// The parts of `body(of:)`, each a paragraph of its own; without the link cards'
    /// lines when `linkCards` is false (a page shows them as links, see `TweetLinks.title`).
    public static func bodyParts(of tweet: Tweet, linkCards: Bool = true) -> [String] {
        guard let details = tweet.details else { return [tweet.text] }
        var parts = tweet.text.isEmpty ? [] : [tweet.text]
        parts += details.attachments.filter { linkCards || $0.kind != .link }.map(line(for:))
        if !details.labels.isEmpty { parts.append(labels(details.labels)) }
        return parts
    }

    /// "[labels: spam, scam]": moderation labels on a post or a person.
    public static func labels(_ labels: [String]) -> String {
        "[labels: \(labels.joined(separator: ", "))]"
    }

    /// The quoted post: "Name @handle", its text and its attachments' lines; nil without a
    /// quote, or when it has nothing to show (no empty bar is drawn).
    public static func quote(of tweet: Tweet) -> String? {
        quoteParts(of: tweet)?.joined(separator: "\n")
    }

    /// The parts of `quote(of:)`, each a paragraph of its own; nil when it is nil.
    public static func quoteParts(of tweet: Tweet) -> [String]? {
        guard let quote = tweet.details?.quote else { return nil }
        var parts: [String] = []
        if !quote.screenName.isEmpty { parts.append("\(quote.authorName) @\(quote.screenName)") }
        if !quote.text.isEmpty { parts.append(quote.text) }
        parts += quote.attachments.map(line(for:))
        return parts.isEmpty ? nil : parts
    }

    /// `[image] alt`, `[video] alt`, `[link] Title https://…`, `[unsupported post]`.
    public static func line(for attachment: Attachment) -> String {
        let tag: String
        switch attachment.kind {
        case .image: tag = "[image]"
        case .video: tag = "[video]"
        case .link: tag = "[link]"
        case .unsupported: return "[unsupported post]"
        }
        let link = attachment.kind == .link ? attachment.url : nil
        return ([tag] + [attachment.text, link ?? ""].filter { !$0.isEmpty }).joined(separator: " ")
    }
}
