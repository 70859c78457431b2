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
/// The text is sanitized before it is measured or drawn, so text from data cannot drive
/// the terminal. A long text costs what the part shown does.
open class Label: View {
    /// The text shown; nil shows nothing.
    public var text: String? {
        didSet {
            preparedText = nil
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

    /// The most scalars of a label's text that are kept for `numberOfLines`: for one
    /// line `singleLineScalarLimit`, for more what `TextLayout.wrap` lays out
    /// (`TextLayout.wrapScalarLimit`), so a 100,000-character text in a table cell costs
    /// what a screenful does. Cut text ends with an ellipsis.
    static func scalarLimit(numberOfLines: Int) -> Int {
        numberOfLines == 1 ? singleLineScalarLimit : TextLayout.wrapScalarLimit
    }

    /// How the text is drawn.
    public var style: Style

    /// The number of lines to use: 1 (the default) truncates, 0 wraps without limit, and
    /// more wraps and truncates the last line shown.
    public var numberOfLines: Int = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            preparedText = nil
            cachedLayout = nil
        }
    }

    /// Where each line sits.
    public var alignment: TextAlignment = .left

    /// `displayText(for: text, numberOfLines:)`, made when first needed: a label of
    /// several lines drawing the first few of a long clean text never needs it.
    private var preparedText: String?

    /// The text as it is laid out: sanitized and cut.
    private var displayText: String {
        if let preparedText { return preparedText }
        let prepared = Self.displayText(for: text, numberOfLines: numberOfLines)
        preparedText = prepared
        return prepared
    }

    /// The lines (and their widths) for the last width asked, kept until the text, the
    /// number of lines or the width changes: a label redrawn unchanged is not measured
    /// and wrapped again.
    private var cachedLayout: LabelLayout?

    /// How the label's text falls into lines at one width.
    struct LabelLayout {
        let width: Int
        let lines: [String]
        let lineWidths: [Int]
        /// Whether `lines` are all of the text's lines (false: wrapping stopped at the
        /// lines that fit the height asked).
        let isComplete: Bool

        /// Whether this layout answers a request for `width` needing `lineLimit` lines.
        func serves(width: Int, lineLimit: Int?) -> Bool {
            guard self.width == width else { return false }
            guard !isComplete else { return true }
            return lineLimit.map { lines.count >= $0 } ?? false
        }
    }

    /// Creates a label showing `text` in `style`.
    public init(_ text: String? = nil, style: Style = .plain, frame: Rect = .zero) {
        self.style = style
        self.text = text
        super.init(frame: frame)
    }

    /// The sanitized text drawn: at most `scalarLimit(numberOfLines:)` scalars of it
    /// (then "…"), with newlines removed for one line and kept for more (clean text of
    /// several lines whole, which `TextLayout.wrap` cuts the same way). It is exactly the
    /// start of the whole text sanitized, so a row sized from `TextLayout.wrap` of the
    /// sanitized text agrees with what the label shows.
    private static func displayText(for text: String?, numberOfLines: Int) -> String {
        guard let text else { return "" }
        let limit = scalarLimit(numberOfLines: numberOfLines)
        // One pass over the bytes finds where the first scalar past the limit starts
        // (scalars are counted by their lead bytes) and whether the text before it has
        // anything to sanitize; clean text is then used without a second look.
        let (cut, clean) = withUTF8Bytes(text) { bytes in
            Sanitizer.scanPrefix(bytes, scalarLimit: limit)
        }
        guard clean else {
            // Sanitizing goes from the start and stops at the limit.
            let (kept, isCut) = Sanitizer.sanitize(text, keepingNewlines: numberOfLines != 1, limit: limit)
            return isCut ? kept + String(TextLayout.ellipsis) : kept
        }
        // Clean text of several lines is kept whole: `TextLayout.wrap` cuts it at the
        // same limit, and wrapping only the lines shown never reads that far.
        guard let cut, numberOfLines == 1 else { return text }
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

    /// The text's lines for a given width, as drawn.
    func lines(forWidth width: Int) -> [String] {
        layout(forWidth: width).lines
    }

    /// The lines for `width` (when `lineLimit` is given, at least the first that many, or
    /// all if there are fewer), from the cache when it has them.
    func layout(forWidth width: Int, lineLimit: Int? = nil) -> LabelLayout {
        if let cachedLayout, cachedLayout.serves(width: width, lineLimit: lineLimit) { return cachedLayout }
        let (lines, isComplete) = computeLines(forWidth: width, lineLimit: lineLimit)
        let layout = LabelLayout(width: width, lines: lines, lineWidths: lines.map(\.displayWidth), isComplete: isComplete)
        cachedLayout = layout
        return layout
    }

    /// The lines at `width`. A label of any number of lines (0) wraps only `lineLimit`
    /// lines when given (what its height shows), so a long text in a short cell costs
    /// what its visible lines do.
    private func computeLines(forWidth width: Int, lineLimit: Int?) -> (lines: [String], isComplete: Bool) {
        guard width > 0, let text, !text.isEmpty else { return ([], true) }
        if numberOfLines == 1 {
            guard !displayText.isEmpty else { return ([], true) }
            return ([TextLayout.truncate(displayText, toWidth: width)], true)
        }
        let wrapLimit = numberOfLines > 1 ? numberOfLines + 1 : lineLimit.map { max(0, $0) }
        // The lines shown of a clean text come straight from it; otherwise from the text
        // sanitized and cut (the same lines when both can be had).
        let leading = wrapLimit.flatMap { limit in
            withUTF8Bytes(text) { TextLayout.leadingLines($0, width: width, maximumLines: limit, requiringClean: true) }
        }
        guard leading != nil || !displayText.isEmpty else { return ([], true) }
        var lines = leading ?? TextLayout.wrap(displayText, width: width, maximumLines: wrapLimit)
        let isComplete = numberOfLines > 1 || wrapLimit.map { lines.count < $0 } ?? true
        if numberOfLines > 1 && lines.count > numberOfLines {
            lines.removeLast(lines.count - numberOfLines)
            // The last line shown ends with an ellipsis to say text is missing.
            let kept = TextLayout.truncate(lines[numberOfLines - 1], toWidth: width - 1, ellipsis: nil)
            lines[numberOfLines - 1] = kept + String(TextLayout.ellipsis)
        }
        return (lines, isComplete)
    }

    /// The width of the lines that fit the proposed height (capped at the proposal) and
    /// their number.
    open override func sizeThatFits(_ size: Size) -> Size {
        let height = max(0, size.height)
        let layout = layout(forWidth: size.width, lineLimit: height)
        let width = layout.lineWidths.prefix(height).max() ?? 0
        return Size(width: min(width, size.width), height: min(layout.lines.count, height))
    }

    /// Draws the lines from the top.
    open override func draw(into canvas: inout Canvas) {
        let layout = layout(forWidth: canvas.size.width, lineLimit: max(0, canvas.size.height))
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
