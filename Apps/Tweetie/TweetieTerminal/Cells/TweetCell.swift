import TerminalUI
import TweetieCore

/// One tweet in a table: the author's name (bold), `@screen_name` and the relative time
/// on the first line, the text word-wrapped to the width below it (indented two
/// columns), and a blank line after.
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

    /// Creates a cell for reuse under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        textLabel.numberOfLines = 0
    }

    /// Shows `tweet`, sent `time` ago.
    public func update(with tweet: Tweet, time: String) {
        tweetId = tweet.id
        authorName = sanitize(tweet.authorName)
        handle = "@" + sanitize(tweet.screenName)
        self.time = sanitize(time)
        textLabel.text = tweet.text
        setNeedsDisplay()
    }

    /// Clears the tweet and the highlight.
    public override func prepareForReuse() {
        super.prepareForReuse()
        tweetId = nil
        authorName = ""
        handle = ""
        time = ""
    }

    /// The number of lines a tweet with `text` takes at `width`: the header, the wrapped
    /// text and the blank line after. The same wrapping as the cell's label.
    public static func height(forText text: String, width: Int) -> Int {
        let lines = TextLayout.wrap(sanitize(text, keepingNewlines: true), width: width - indent).count
        return 1 + max(1, lines) + 1
    }

    /// The text under the header, indented, leaving the last line blank.
    public override func layoutSubviews() {
        textLabel.frame = Rect(x: Self.indent, y: 1, width: max(0, frame.width - Self.indent), height: max(0, frame.height - 2))
    }

    /// The header line: name and handle on the left (truncated first), time on the right.
    public override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        let timeWidth = time.displayWidth
        let room = max(0, width - (timeWidth > 0 ? timeWidth + 1 : 0))
        let name = TextLayout.truncate(authorName, toWidth: room)
        var x = canvas.write(name, at: .zero, style: Style(attributes: .bold))
        if x + 1 < room {
            x += 1
            canvas.write(TextLayout.truncate(handle, toWidth: room - x), at: Point(x: x, y: 0), style: Style(attributes: .dim))
        }
        if timeWidth > 0 && timeWidth < width {
            canvas.write(time, at: Point(x: width - timeWidth, y: 0), style: Style(attributes: .dim))
        }
    }

    /// The new-tweet bar, then the selection.
    public override func drawOverSubviews(into canvas: inout Canvas) {
        if isHighlighted {
            // Beside the text lines, in the indent, so no text is covered.
            for row in 1..<max(1, canvas.size.height - 1) {
                canvas.write("▌", at: Point(x: 0, y: row), style: Style(foreground: .green))
            }
        }
        super.drawOverSubviews(into: &canvas)
    }
}
