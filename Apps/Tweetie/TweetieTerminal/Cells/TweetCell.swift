import RxImages
import TerminalUI
import TweetieCore

/// One tweet in a table: the author's name (bold), `@screen_name` and the relative time
/// on the first line; below it, indented two columns, who reposted it or whom it answers
/// (dim, one line), the text word-wrapped with its attachments and labels, and the quoted
/// post (dim, behind a bar); and a blank line after. Where space allows, the author's
/// picture sits at the left and all of this moves right (see `TweetAvatar`).
///
/// Enter opens the author shown: for a repost, the original author.
///
/// All data text is sanitized (the body by its label, the header here). A highlighted
/// cell (`isHighlighted`: a tweet that just poured in) is drawn as TerminalUI draws new
/// rows, plus a green bar down its left edge that shows without colour too.
/// Use from the main queue only.
public final class TweetCell: TableViewCell {
    /// The identifier the timelines register it under.
    public static let identifier = "TweetCell"

    /// Columns the text is indented by.
    static let indent = 2

    /// The id of the tweet shown.
    public private(set) var tweetId: Int64?
    /// The author's display name, sanitized.
    public private(set) var authorName = ""
    /// The author's screen name with its `@`, sanitized.
    public private(set) var handle = ""
    /// The relative time shown at the right of the first line.
    public private(set) var time = ""
    /// Who reposted the tweet or whom it answers; no text when neither.
    public let contextLabel = Label(style: Style(attributes: .dim))
    /// The quoted post; no text when there is none.
    public let quoteLabel = Label(style: Style(attributes: .dim))
    /// The author's picture (see `showAvatar(_:loader:)`); hidden when pictures are off
    /// or the table is narrow.
    public let avatarView = ImageView(contentMode: .scaleAspectFill)
    /// Loads the avatar; nil when pictures are off.
    var avatarLoader: ImageLoader?
    /// Columns the row moves right by for the avatar, from the last layout.
    private var avatarInset = 0
    /// Said in the blank line after the tweet, like "Loading older tweets…" under the
    /// last one (a row of its own would be selectable and shift the rows); nil for none.
    public var footnote: String? {
        didSet { if footnote != oldValue { setNeedsDisplay() } }
    }

