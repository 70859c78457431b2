/// What a front end needs to measure a post's row without reading its details' parts: a
/// table measures every stored row before its first frame (10,000 Bluesky posts), and
/// copying each row's strings and arrays out of its details (a retain and a release of
/// each, on memory the decoding left cold) was most of a Bluesky row's height.
///
/// Made once when the details are (and again when a part changes), while their parts
/// are at hand. The lines are `TweetText`'s: the body's parts other than the text (each
/// attachment's line, the labels' line) and the quoted post's parts.
public struct TweetLineMeasure: Hashable, Sendable {
    /// Whether there is a context line (`TweetText.context(of:)` is not nil).
    public var hasContext: Bool
    /// Whether every counted part is printable ASCII (one column a byte, nothing to
    /// sanitize, no newline), so a part no longer than a line is one line. When false,
    /// the counts below are not to be used: the parts must be wrapped.
    public var isPlain: Bool
    /// The body's lines besides the text: one per attachment, one for the labels.
    public var bodyParts: Int
    /// The longest of them, in columns (0 without any).
    public var bodyWidth: Int
    /// The quoted post's parts: "Name @handle", its text, its attachments' lines.
    public var quoteParts: Int
    /// The longest of them, in columns (0 without any).
    public var quoteWidth: Int

    /// The measure of `details`' parts.
    init(repostedBy: String?, replyTo: String?, quote: QuotedTweet?, attachments: [Attachment], labels: [String]) {
        hasContext = repostedBy != nil || replyTo != nil
        var plain = true
        var body = (parts: 0, width: 0)
        for attachment in attachments {
            Self.add(Self.plainLength(of: attachment), to: &body, plain: &plain)
        }
        if !labels.isEmpty {
            // "[labels: a, b]"
            var length = 10 + 2 * (labels.count - 1)
            for label in labels {
                guard let count = Self.plainLength(label) else {
                    plain = false
                    break
                }
                length += count
            }
            Self.add(length, to: &body, plain: &plain)
        }
        var quoted = (parts: 0, width: 0)
        if let quote {
            if !quote.screenName.isEmpty {
                // "Name @handle"
                let name = Self.plainLength(quote.authorName)
                let handle = Self.plainLength(quote.screenName)
                Self.add(name.flatMap { name in handle.map { name + 2 + $0 } }, to: &quoted, plain: &plain)
            }
            if !quote.text.isEmpty { Self.add(Self.plainLength(quote.text), to: &quoted, plain: &plain) }
            for attachment in quote.attachments {
                Self.add(Self.plainLength(of: attachment), to: &quoted, plain: &plain)
            }
        }
        isPlain = plain
        bodyParts = body.parts
        bodyWidth = body.width
        quoteParts = quoted.parts
        quoteWidth = quoted.width
    }

    /// Counts a part of `length` columns (nil: not printable ASCII, so not plain).
    private static func add(_ length: Int?, to parts: inout (parts: Int, width: Int), plain: inout Bool) {
        parts.parts += 1
        guard let length else {
            plain = false
            return
        }
        parts.width = max(parts.width, length)
    }

    /// The length of `TweetText.line(for:)`, made of the same pieces; nil when a piece is
    /// not printable ASCII.
    private static func plainLength(of attachment: Attachment) -> Int? {
        let tag: Int
        switch attachment.kind {
        case .image, .video: tag = 7  // "[image]", "[video]"
        case .link: tag = 6  // "[link]"
        case .unsupported: return 18  // "[unsupported post]"
        }
        guard let text = plainLength(attachment.text) else { return nil }
        let link = attachment.kind == .link ? attachment.url ?? "" : ""
        guard let url = plainLength(link) else { return nil }
        return tag + (text > 0 ? 1 + text : 0) + (url > 0 ? 1 + url : 0)
    }

    /// The length of `text` when it is printable ASCII, else nil.
    private static func plainLength(_ text: String) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }
}
