import Foundation

/// HTML turned into text a terminal can show: paragraphs separated by blank lines, list
/// items with bullets, character references decoded, and each link numbered after its
/// text (`see the docs [1]`) with the targets in `links`; the pictures' addresses are
/// collected in `images`.
///
/// Tolerant of what feeds and Hacker News send: unclosed or unknown tags, a `<` that
/// starts no tag, unknown references (kept as written). Scripts, styles and similar
/// containers are dropped with their content. Works on the UTF-8 bytes in one pass.
public struct HTMLText: Hashable, Sendable {
    /// The text with link numbers.
    public var text: String
    /// Where `text` holds the link numbers (` [1]`), as UTF-8 offsets.
    private var markers: [Range<Int>]
    /// The link targets, numbered from 1 in `text`; a repeated target keeps its number.
    public var links: [URL]
    /// The `src` of every `<img>`, in order, without repeats.
    public var images: [URL]

    /// Converts `html`; relative `href`s and `src`s are resolved against `baseURL`.
    /// Only http(s) links and pictures are kept (no `javascript:` or `data:`).
    public init(html: String, baseURL: URL? = nil) {
        var converter = Converter(baseURL: baseURL)
        converter.convert(Array(html.utf8))
        text = String(decoding: converter.text, as: UTF8.self)
        markers = converter.markers
        links = converter.links
        images = converter.images
    }

    /// The text without link numbers.
    public var plain: String {
        markers.isEmpty ? text : String(decoding: HTMLText.removing(markers, from: text.utf8, upTo: Int.max), as: UTF8.self)
    }

    /// The start of the text without link numbers, on one line, at most `maxLength`
    /// characters (see `NewsText.digest`); only the start of the text is looked at.
    public func digest(maxLength: Int = 200) -> String {
        // A scalar is at most four bytes: this many bytes hold more than enough.
        let budget = maxLength * 4 + 64
        if markers.isEmpty && text.utf8.count <= budget { return NewsText.digest(text, maxLength: maxLength) }
        let start = HTMLText.removing(markers, from: text.utf8, upTo: budget)
        return NewsText.digest(String(decoding: start, as: UTF8.self), maxLength: maxLength)
    }

    /// The bytes of `utf8` outside `markers`, at most `limit` of them (whole scalars).
    private static func removing(_ markers: [Range<Int>], from utf8: String.UTF8View, upTo limit: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(min(utf8.count, limit))
        var offset = 0
        var nextMarker = 0
        for byte in utf8 {
            defer { offset += 1 }
            if nextMarker < markers.count, offset >= markers[nextMarker].lowerBound {
                if offset < markers[nextMarker].upperBound { continue }
                nextMarker += 1
            }
            // Stop only between scalars, so the bytes kept are valid UTF-8.
            if result.count >= limit, byte & 0xC0 != 0x80 { break }
            result.append(byte)
        }
        return result
    }

    /// `bytes` (UTF-8) as text with its character references decoded (`&amp;`, `&#38;`,
    /// `&eacute;`); unknown ones stay as written.
    static func decodingReferences<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "&"), let (decoded, next) = Converter.decodeReference(bytes, at: index) {
                output.append(contentsOf: decoded.utf8)
                index = next
            } else {
                output.append(bytes[index])
                index = bytes.index(after: index)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of `html`, without link numbers, on one line (for titles that may carry tags or references).
    public static func inlineText(_ html: String) -> String {
        // Titles rarely hold markup ("A & B" is none): convert only when a tag or a
        // reference may be there.
        var previous: UInt8 = 0
        let markup = html.utf8.contains { byte in
            defer { previous = byte }
            if previous == UInt8(ascii: "<") { return byte == UInt8(ascii: "/") || byte == UInt8(ascii: "!") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) }
            return previous == UInt8(ascii: "&") && (byte == UInt8(ascii: "#") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A))
        }
        return NewsText.singleLine(markup ? HTMLText(html: html).plain : html)
    }
}

