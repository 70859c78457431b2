/// Fitting text into columns: truncation with an ellipsis and word wrapping, by
/// display width and never inside a grapheme cluster.
public enum TextLayout {
    /// The ellipsis appended to truncated text.
    public static let ellipsis: Character = "…"

    /// `text` cut to at most `width` columns. When it does not fit, the end is replaced
    /// by `ellipsis` (when `width` leaves room for it), so the reader sees text is missing.
    ///
    /// A wide character that would straddle the limit is dropped rather than split.
    public static func truncate<S: StringProtocol>(_ text: S, toWidth width: Int, ellipsis: Character? = TextLayout.ellipsis) -> String {
        guard width > 0 else { return "" }
        let ellipsisWidth = ellipsis.map(DisplayWidth.of) ?? 0
        let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
        // One pass that stops at the first grapheme past `width`, so a 100,000-character
        // line costs what its first screenful does.
        return withUTF8Bytes(text) { bytes -> String in
            var scanner = GraphemeScanner(bytes)
            var used = 0
            var endOfBudget = 0
            while let grapheme = scanner.next() {
                if used + grapheme.width > width {
                    var result = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<endOfBudget]), as: UTF8.self)
                    if let ellipsis, ellipsisWidth <= width { result.append(ellipsis) }
                    return result
                }
                used += grapheme.width
                if used <= budget { endOfBudget = grapheme.end }
            }
            return String(text)
        }
    }

    /// The most scalars of a text that `wrap` lays out: more than a 200×40 screen holds,
    /// so only text no screen shows at once is cut (it then ends with `ellipsis`), and a
    /// 100,000-character text costs what a screenful does.
    public static let wrapScalarLimit = 8_192

    /// `text` broken into lines of at most `width` columns.
    ///
    /// Lines break at spaces; a word longer than the width is broken by grapheme.
    /// Newlines in `text` start new lines; spaces at a break are dropped. An empty
    /// text gives one empty line; a width of 0 or less gives no lines. Only the first
    /// `wrapScalarLimit` scalars are laid out, followed by `ellipsis` when there are more.
    public static func wrap<S: StringProtocol>(_ text: S, width: Int) -> [String] {
        wrap(text, width: width, maximumLines: nil)
    }

    /// `wrap(text, width:)`, stopping after `maximumLines` lines (when given): a label
    /// showing three lines of a long text lays out only those.
    static func wrap<S: StringProtocol>(_ text: S, width: Int, maximumLines: Int?) -> [String] {
        guard width > 0 else { return [] }
        return withUTF8Bytes(text) { bytes in
            if let maximumLines, let lines = leadingLines(bytes, width: width, maximumLines: maximumLines, requiringClean: false) {
                return lines
            }
            guard let cut = Sanitizer.scalarPrefixEnd(bytes, scalarLimit: wrapScalarLimit) else {
                return wrapLines(bytes, width: width, maximumLines: maximumLines)
            }
            // The kept scalars and "…" (E2 80 A6).
            var kept = Array(UnsafeBufferPointer(rebasing: bytes[..<cut]))
            kept.append(contentsOf: [0xE2, 0x80, 0xA6])
            return kept.withUnsafeBufferPointer { wrapLines($0, width: width, maximumLines: maximumLines) }
        }
    }

    /// The first `maximumLines` lines of the UTF-8 `bytes` wrapped at `width`, when they
    /// are what `wrap` gives without looking further: the wrapping read no scalar past
    /// `wrapScalarLimit` (it stopped after its lines before that, or the text is no
    /// longer) and, with `requiringClean`, nothing `sanitize` would change. Nil otherwise.
    /// A few lines of a long text then cost what those lines do.
    static func leadingLines(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, maximumLines: Int, requiringClean: Bool) -> [String]? {
        guard width > 0 else { return [] }
        var wrapper = LineWrapper(bytes: bytes, width: width, maximumLines: maximumLines)
        wrapper.run()
        let read = wrapper.stoppedAt.map { UnsafeBufferPointer(rebasing: bytes[..<$0]) } ?? bytes
        // Stopped early, the next scalar (which the cut would replace) was looked at too.
        let scalarsAllowed = wrapper.stoppedAt == nil ? wrapScalarLimit : wrapScalarLimit - 1
        guard Sanitizer.scalarPrefixEnd(read, scalarLimit: scalarsAllowed) == nil else { return nil }
        guard !requiringClean || Sanitizer.isClean(read) else { return nil }
        return wrapper.lines
    }

    private static func wrapLines(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, maximumLines: Int?) -> [String] {
        var wrapper = LineWrapper(bytes: bytes, width: width, maximumLines: maximumLines)
        wrapper.run()
        return wrapper.lines
    }

    /// The number of lines `wrap(text, width:)` gives, found without making them: a table
    /// measures every row before its first frame (10,000 stored posts), and making each
    /// row's lines as strings only to count them was most of a row's height.
    public static func lineCount<S: StringProtocol>(_ text: S, width: Int) -> Int {
        guard width > 0 else { return 0 }
        return withUTF8Bytes(text) { bytes in
            // Past the scalar limit `wrap` lays out a cut copy ending in "…": rare, so
            // counted the way it wraps.
            guard Sanitizer.scalarPrefixEnd(bytes, scalarLimit: wrapScalarLimit) == nil else {
                return wrap(text, width: width).count
            }
            var wrapper = LineWrapper(bytes: bytes, width: width, buildsLines: false)
            wrapper.run()
            return wrapper.lineCount
        }
    }
}

