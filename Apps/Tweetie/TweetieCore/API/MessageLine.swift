/// A server's own words (Twitter's error `message`, an XRPC `error` or `message`, a
/// user's address) made fit for one line of a message: control characters, line and
/// paragraph separators become spaces (so escape sequences never reach the terminal),
/// the ends are trimmed, and text past `limit` characters is cut with "…". Shared by the
/// Twitter and Bluesky errors. Pure; any thread.
enum MessageLine {
    /// `text` on one line of at most `limit` characters.
    static func from(_ text: String, limit: Int) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 ? " " : scalar
        }
        var line = String(String.UnicodeScalarView(scalars))
        while line.first == " " { line.removeFirst() }
        while line.last == " " { line.removeLast() }
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }
}