    /// Creates a cell for reuse under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.numberOfLines = 0
        quoteLabel.numberOfLines = 0
        addSubview(contextLabel)
        addSubview(quoteLabel)
        avatarView.isHidden = true
        addSubview(avatarView)
    }

    /// Shows `tweet`, sent `time` ago.
    public func update(with tweet: Tweet, time: String) {
        tweetId = tweet.id
        authorName = sanitize(tweet.authorName)
        handle = "@" + sanitize(tweet.screenName)
        self.time = sanitize(time)
        contextLabel.text = TweetText.context(of: tweet)
        textLabel.text = TweetText.body(of: tweet)
        quoteLabel.text = TweetText.quote(of: tweet)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Clears the tweet and the highlight.
    public override func prepareForReuse() {
        super.prepareForReuse()
        tweetId = nil
        authorName = ""
        handle = ""
        time = ""
        contextLabel.text = nil
        quoteLabel.text = nil
        footnote = nil
    }

    /// The height a timeline lays a post out at until it comes on screen
    /// (`TableView.estimatedRowHeight`): a header, two lines of text and the blank line.
    public static let estimatedHeight = 4

    /// The number of lines a tweet with `text` takes at `width`: the header, the wrapped
    /// text and the blank line after. The same wrapping as the cell's label.
    public static func height(forText text: String, width: Int) -> Int {
        1 + max(1, lines(of: text, width: width - indent)) + 1
    }

    /// The number of lines `tweet` takes at `width`: the header, the context line, the
    /// wrapped body, the quote and the blank line after. The same wrapping as the labels:
    /// their texts are `TweetText`'s parts joined by newlines, and each newline starts a
    /// line.
    ///
    /// Measured part by part without building the parts where a part is sure to be one
    /// line: a table measures every stored row at start (10,000 Bluesky posts), and
    /// making the context line, the attachments' lines and the part arrays was ~40% of
    /// a row's height.
    ///
    /// The details are not read at all when their measure (`Tweet.detailsLineMeasure`)
    /// says each part is one line at this width, nor at a width that shows no lines (a
    /// table asks at width 0 first): reading them cost a retain and a release of the
    /// details and of each string and array, on memory the decoding left cold.
    public static func height(for tweet: Tweet, width: Int) -> Int {
        guard let measure = tweet.detailsLineMeasure else { return height(forText: tweet.text, width: width) }
        let textWidth = width - indent
        let context = measure.hasContext ? 1 : 0
        // No lines at all: 1 + context + max(1, 0) + 0 + 1.
        guard textWidth > 0 else { return 3 + context }
        let text = tweet.text.isEmpty ? 0 : lines(of: tweet.text, width: textWidth)
        if measure.isPlain, measure.bodyWidth <= textWidth, measure.quoteWidth <= textWidth - quoteIndent {
            return 1 + context + max(1, text + measure.bodyParts) + measure.quoteParts + 1
        }
        guard let details = tweet.details else { return height(forText: tweet.text, width: width) }
        // `TweetText.bodyParts(of:)`: the text, each attachment's line, the labels' line.
        var body = text
        for attachment in details.attachments {
            body += lines(of: attachment, width: textWidth)
        }
        if !details.labels.isEmpty { body += lines(of: TweetText.labels(details.labels), width: textWidth) }
        return 1 + context + max(1, body) + quoteLines(of: details.quote, width: textWidth - quoteIndent) + 1
    }

    /// The lines of `TweetText.quoteParts(of:)` at `width`: "Name @handle", the text, each
    /// attachment's line; 0 without a quote or with nothing to show.
    private static func quoteLines(of quote: QuotedTweet?, width: Int) -> Int {
        guard let quote else { return 0 }
        var count = 0
        if !quote.screenName.isEmpty {
            // "Name @handle", made only when it may wrap.
            let length = quote.authorName.utf8.count + 2 + quote.screenName.utf8.count
            let fits = length <= width && isPrintableASCII(quote.authorName) && isPrintableASCII(quote.screenName)
            count += fits ? 1 : lines(of: "\(quote.authorName) @\(quote.screenName)", width: width)
        }
        if !quote.text.isEmpty { count += lines(of: quote.text, width: width) }
        for attachment in quote.attachments {
            count += lines(of: attachment, width: width)
        }
        return count
    }

    /// The lines of `TweetText.line(for:)` at `width`. That line is its tag, then the
    /// non-empty of the text and (for a link) the address, joined by spaces: when these
    /// are printable ASCII that fits, it is one line without being made.
    private static func lines(of attachment: Attachment, width: Int) -> Int {
        guard width > 0 else { return 0 }
        guard attachment.kind != .unsupported else { return lines(of: "[unsupported post]", width: width) }
        let link = attachment.kind == .link ? attachment.url ?? "" : ""
        // "[image]", "[video]", "[link]".
        var length = attachment.kind.rawValue.utf8.count + 2
        if !attachment.text.isEmpty { length += 1 + attachment.text.utf8.count }
        if !link.isEmpty { length += 1 + link.utf8.count }
        if length <= width, isPrintableASCII(attachment.text), isPrintableASCII(link) { return 1 }
        return lines(of: TweetText.line(for: attachment), width: width)
    }

    /// Columns the quote sits right of the text: its bar and a space.
    static let quoteIndent = 2

    /// The lines `text` wraps to at `width`. Printable ASCII no wider than the line is one
    /// line without wrapping: thousands of rows are measured at start, and most
    /// attachment and label lines are such. A width of 0 or less gives no lines, as
    /// `TextLayout.wrap` says, without sanitizing the text first: a table asks for every
    /// row's height before its first layout too, at width 0. Counted without making the
    /// lines (`TextLayout.lineCount`).
    private static func lines(of text: String, width: Int) -> Int {
        guard width > 0 else { return 0 }
        if text.utf8.count <= width, isPrintableASCII(text) { return 1 }
        return TextLayout.lineCount(sanitize(text, keepingNewlines: true), width: width)
    }

    /// Whether `text` is printable ASCII: one column a byte, no newline, nothing to sanitize.
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Under the header, indented: the context line, the text, the quote; the last line blank.
    public override func layoutSubviews() {
        avatarInset = layoutAvatar()
        let left = avatarInset + Self.indent
        let width = max(0, frame.width - left)
        let context = contextLabel.text == nil ? 0 : 1
        let quote = quoteLabel.text == nil ? 0
            : quoteLabel.sizeThatFits(Size(width: max(0, width - Self.quoteIndent), height: max(0, frame.height))).height
        let body = max(0, frame.height - 2 - context - quote)
        contextLabel.frame = Rect(x: left, y: 1, width: width, height: context)
        textLabel.frame = Rect(x: left, y: 1 + context, width: width, height: body)
        quoteLabel.frame = Rect(x: left + Self.quoteIndent, y: 1 + context + body,
                                width: max(0, width - Self.quoteIndent), height: quote)
    }

    /// The header line: name and handle on the left (truncated first), time on the right.
    public override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        let timeWidth = time.displayWidth
        let room = max(0, width - (timeWidth > 0 ? timeWidth + 1 : 0))
        let name = TextLayout.truncate(authorName, toWidth: max(0, room - avatarInset))
        var x = avatarInset + canvas.write(name, at: Point(x: avatarInset, y: 0), style: Style(attributes: .bold))
        if x + 1 < room {
            x += 1
            canvas.write(TextLayout.truncate(handle, toWidth: room - x), at: Point(x: x, y: 0), style: Style(attributes: .dim))
        }
        if timeWidth > 0 && timeWidth < width {
            canvas.write(time, at: Point(x: width - timeWidth, y: 0), style: Style(attributes: .dim))
        }
        if let footnote, canvas.size.height > 1 {
            canvas.write(TextLayout.truncate(footnote, toWidth: max(0, width - avatarInset - Self.indent)),
                         at: Point(x: avatarInset + Self.indent, y: canvas.size.height - 1), style: Style(attributes: .dim))
        }
        // The quote's bar, beside its lines.
        for row in quoteLabel.frame.minY..<quoteLabel.frame.maxY {
            canvas.write("│", at: Point(x: avatarInset + Self.indent, y: row), style: Style(attributes: .dim))
        }
    }

    /// The new-tweet bar, then the selection.
    public override func drawOverSubviews(into canvas: inout Canvas) {
        if isHighlighted {
            // Beside the text lines, in the indent, so no text is covered.
            for row in 1..<max(1, canvas.size.height - 1) {
                canvas.write("▌", at: Point(x: avatarInset, y: row), style: Style(foreground: .green))
            }
        }
        super.drawOverSubviews(into: &canvas)
    }
}
