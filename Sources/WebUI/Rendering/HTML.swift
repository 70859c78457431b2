/// Markup being written, with every text and attribute value escaped as it goes in:
/// the only way views write HTML, so no text from data can become markup.
///
/// While a page renders, views register themselves (`page`), so input and updates can
/// find them by slot.
public struct HTML {
    /// The markup so far.
    public private(set) var markup = ""
    /// The page being rendered for, if any.
    weak var page: LivePage?
    /// The flush (or snapshot) this rendering belongs to.
    var generation: Int

    /// An empty document fragment.
    public init() {
        generation = 0
    }

    init(page: LivePage?, generation: Int) {
        self.page = page
        self.generation = generation
    }

    /// Opens `tag` with `attributes` (names are ours; values are escaped; nil values are
    /// left out, "" values written as bare attributes).
    public mutating func open(_ tag: String, _ attributes: [(String, String?)] = []) {
        markup += "<" + tag
        appendAttributes(attributes)
        markup += ">"
    }

    /// Closes `tag`.
    public mutating func close(_ tag: String) {
        markup += "</" + tag + ">"
    }

    /// Writes an element with escaped text inside.
    public mutating func element(_ tag: String, _ attributes: [(String, String?)] = [], text: String?) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Writes a void element (`<img>`, `<input>`).
    public mutating func void(_ tag: String, _ attributes: [(String, String?)] = []) {
        open(tag, attributes)
    }

    /// Writes text, escaped (and cleaned of control characters).
    public mutating func text(_ text: String?) {
        guard let text else { return }
        markup += HTML.escape(text)
    }

    /// Writes markup made by another `HTML` (already escaped).
    public mutating func append(_ other: HTML) {
        markup += other.markup
    }

    /// Writes trusted markup: for the library's own constant strings only.
    mutating func raw(_ constant: String) {
        markup += constant
    }

    private mutating func appendAttributes(_ attributes: [(String, String?)]) {
        for (name, value) in attributes {
            guard let value else { continue }
            markup += " " + name
            if !value.isEmpty { markup += "=\"" + HTML.escape(value) + "\"" }
        }
    }

    /// `text` safe inside an element or a quoted attribute: `& < > " '` become
    /// references, and control characters (terminal escapes, NUL, bidi overrides that
    /// would reorder the page around them) are dropped.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if TextCleaning.isDropped(scalar) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Which characters from data never reach a page.
enum TextCleaning {
    /// C0 and C1 controls (but tab and newline), DEL, and the bidi embedding, override
    /// and isolate controls.
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A }
        if value >= 0x7F && value < 0xA0 { return true }
        return (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// `text` without the dropped characters (what text operations carry).
    static func clean(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isDropped) else { return text }
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { !isDropped($0) || $0 == "\n" || $0 == "\t" })
        return result
    }
}
