/// Twitter v1.1's text made readable once, when a tweet is decoded: the API escapes `&`,
/// `<` and `>` as HTML entities in `text`/`full_text`. (Its `t.co` links are left as
/// they are here: `TwitterEntities` expands them.)
enum TwitterText {
    /// `&amp;`, `&lt;` and `&gt;` turned back into `&`, `<` and `>`, in one pass (so
    /// `&amp;lt;` is the text `&lt;`, as the author typed it). Nothing else is touched:
    /// Twitter escapes only these three.
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let tail = rest[ampersand...]
            if tail.hasPrefix("&amp;") {
                result += "&"
                rest = tail.dropFirst(5)
            } else if tail.hasPrefix("&lt;") {
                result += "<"
                rest = tail.dropFirst(4)
            } else if tail.hasPrefix("&gt;") {
                result += ">"
                rest = tail.dropFirst(4)
            } else {
                result += "&"
                rest = tail.dropFirst()
            }
        }
        return result + rest
    }
}
