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
        var used = 0
        var endOfBudget = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = DisplayWidth.of(text[index])
            if used + characterWidth > width {
                var result = String(text[..<endOfBudget])
                if let ellipsis, ellipsisWidth <= width { result.append(ellipsis) }
                return result
            }
            used += characterWidth
            index = text.index(after: index)
            if used <= budget { endOfBudget = index }
        }
        return String(text)
    }

    /// `text` broken into lines of at most `width` columns.
    ///
    /// Lines break at spaces; a word longer than the width is broken by grapheme.
    /// Newlines in `text` start new lines; spaces at a break are dropped. An empty
    /// text gives one empty line; a width of 0 or less gives no lines.
    public static func wrap<S: StringProtocol>(_ text: S, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in String(text).split(separator: "\n", omittingEmptySubsequences: false) {
            wrapParagraph(paragraph, width: width, into: &lines)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        var line = ""
        var lineWidth = 0
        var producedLine = false

        func flush() {
            lines.append(line)
            line = ""
            lineWidth = 0
            producedLine = true
        }

        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = word.displayWidth
            if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                line.append(" ")
                line.append(contentsOf: word)
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { flush() }
            if wordWidth <= width {
                line.append(contentsOf: word)
                lineWidth = wordWidth
                continue
            }
            // A word wider than the line: break it by grapheme.
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth + characterWidth > width && lineWidth > 0 { flush() }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        if lineWidth > 0 || !producedLine { flush() }
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