/// Greedy wrapping over a text's graphemes: paragraphs end at "\n" graphemes, words at
/// " " graphemes (runs of spaces count as one break); lines are built from the words'
/// UTF-8 bytes.
private struct LineWrapper {
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    /// Lines after which the wrapping stops (nil: all of the text).
    let maximumLines: Int?
    /// Whether `lines` is filled; without, only `lineCount` is (no line is made).
    let buildsLines: Bool
    var lines: [String] = []
    /// The lines made (or, without `buildsLines`, counted).
    private(set) var lineCount = 0
    /// Where the wrapping stopped when `maximumLines` ended it before the text's end:
    /// the lines depend only on the bytes before this offset.
    private(set) var stoppedAt: Int?
    private var line: [UInt8] = []
    private var lineWidth = 0
    private var producedLine = false

    init(bytes: UnsafeBufferPointer<UInt8>, width: Int, maximumLines: Int? = nil, buildsLines: Bool = true) {
        self.bytes = bytes
        self.width = width
        self.maximumLines = maximumLines
        self.buildsLines = buildsLines
    }

    private var isFull: Bool {
        guard let maximumLines else { return false }
        return lineCount >= maximumLines
    }

    mutating func run() {
        var scanner = GraphemeScanner(bytes)
        var wordStart = -1
        var wordEnd = 0
        var wordWidth = 0
        var consumed = 0
        while !isFull, let grapheme = scanner.next() {
            consumed = grapheme.end
            let isSingleByte = grapheme.end - grapheme.start == 1
            let byte = bytes[grapheme.start]
            if isSingleByte && (byte == 0x20 || byte == 0x0A) {
                if wordStart >= 0 {
                    place(wordStart..<wordEnd, width: wordWidth)
                    wordStart = -1
                }
                if byte == 0x0A { endParagraph() }
                continue
            }
            if wordStart < 0 {
                wordStart = grapheme.start
                wordWidth = 0
            }
            wordEnd = grapheme.end
            wordWidth += grapheme.width
        }
        if isFull {
            let extra = lineCount - (maximumLines ?? lineCount)
            if buildsLines { lines.removeLast(extra) }
            lineCount -= extra
            stoppedAt = consumed
            return
        }
        if wordStart >= 0 { place(wordStart..<wordEnd, width: wordWidth) }
        endParagraph()
    }

    private mutating func flush() {
        lineCount += 1
        if buildsLines { lines.append(String(decoding: line, as: UTF8.self)) }
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
        producedLine = true
    }

    private mutating func append(_ range: Range<Int>) {
        guard buildsLines else { return }
        line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    private mutating func place(_ word: Range<Int>, width wordWidth: Int) {
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
            if buildsLines { line.append(0x20) }
            append(word)
            lineWidth += 1 + wordWidth
            return
        }
        if lineWidth > 0 { flush() }
        if wordWidth <= width {
            append(word)
            lineWidth = wordWidth
            return
        }
        // A word wider than the line: break it by grapheme.
        var scanner = GraphemeScanner(UnsafeBufferPointer(rebasing: bytes[word]))
        while let grapheme = scanner.next() {
            if lineWidth + grapheme.width > width && lineWidth > 0 { flush() }
            append((word.lowerBound + grapheme.start)..<(word.lowerBound + grapheme.end))
            lineWidth += grapheme.width
        }
    }

    private mutating func endParagraph() {
        if lineWidth > 0 || !producedLine { flush() }
        // Zero-width leftovers of a paragraph are dropped, not carried into the next.
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
        producedLine = false
    }
}

extension StringProtocol {
    /// The string cut to at most `width` columns, ending with "…" when it was cut.
    public func truncated(toWidth width: Int) -> String {
        TextLayout.truncate(self, toWidth: width)
    }

    /// The string broken into lines of at most `width` columns at spaces.
    public func wrapped(toWidth width: Int) -> [String] {
        TextLayout.wrap(self, width: width)
    }
}
