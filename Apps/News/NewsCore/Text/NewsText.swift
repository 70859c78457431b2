/// Shapes text from sources for rows: one line, or a short digest.
///
/// Control characters and escape sequences are left in place: the views sanitize what
/// they draw (TerminalUI removes whole escape sequences, which it could not recognize
/// once a layer below had taken their ESC away), and JSON output escapes them.
public enum NewsText {
    /// `text` on one line: every run of white space (newlines, tabs and no-break spaces
    /// included) becomes one space, and the ends are trimmed.
    public static func singleLine(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        var afterC2 = false
        for byte in text.utf8 {
            if afterC2 {
                afterC2 = false
                if byte == 0xA0 {
                    // A no-break space (U+00A0) is a space on one line.
                    pendingSpace = !output.isEmpty
                    continue
                }
                if pendingSpace {
                    output.append(0x20)
                    pendingSpace = false
                }
                output.append(0xC2)
                output.append(byte)
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
            if pendingSpace {
                output.append(0x20)
                pendingSpace = false
            }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The start of `text` on one line, at most `maxLength` characters: cut at the last
    /// space before the limit (when there is one in its second half) and ended with "…".
    public static func digest(_ text: String, maxLength: Int = 200) -> String {
        let line = singleLine(text)
        guard line.count > maxLength, maxLength > 1 else { return line }
        var cut = line.prefix(maxLength - 1)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > maxLength / 2 {
            cut = cut[..<space]
        }
        while cut.last == " " || cut.last == "," || cut.last == ";" || cut.last == ":" { cut = cut.dropLast() }
        return cut + "…"
    }
}
