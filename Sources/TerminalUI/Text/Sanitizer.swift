/// Makes text that comes from data (posts, names, descriptions, titles) safe to print.
///
/// A terminal obeys control characters and escape sequences wherever they appear, so
/// a hostile string could move the cursor, rewrite the window title, change colours or
/// reverse the reading direction of the rest of the screen. `sanitize` removes:
/// - C0 and C1 control characters and DEL (a tab becomes a space; newlines are kept only
///   when asked for);
/// - whole escape sequences: CSI (`ESC [` or 0x9B) up to its final byte; OSC (`ESC ]`),
///   DCS (`ESC P`), SOS, PM and APC strings up to their terminator (BEL, `ESC \` or
///   0x9C), or to the end of the text when unterminated; any other `ESC x` pair;
/// - bidirectional overrides, embeddings, isolates and marks;
/// - the Unicode line and paragraph separators (U+2028, U+2029), which some terminals and
///   log viewers break lines at: they become a newline when newlines are kept, else a
///   space, so one line of text stays one line.
///
/// Views sanitize the text they are given, so callers need not; call it when building
/// strings for the terminal by other means.
public func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
    Sanitizer.sanitize(text, keepingNewlines: keepingNewlines)
}

enum Sanitizer {
    private enum State {
        case text
        case escape            // after ESC
        case controlSequence   // inside CSI, until a final byte 0x40...0x7E
        case controlString     // inside OSC/DCS/SOS/PM/APC, until BEL or ST
        case controlStringEscape  // ESC seen inside a control string: ST if `\` follows
    }

    static func sanitize(_ text: String, keepingNewlines: Bool) -> String {
        // Fast path: nothing to remove (the usual case, CJK and emoji included), found
        // by one scan of the UTF-8 bytes and returned without a copy.
        if withUTF8Bytes(text, isClean) { return text }
        return sanitize(text, keepingNewlines: keepingNewlines, limit: .max).text
    }

    /// The first `limit` scalars of `sanitize(text, keepingNewlines:)`, and whether that
    /// has more. Reads only as much of `text` as it keeps: a 100,000-character text costs
    /// what its kept part does. Sanitizing works scalar by scalar from the start, so this
    /// is exactly a prefix of the whole text sanitized.
    static func sanitize(_ text: String, keepingNewlines: Bool, limit: Int) -> (text: String, isCut: Bool) {
        var scalars = String.UnicodeScalarView()
        var count = 0
        var state = State.text
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch state {
            case .text:
                break
            case .escape:
                switch value {
                case 0x5B: state = .controlSequence                  // [
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString  // ] P X ^ _
                case 0x20...0x2F: break                               // intermediates: ESC ( B and the like
                default: state = .text                                // a two-byte sequence: drop both
                }
                continue
            case .controlSequence:
                if value >= 0x40 && value <= 0x7E { state = .text }
                else if value == 0x1B { state = .escape }
                else if value < 0x20 || value > 0x7E { state = .text }   // malformed: stop swallowing
                continue
            case .controlString:
                if value == 0x07 || value == 0x9C { state = .text }
                else if value == 0x1B { state = .controlStringEscape }
                continue
            case .controlStringEscape:
                state = value == 0x5C ? .text : .controlString
                continue
            }

            let isCR = value == 0x0D
            defer { previousWasCR = isCR }
            let output: Unicode.Scalar?
            switch value {
            case 0x1B:
                state = .escape
                output = nil
            case 0x9B:
                state = .controlSequence
                output = nil
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                state = .controlString
                output = nil
            case 0x09:
                output = " "
            case 0x0A:
                output = previousWasCR ? nil : keepingNewlines ? "\n" : " "
            case 0x0D, 0x2028, 0x2029:
                output = keepingNewlines ? "\n" : " "
            case 0x00...0x1F, 0x7F...0x9F:
                output = nil
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
                output = nil  // bidi marks, embeddings, overrides and isolates
            default:
                output = scalar
            }
            guard let output else { continue }
            // One more than the limit: the text goes on past the cut.
            if count == limit { return (String(scalars), true) }
            scalars.append(output)
            count += 1
        }
        return (String(scalars), false)
    }

    /// The byte offset in the UTF-8 `bytes` where scalar number `limit` (from 0) starts,
    /// nil when there are no more scalars than that (`scalarPrefixEnd`), and whether the
    /// bytes before it are clean (`isClean`).
    static func scanPrefix(_ bytes: UnsafeBufferPointer<UInt8>, scalarLimit limit: Int) -> (cut: Int?, clean: Bool) {
        guard let cut = scalarPrefixEnd(bytes, scalarLimit: limit) else { return (nil, isClean(bytes)) }
        return (cut, isClean(UnsafeBufferPointer(rebasing: bytes[..<cut])))
    }

    /// The byte offset in the UTF-8 `bytes` where scalar number `limit` (from 0) starts;
    /// nil when there are no more scalars than that.
    static func scalarPrefixEnd(_ bytes: UnsafeBufferPointer<UInt8>, scalarLimit limit: Int) -> Int? {
        let count = bytes.count
        var scalars = 0
        var index = 0
        // Eight bytes at a time while the limit is far: scalars are the bytes that are
        // not continuation bytes (10xxxxxx).
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count && scalars + 8 <= limit {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                scalars += 8 - continuations.nonzeroBitCount
                index += 8
            }
        }
        while index < count {
            if bytes[index] & 0xC0 != 0x80 {
                if scalars == limit { return index }
                scalars += 1
            }
            index += 1
        }
        return nil
    }

    /// Whether the UTF-8 `bytes` hold no scalar that `sanitize` changes: no C0 or C1
    /// control, DEL, bidi control (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069)
    /// or line/paragraph separator (U+2028–U+2029). The same as all scalars passing
    /// `isKept`, without decoding them.
    static func isClean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        // Eight bytes at a time: a word with no byte below 0x20, no DEL and no lead byte
        // of a scalar to remove (0xC2, 0xD8, 0xE2) is clean as a whole.
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            @inline(__always) func hasZeroByte(_ word: UInt64) -> Bool {
                (word &- ones) & ~word & highs != 0
            }
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte below 0x20: subtracting 0x20 borrows into its high bit (for
                // bytes below 0x80; bytes from 0x80 are not below 0x20).
                let below = (word &- ones &* 0x20) & ~word & highs
                if below != 0 || hasZeroByte(word ^ (ones &* 0x7F)) || hasZeroByte(word ^ (ones &* 0xC2))
                    || hasZeroByte(word ^ (ones &* 0xD8)) || hasZeroByte(word ^ (ones &* 0xE2)) {
                    break
                }
                index += 8
            }
        }
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return false }
                index += 1
                continue
            }
            switch byte {
            case 0xC2:  // U+0080–U+00BF: C1 controls are U+0080–U+009F
                if index + 1 < count && bytes[index + 1] <= 0x9F { return false }
            case 0xD8:  // U+061C arabic letter mark
                if index + 1 < count && bytes[index + 1] == 0x9C { return false }
            case 0xE2:
                if index + 2 < count {
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if second == 0x80 && (third == 0x8E || third == 0x8F || (third >= 0xA8 && third <= 0xAE)) { return false }
                    if second == 0x81 && third >= 0xA6 && third <= 0xA9 { return false }
                }
            default:
                break
            }
            index += 1
        }
        return true
    }

    /// Whether `scalar` passes through unchanged in text state: not a control, not an
    /// escape or string introducer, not a bidi control (the `default` case above).
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
            return false
        default:
            return true
        }
    }
}
