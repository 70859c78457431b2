/// A one-line bar of key hints ("q Quit  ? Help") with an optional message on the
/// right, usually at the bottom of the screen.
///
/// Keys are drawn bold, on a reversed bar so it stands out without
/// colour. Hints that do not fit are dropped whole from the end; the message keeps at
/// least what is left and is truncated with an ellipsis. Use from the main queue only.
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

    /// Creates a bar showing `hints`.
    public init(hints: [KeyHint] = [], message: String? = nil, frame: Rect = .zero) {
        self.hints = hints.map { KeyHint(key: sanitize($0.key), title: sanitize($0.title)) }
        self.message = message.map { sanitize($0) }
        super.init(frame: frame)
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
        for hint in hints {
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
