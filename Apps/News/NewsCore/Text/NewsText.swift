/// Shapes text from sources for rows: one line, or a short digest.
///
/// Control characters and escape sequences are left in place: the views sanitize what
/// they draw (TerminalUI removes whole escape sequences, which it could not recognize
/// once a layer below had taken their ESC away), and JSON output escapes them.
public enum NewsText {
    /// `text` on one line: every run of white space (newlines, tabs and no-break spaces
    /// included) becomes one space, and the ends are trimmed.
    public static func singleLine(_ text: String) -> String {
        String(decoding: collapsingWhiteSpace(text, maxScalars: Int.max).bytes, as: UTF8.self)
    }

    /// `text` without the white space (ASCII) at its ends; no copy when there is none.
    public static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }
        guard let first = utf8.first, let last = utf8.last, isSpace(first) || isSpace(last) else { return text }
        guard let start = utf8.firstIndex(where: { !isSpace($0) }), let end = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[start...end])
    }

    /// The start of `text` on one line, at most `maxLength` characters (counted in
    /// scalars, which is characters for the text feeds send): cut at the last space
    /// before the limit (when there is one in its second half) and ended with "…".
    public static func digest(_ text: String, maxLength: Int = 200) -> String {
        let limit = max(2, maxLength)
        // Only the start is looked at: one scalar past the limit says whether to cut.
        var (bytes, scalars) = collapsingWhiteSpace(text, maxScalars: limit + 1)
        guard scalars > limit else { return String(decoding: bytes, as: UTF8.self) }
        // Back to the first `limit - 1` scalars.
        var kept = 0
        var end = 0
        while end < bytes.count {
            if bytes[end] & 0xC0 != 0x80 {
                if kept == limit - 1 { break }
                kept += 1
            }
            end += 1
        }
        if let space = bytes[..<end].lastIndex(of: 0x20), space > end / 2 { end = space }
        while end > 0, [0x20, UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")].contains(bytes[end - 1]) { end -= 1 }
        bytes.removeSubrange(end...)
        bytes.append(contentsOf: "…".utf8)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 of `text` with white space collapsed and trimmed, stopping after
    /// `maxScalars` scalars, and how many scalars it holds.
    private static func collapsingWhiteSpace(_ text: String, maxScalars: Int) -> (bytes: [UInt8], scalars: Int) {
        var output: [UInt8] = []
        output.reserveCapacity(min(text.utf8.count, maxScalars == Int.max ? Int.max : maxScalars * 4))
        var scalars = 0
        var pendingSpace = false
        var afterC2 = false
        func append(_ byte: UInt8) {
            if byte & 0xC0 != 0x80 { scalars += 1 }
            output.append(byte)
        }
        for byte in text.utf8 {
            if afterC2 {
                afterC2 = false
                if byte == 0xA0 {
                    // A no-break space (U+00A0) is a space on one line.
                    pendingSpace = !output.isEmpty
                    continue
                }
                if pendingSpace {
                    append(0x20)
                    pendingSpace = false
                }
                append(0xC2)
                append(byte)
                continue
            }
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                pendingSpace = !output.isEmpty
                continue
            }
            if byte == 0xC2 {
                afterC2 = true
                continue
            }
            if byte & 0xC0 != 0x80 && scalars >= maxScalars { break }
            if pendingSpace {
                append(0x20)
                pendingSpace = false
                if scalars >= maxScalars { break }
            }
            append(byte)
        }
        return (output, scalars)
    }
}
