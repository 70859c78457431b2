import TweetieCore

/// How a tweet's details read as text, the same in the timeline cells and the
/// plain-text output: a context line (who reposted it, whom it answers), the body (the
/// text, then a line per attachment and one for labels) and the quoted post.
///
/// The strings hold data as it came; the labels and the plain formatter sanitize them.
enum TweetText {
    /// "reposted by @a · replying to @b"; nil when the tweet is neither.
    static func context(of tweet: Tweet) -> String? {
        guard let details = tweet.details else { return nil }
        let reply = details.replyTo.map { $0.isEmpty ? "replying to a post that is gone" : "replying to @\($0)" }
        let parts = [details.repostedBy.map { "reposted by @\($0)" }, reply].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The text, then each attachment's line, then "[labels: …]".
    static func body(of tweet: Tweet) -> String {
        guard tweet.details != nil else { return tweet.text }
        return bodyParts(of: tweet).joined(separator: "\n")
    }

    /// The parts of `body(of:)`, each a paragraph of its own.
    static func bodyParts(of tweet: Tweet) -> [String] {
        guard let details = tweet.details else { return [tweet.text] }
        var parts = tweet.text.isEmpty ? [] : [tweet.text]
        parts += details.attachments.map(line(for:))
        if !details.labels.isEmpty { parts.append("[labels: \(details.labels.joined(separator: ", "))]") }
        return parts
    }

    /// The quoted post: "Name @handle", its text and its attachments' lines; nil without a
    /// quote, or when it has nothing to show (no empty bar is drawn).
    static func quote(of tweet: Tweet) -> String? {
        quoteParts(of: tweet)?.joined(separator: "\n")
    }

    /// The parts of `quote(of:)`, each a paragraph of its own; nil when it is nil.
    static func quoteParts(of tweet: Tweet) -> [String]? {
        guard let quote = tweet.details?.quote else { return nil }
        var parts: [String] = []
        if !quote.screenName.isEmpty { parts.append("\(quote.authorName) @\(quote.screenName)") }
        if !quote.text.isEmpty { parts.append(quote.text) }
        parts += quote.attachments.map(line(for:))
        return parts.isEmpty ? nil : parts
    }

    /// `[image] alt`, `[video] alt`, `[link] Title https://…`, `[unsupported post]`.
    static func line(for attachment: Attachment) -> String {
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