/// The single pass behind `HTMLText`.
private struct Converter {
    let baseURL: URL?
    var text: [UInt8] = []
    /// Where `text` holds link numbers (` [1]`), which the plain text leaves out.
    var markers: [Range<Int>] = []
    var links: [URL] = []
    var images: [URL] = []

    /// Line breaks owed before the next visible character (2 = a blank line).
    private var pendingBreaks = 0
    private var pendingSpace = false
    /// Whether a break or a space is owed.
    private var hasPending: Bool { pendingBreaks > 0 || pendingSpace }
    private var preformatted = 0
    private var openLink: URL?
    /// Where the open link's text starts in `text`: a link with no text gets no number.
    private var openLinkTextStart = 0

    /// The base URL as written: a link to it (a feed's "Continue reading") needs no parse.
    private let baseString: String?

    init(baseURL: URL?) {
        self.baseURL = baseURL
        baseString = baseURL?.absoluteString
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let ampersand = UInt8(ascii: "&")
    /// What a tag does to the text.
    private enum TagKind {
        /// Ends a paragraph (a blank line before what follows).
        case paragraph
        /// Ends a line.
        case line
        /// Goes with everything inside it.
        case dropped
        case lineBreak, link, image, listItem, preformatted
    }

    /// The tags that do something; any other is ignored (its text stays).
    private static let kinds: [String: TagKind] = {
        var kinds: [String: TagKind] = ["br": .lineBreak, "a": .link, "img": .image, "li": .listItem, "pre": .preformatted]
        for tag in ["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "table", "figure", "hr", "dl"] { kinds[tag] = .paragraph }
        for tag in ["div", "tr", "dt", "dd", "figcaption", "section", "article", "header", "footer", "aside", "nav", "main", "address", "form", "details", "summary"] {
            kinds[tag] = .line
        }
        for tag in ["script", "style", "head", "noscript", "template", "svg", "iframe", "object", "math", "title"] { kinds[tag] = .dropped }
        return kinds
    }()

    mutating func convert(_ bytes: [UInt8]) {
        text.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == Self.lessThan {
                if let next = tag(in: bytes, at: index) {
                    index = next
                    continue
                }
                emit(byte)
                index += 1
            } else if byte == Self.ampersand {
                index = reference(in: bytes, at: index)
            } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                if preformatted > 0 {
                    if byte == 0x0A { breakLine(1, exact: true) } else if byte != 0x0D { emit(0x20) }
                } else {
                    pendingSpace = true
                }
                index += 1
            } else {
                // A run of plain text goes in at once.
                var end = index + 1
                while end < count {
                    let next = bytes[end]
                    if next == Self.lessThan || next == Self.ampersand || next == 0x20 || next == 0x0A || next == 0x09 || next == 0x0D || next == 0x0C { break }
                    end += 1
                }
                if hasPending { flushPending() }
                text.append(contentsOf: bytes[index..<end])
                index = end
            }
        }
    }

    // MARK: Output

    @inline(__always)
    private mutating func flushPending() {
        if !text.isEmpty {
            if pendingBreaks > 0 {
                for _ in 0..<pendingBreaks { text.append(0x0A) }
            } else if pendingSpace {
                text.append(0x20)
            }
        }
        pendingBreaks = 0
        pendingSpace = false
    }

    private mutating func emit(_ byte: UInt8) {
        if hasPending { flushPending() }
        text.append(byte)
    }

    private mutating func emit(_ scalar: Unicode.Scalar) {
        if scalar == "\u{A0}" {
            // A no-break space is a space here; it keeps its width, not its meaning.
            emit(0x20)
            return
        }
        if hasPending { flushPending() }
        if let encoded = UTF8.encode(scalar) { text.append(contentsOf: encoded) }
    }

    private mutating func emit(_ string: String) {
        if hasPending { flushPending() }
        text.append(contentsOf: string.utf8)
    }

    /// Owes `count` line breaks (a blank line is 2); with `exact`, adds to what is owed
    /// (inside `<pre>`), otherwise keeps the larger.
    private mutating func breakLine(_ count: Int, exact: Bool = false) {
        pendingBreaks = exact ? pendingBreaks + count : max(pendingBreaks, count)
        pendingSpace = false
    }

