/// How text sits in the width it is given.
public enum TextAlignment: Sendable {
    /// Against the left edge.
    case left
    /// In the middle (extra column on the right).
    case center
    /// Against the right edge.
    case right
}

/// A view that shows text: one line truncated with an ellipsis, or several lines
/// wrapped at spaces.
///
/// The text is sanitized when set, so text from data cannot drive the terminal.
open class Label: View {
    /// The text shown; nil shows nothing.
    public var text: String? {
        didSet {
            displayText = Self.displayText(for: text, numberOfLines: numberOfLines)
            cachedLayout = nil
            superview?.setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The most scalars of a one-line label's text that are kept: more than a terminal
    /// line shows (1,024 columns is beyond the widest real windows), so a
    /// 100,000-character line costs no more to set than a screenful. Cut text ends with
    /// an ellipsis.
    static let singleLineScalarLimit = 1_024

    /// How the text is drawn.
    public var style: Style

    /// The number of lines to use: 1 (the default) truncates, 0 wraps without limit, and
    /// more wraps and truncates the last line shown.
    public var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            displayText = Self.displayText(for: text, numberOfLines: numberOfLines)
            cachedLayout = nil
        }
    }

    /// Where each line sits.
    public var alignment: TextAlignment = .left

    private var displayText = ""

    /// The lines (and their widths) for the last width asked, kept until the text, the
    /// number of lines or the width changes: a label redrawn unchanged is not measured
    /// and wrapped again.
    private var cachedLayout: LabelLayout?

    /// How the label's text falls into lines at one width.
    struct LabelLayout {
        let width: Int
        let lines: [String]
        let lineWidths: [Int]
    }

    /// Creates a label showing `text` in `style`.
    public init(_ text: String? = nil, style: Style = .plain, frame: Rect = .zero) {
        self.style = style
        self.text = text
        super.init(frame: frame)
        displayText = Self.displayText(for: text, numberOfLines: numberOfLines)
    }

    /// The sanitized text drawn: for one line, at most `singleLineScalarLimit` scalars
    /// of it (then "…"), with newlines removed; otherwise all of it, newlines kept.
    private static func displayText(for text: String?, numberOfLines: Int) -> String {
        guard let text else { return "" }
        guard numberOfLines == 1 else { return sanitize(text, keepingNewlines: true) }
        // One pass over the bytes finds where scalar number `singleLineScalarLimit`
        // starts (scalars are counted by their lead bytes) and whether the text before
        // it has anything to sanitize; clean text is then used without a second look.
        let (cut, clean) = withUTF8Bytes(text) { bytes in
            Sanitizer.scanPrefix(bytes, scalarLimit: singleLineScalarLimit)
        }
        guard let cut else { return clean ? text : sanitize(text) }
        if clean {
            // The kept bytes and "…" (E2 80 A6), in one allocation.
            return withUTF8Bytes(text) { bytes in
                String(unsafeUninitializedCapacity: cut + 3) { buffer in
                    _ = buffer.initialize(from: UnsafeBufferPointer(rebasing: bytes[..<cut]))
                    buffer[cut] = 0xE2
                    buffer[cut + 1] = 0x80
                    buffer[cut + 2] = 0xA6
                    return cut + 3
                }
            }
        }
        let prefix = String(text.utf8.prefix(cut)) ?? text
        return sanitize(prefix) + String(TextLayout.ellipsis)
    }

    /// The text's lines for a given width, as drawn.
    func lines(forWidth width: Int) -> [String] {
        layout(forWidth: width).lines
    }

    /// The lines for `width`, from the cache when the width is the last one asked.
    func layout(forWidth width: Int) -> LabelLayout {
        if let cachedLayout, cachedLayout.width == width { return cachedLayout }
        let lines = computeLines(forWidth: width)
        let layout = LabelLayout(width: width, lines: lines, lineWidths: lines.map(\.displayWidth))
        cachedLayout = layout
        return layout
    }

    private func computeLines(forWidth width: Int) -> [String] {
        guard width > 0, !displayText.isEmpty else { return [] }
        if numberOfLines == 1 {
            return [TextLayout.truncate(displayText, toWidth: width)]
        }
        var lines = TextLayout.wrap(displayText, width: width)
        if numberOfLines > 1 && lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            // The last line shown ends with an ellipsis to say text is missing.
            let kept = TextLayout.truncate(lines[numberOfLines - 1], toWidth: width - 1, ellipsis: nil)
            lines[numberOfLines - 1] = kept + String(TextLayout.ellipsis)
        }
        return lines
    }

    /// The text's width (capped at the proposal) and its number of lines.
    open override func sizeThatFits(_ size: Size) -> Size {
        let layout = layout(forWidth: size.width)
        let width = layout.lineWidths.max() ?? 0
        return Size(width: min(width, size.width), height: min(layout.lines.count, max(0, size.height)))
    }

    /// Draws the lines from the top.
    open override func draw(into canvas: inout Canvas) {
        let layout = layout(forWidth: canvas.size.width)
        for (row, line) in layout.lines.enumerated() where row < canvas.size.height {
            let free = canvas.size.width - layout.lineWidths[row]
            let x: Int
            switch alignment {
            case .left: x = 0
            case .center: x = free / 2
            case .right: x = free
            }
            canvas.write(line, at: Point(x: x, y: row), style: style)
        }
    }
}
