/// Mends the commonest ways feeds break XML, so one bad title does not lose the feed: a
/// bare `&` (`AT&T`), HTML's named references (`&nbsp;`, `&eacute;`), which XML does
/// not define, and control characters XML does not allow, raw or as references (`&#x1b;`). The parser tries the document as it is first; only when that fails does
/// it try the mended copy once.
enum FeedRepair {
    /// `document` with every `&` that starts no XML reference escaped, and HTML's named
    /// references written as numeric ones; CDATA sections are left alone.
    static func escapingStrayAmpersands(_ document: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(document.count + 64)
        var index = 0
        let count = document.count
        let cdataStart = Array("<![CDATA[".utf8)
        let cdataEnd = Array("]]>".utf8)
        while index < count {
            let byte = document[index]
            // A raw control character XML does not allow (an escape in a title) goes.
            if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "<"), document[index...].starts(with: cdataStart) {
                let end = firstIndex(of: cdataEnd, in: document, from: index + cdataStart.count).map { $0 + cdataEnd.count } ?? count
                output.append(contentsOf: document[index..<end])
                index = end
                continue
            }
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                index += 1
                continue
            }
            let (replacement, length) = reference(in: document, at: index)
            output.append(contentsOf: replacement)
            index += length
        }
        return output
    }

    /// What to write for the `&` at `start`, and how many bytes of the input it covers.
    private static func reference(in document: [UInt8], at start: Int) -> ([UInt8], Int) {
        var index = start + 1
        let count = document.count
        if index < count, document[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < count && (document[index] | 0x20) == UInt8(ascii: "x")
            if hex { index += 1 }
            let digitsStart = index
            while index < count, isDigit(document[index], hex: hex) { index += 1 }
            if index > digitsStart, index < count, document[index] == UInt8(ascii: ";") {
                let digits = String(decoding: document[digitsStart..<index], as: UTF8.self)
                let value = UInt32(digits, radix: hex ? 16 : 10)
                // A reference to a character XML does not allow (`&#x1b;`, an escape):
                // control characters go, anything else becomes U+FFFD.
                if let value, !isXMLCharacter(value) {
                    return (value < 0x20 ? [] : Array("&#xFFFD;".utf8), index - start + 1)
                }
                if value == nil { return (Array("&#xFFFD;".utf8), index - start + 1) }
                return (Array(document[start...index]), index - start + 1)
            }
            return (Array("&amp;".utf8), 1)
        }
        let nameStart = index
        while index < count, index - nameStart < 32, isNameByte(document[index]) { index += 1 }
        guard index > nameStart, index < count, document[index] == UInt8(ascii: ";") else { return (Array("&amp;".utf8), 1) }
        let name = String(decoding: document[nameStart..<index], as: UTF8.self)
        let length = index - start + 1
        if ["amp", "lt", "gt", "quot", "apos"].contains(name) { return (Array(document[start...index]), length) }
        guard let text = HTMLEntities.character(named: Substring(name)) else { return (Array("&amp;".utf8), 1) }
        return (Array(text.unicodeScalars.map { "&#\($0.value);" }.joined().utf8), length)
    }

    /// Whether XML 1.0 allows the character `value` (its `Char` production).
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    private static func isDigit(_ byte: UInt8, hex: Bool) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (hex && (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start < haystack.count else { return nil }
        var index = start
        while let candidate = haystack[index...].firstIndex(of: first) {
            if haystack[candidate...].starts(with: needle) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}
