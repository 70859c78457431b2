/// A one-line bar of key hints ("q Quit  ? Help") with an optional message on the
/// right, usually at the bottom of the screen.
///
/// Keys are drawn bold, on a reversed bar so it stands out without
/// colour. Hints that do not fit are dropped whole from the end; the message keeps at
/// least what is left and is truncated with an ellipsis. With `importance` given, the
/// least important hints make room for the whole message instead (a screen's status
/// says more than a hint the `?` help lists anyway). Use from the main queue only.
open class StatusBar: View {
    /// The hints shown, left to right.
    public var hints: [KeyHint] {
        didSet {
            hints = hints.map { KeyHint(key: sanitize($0.key), title: sanitize($0.title)) }
            setNeedsDisplay()
        }
    }

    /// Text shown at the right end, like "12 new" (sanitized).
    public var message: String? {
        didSet {
            message = message.map { sanitize($0) }
            setNeedsDisplay()
        }
    }

    /// The bar's style; keys add bold to it.
    public var style = Style(attributes: .reverse)

    /// Keys (as the hints name them) from most to least important. When set, and the
    /// hints and the message do not both fit, the hints last in it are left out first
    /// (at least one stays) so the message shows whole; hints it does not name count as
    /// the most important. Empty (the default): hints are dropped from the end.
    public var importance: [String] {
        didSet { setNeedsDisplay() }
    }

    /// Creates a bar showing `hints`, making room for the message by `importance`.
    public init(hints: [KeyHint] = [], message: String? = nil, importance: [String] = [], frame: Rect = .zero) {
        self.hints = hints.map { KeyHint(key: sanitize($0.key), title: sanitize($0.title)) }
        self.message = message.map { sanitize($0) }
        self.importance = importance
        super.init(frame: frame)
    }

    /// The hints shown beside the message at `width`: all of them without `importance`
    /// (drawing stops at the first that does not fit), else all if they fit beside the
    /// whole message, or without the least important until they do. Order is kept.
    public func shownHints(width: Int) -> [KeyHint] {
        guard !importance.isEmpty else { return hints }
        let messageWidth = message.map(\.displayWidth) ?? 0
        var shown = hints
        // As drawn: a column before the first hint, two after each, one at the end.
        func needed(_ hints: [KeyHint]) -> Int {
            hints.reduce(2) { $0 + $1.key.displayWidth + 1 + $1.title.displayWidth + 2 } + messageWidth
        }
        let rank = { (hint: KeyHint) in self.importance.firstIndex(of: hint.key) ?? -1 }
        while shown.count > 1, needed(shown) > width {
            guard let least = shown.indices.max(by: { rank(shown[$0]) < rank(shown[$1]) }) else { break }
            shown.remove(at: least)
        }
        return shown
    }

    /// The full width, one line.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }

    /// Draws the bar, the hints that fit whole, then the message right-aligned.
    open override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: Cell(symbol: " ", style: style))
        var x = 1
        for hint in shownHints(width: width) {
            let needed = hint.key.displayWidth + 1 + hint.title.displayWidth
            guard x + needed <= width - 1 else { break }
            x += canvas.write(hint.key, at: Point(x: x, y: 0), style: style.adding(.bold))
            x += 1
            x += canvas.write(hint.title, at: Point(x: x, y: 0), style: style)
            x += 2
        }
        if let message, !message.isEmpty {
            let room = width - 1 - x
            guard room > 0 else { return }
            let shown = TextLayout.truncate(message, toWidth: room)
            canvas.write(shown, at: Point(x: width - 1 - shown.displayWidth, y: 0), style: style)
        }
    }
}