    // MARK: Tags

    /// Handles the tag, comment or declaration starting at `start` (a `<`); returns the
    /// index after it, or nil when the `<` starts none (it is then text).
    private mutating func tag(in bytes: [UInt8], at start: Int) -> Int? {
        let count = bytes.count
        var index = start + 1
        guard index < count else { return nil }
        if bytes[index] == UInt8(ascii: "!") {
            if Self.matches(bytes, at: index + 1, "--") {
                return Self.find(bytes, "-->", from: index + 3).map { $0 + 3 } ?? count
            }
            if Self.matches(bytes, at: index + 1, "[CDATA[") {
                let end = Self.find(bytes, "]]>", from: index + 8) ?? count
                for position in (index + 8)..<end { emit(bytes[position]) }
                return min(count, end + 3)
            }
            return Self.find(bytes, ">", from: index).map { $0 + 1 } ?? count
        }
        if bytes[index] == UInt8(ascii: "?") {
            return Self.find(bytes, ">", from: index).map { $0 + 1 } ?? count
        }
        var closing = false
        if bytes[index] == UInt8(ascii: "/") {
            closing = true
            index += 1
        }
        guard index < count, Self.isLetter(bytes[index]) else { return nil }
        let nameStart = index
        while index < count, Self.isNameByte(bytes[index]) { index += 1 }
        let name = Self.lowercased(bytes[nameStart..<index])
        // Only links and pictures have attributes worth reading; the others are skipped
        // (quotes still respected, so a `>` in a value does not end the tag).
        let readsAttributes = !closing && (name == "a" || name == "img")
        var attributes: [String: String] = [:]
        while index < count, bytes[index] != Self.greaterThan {
            let byte = bytes[index]
            if !readsAttributes {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    guard let end = bytes[(index + 1)...].firstIndex(of: byte) else { return nil }
                    index = end
                }
                index += 1
            } else if Self.isNameByte(byte) || byte == UInt8(ascii: ":") {
                let attributeStart = index
                while index < count, Self.isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
                let attribute = Self.lowercased(bytes[attributeStart..<index])
                while index < count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
                guard index < count, bytes[index] == UInt8(ascii: "=") else {
                    attributes[attribute] = ""
                    continue
                }
                index += 1
                while index < count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
                guard index < count else { break }
                let quote = bytes[index]
                let valueStart: Int
                let valueEnd: Int
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    valueStart = index + 1
                    guard let end = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                    valueEnd = end
                    index = end + 1
                } else {
                    valueStart = index
                    while index < count, bytes[index] != Self.greaterThan, bytes[index] != 0x20, bytes[index] != 0x0A, bytes[index] != 0x09 { index += 1 }
                    valueEnd = index
                }
                if attributes[attribute] == nil {
                    attributes[attribute] = Self.decodeReferences(bytes[valueStart..<valueEnd])
                }
            } else {
                index += 1
            }
        }
        guard index < count else { return nil }
        index += 1   // the `>`

        let kind = Self.kinds[name]
        if !closing, kind == .dropped {
            // Everything up to the matching end tag goes, or the rest when there is none.
            var search = index
            while let candidate = Self.find(bytes, "</", from: search) {
                let nameEnd = candidate + 2 + name.utf8.count
                if nameEnd <= count, Self.lowercased(bytes[(candidate + 2)..<nameEnd]) == name,
                   nameEnd == count || !Self.isNameByte(bytes[nameEnd]) {
                    return Self.find(bytes, ">", from: nameEnd).map { $0 + 1 } ?? count
                }
                search = candidate + 2
            }
            return count
        }
        if let kind { handle(kind, closing: closing, attributes: attributes) }
        return index
    }

    private mutating func handle(_ kind: TagKind, closing: Bool, attributes: [String: String]) {
        switch kind {
        case .lineBreak:
            if text.isEmpty { return }
            pendingBreaks = min(2, pendingBreaks + 1)
            pendingSpace = false
        case .link:
            if closing {
                if let link = openLink {
                    openLink = nil
                    if text.count > openLinkTextStart { number(link) }
                }
            } else {
                openLink = attributes["href"].flatMap(resolve)
                openLinkTextStart = text.count
            }
        case .image:
            // Tracking pixels (1×1) are not pictures.
            let pixel = ["0", "1"].contains(attributes["width"]) || ["0", "1"].contains(attributes["height"])
            if !pixel, let source = attributes["src"].flatMap(resolve), !images.contains(source) {
                images.append(source)
            }
        case .listItem:
            breakLine(1)
            if !closing { emit("• ") }
        case .preformatted:
            preformatted = max(0, preformatted + (closing ? -1 : 1))
            breakLine(2)
        case .paragraph:
            breakLine(2)
        case .line:
            breakLine(1)
        case .dropped:
            break
        }
    }

    /// Writes ` [n]` after a link's text (in `text` only), numbering the target.
    private mutating func number(_ link: URL) {
        let number: Int
        if let known = links.firstIndex(of: link) {
            number = known + 1
        } else {
            links.append(link)
            number = links.count
        }
        // Right after the link's text: a space owed inside the link stays owed, after the number.
        let start = text.count
        text.append(contentsOf: " [\(number)]".utf8)
        markers.append(start..<text.count)
    }

    private func resolve(_ reference: String) -> URL? {
        if let baseURL, reference == baseString { return baseURL }
        return WebAddress.url(reference, relativeTo: baseURL)
    }

    // MARK: References

    /// Decodes the reference at `start` (an `&`) into the output; returns the index after it.
    private mutating func reference(in bytes: [UInt8], at start: Int) -> Int {
        if let (scalars, next) = Self.decodeReference(bytes, at: start) {
            for scalar in scalars.unicodeScalars { emit(scalar) }
            return next
        }
        emit(Self.ampersand)
        return start + 1
    }

    /// The text of the reference at `start` and the index after it, or nil when it is not one.
    static func decodeReference<C: RandomAccessCollection<UInt8>>(_ bytes: C, at start: C.Index) -> (String, C.Index)? {
        var index = bytes.index(after: start)
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            index = bytes.index(after: index)
            var value: UInt32 = 0
            var digits = 0
            let hex = index < bytes.endIndex && (bytes[index] | 0x20) == UInt8(ascii: "x")
            if hex { index = bytes.index(after: index) }
            while index < bytes.endIndex, let digit = Self.digit(bytes[index], hex: hex) {
                value = value > 0x10FFFF ? value : value * (hex ? 16 : 10) + digit
                digits += 1
                index = bytes.index(after: index)
            }
            guard digits > 0 else { return nil }
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") { index = bytes.index(after: index) }
            return (String(Character(HTMLEntities.character(forCode: value))), index)
        }
        let nameStart = index
        var length = 0
        while index < bytes.endIndex, isLetter(bytes[index]) || (length > 0 && isDigit(bytes[index])), length < 10 {
            index = bytes.index(after: index)
            length += 1
        }
        guard length > 0, index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard let character = HTMLEntities.character(named: Substring(name)) else { return nil }
        return (character, bytes.index(after: index))
    }

    /// An attribute value with its references decoded.
    private static func decodeReferences(_ bytes: ArraySlice<UInt8>) -> String {
        HTMLText.decodingReferences(bytes)
    }

    // MARK: Bytes

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// `bytes` (an ASCII name) in lower case; short names stay inline in the String.
    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ literal: StaticString) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= bytes.count else { return false }
        return literal.withUTF8Buffer { literalBytes in
            for offset in 0..<length where bytes[index + offset] != literalBytes[offset] { return false }
            return true
        }
    }

    private static func find(_ bytes: [UInt8], _ literal: StaticString, from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        let first = literal.utf8Start.pointee
        var index = start
        while index < bytes.count {
            guard let candidate = bytes[index...].firstIndex(of: first) else { return nil }
            if matches(bytes, at: candidate, literal) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
