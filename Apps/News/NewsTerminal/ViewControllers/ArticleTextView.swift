import TerminalUI

/// Paragraphs of text, each in its own style, word-wrapped to the width and scrolled a
/// line or a page at a time: ↑ ↓ (j k), PgUp PgDn (Space, b), Home End (g G). Text is
/// sanitized (newlines kept); wrapping is done again only when the width or the text
/// changes. A link line too wide for the screen ("[1] https://…") keeps its label with
/// the address's first part: the rest continues on lines indented under it
/// (`wrapLine`), where plain wrapping left "[1]" alone on its line.
///
/// Use from the main queue only.
final class ArticleTextView: View {
    /// A run of text and how it looks.
    struct Paragraph: Equatable {
        var text: String
        var style: Style
    }

    /// What is shown, top to bottom; paragraphs are separated by a blank line.
    var paragraphs: [Paragraph] = [] {
        didSet {
            guard paragraphs != oldValue else { return }
            wrappedWidth = -1
            firstLine = 0
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The first line on screen.
    private(set) var firstLine = 0
    private var lines: [(text: String, style: Style)] = []
    private var wrappedWidth = -1

    override var canBecomeFirstResponder: Bool { true }

    /// The wrapped lines, for the width the view has.
    var lineCount: Int {
        wrapIfNeeded()
        return lines.count
    }

    override func layoutSubviews() {
        wrapIfNeeded()
        firstLine = min(firstLine, maxFirstLine)
    }

    private func wrapIfNeeded() {
        let width = max(1, frame.width)
        guard width != wrappedWidth else { return }
        wrappedWidth = width
        lines = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append(("", .plain)) }
            for line in sanitize(paragraph.text, keepingNewlines: true).split(separator: "\n", omittingEmptySubsequences: false) {
                for wrapped in ArticleTextView.wrapLine(line, width: width) { lines.append((wrapped, paragraph.style)) }
            }
        }
    }

    /// One line of text (no newline) wrapped at `width`. A label and a single word too
    /// long to sit beside it ("[1] https://…", "Story: https://…") stay together: the word
    /// is broken across lines indented under the label. Other lines wrap at spaces.
    static func wrapLine(_ line: Substring, width: Int) -> [String] {
        let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !parts[1].contains(" "), line.displayWidth > width else {
            return TextLayout.wrap(line, width: width)
        }
        let indent = parts[0].displayWidth + 1
        // A label wider than half the line would leave the word too little room.
        guard indent * 2 <= width else { return TextLayout.wrap(line, width: width) }
        return TextLayout.wrap(parts[1], width: width - indent).enumerated().map { index, piece in
            (index == 0 ? parts[0] + " " : String(repeating: " ", count: indent)) + piece
        }
    }

    private var maxFirstLine: Int { max(0, lines.count - frame.height) }

    override func draw(into canvas: inout Canvas) {
        wrapIfNeeded()
        for row in 0..<canvas.size.height {
            let index = firstLine + row
            guard index < lines.count else { break }
            canvas.write(lines[index].text, at: Point(x: 0, y: row), style: lines[index].style)
        }
    }

    /// Scrolls to `line` (clamped).
    func scroll(to line: Int) {
        wrapIfNeeded()
        let clamped = max(0, min(line, maxFirstLine))
        guard clamped != firstLine else { return }
        firstLine = clamped
        setNeedsDisplay()
    }

    override func processKey(_ key: Key) -> Bool {
        let page = max(1, frame.height - 1)
        switch key {
        case .down, .character("j"), .scrollDown: scroll(to: firstLine + (key == .scrollDown ? TableView.linesPerWheelNotch : 1))
        case .up, .character("k"), .scrollUp: scroll(to: firstLine - (key == .scrollUp ? TableView.linesPerWheelNotch : 1))
        case .pageDown, .character(" "): scroll(to: firstLine + page)
        case .pageUp, .character("b"): scroll(to: firstLine - page)
        case .home, .character("g"): scroll(to: 0)
        case .end, .character("G"): scroll(to: Int.max)
        default: return false
        }
        return true
    }

    override var keyHints: [KeyHint] {
        [KeyHint(key: "↑ ↓ j k", title: "Scroll"), KeyHint(key: "PgUp PgDn Space", title: "Page"), KeyHint(key: "g G", title: "Top, end")]
    }
}
