/// Display width of text in terminal columns, measured by grapheme cluster.
///
/// The rules: a grapheme is as wide as its base scalar; East Asian Wide and Fullwidth
/// characters and emoji take two columns; combining marks, zero-width characters and
/// control characters take none (control characters are never printed: see `sanitize`).
/// A cluster with an emoji variation selector (U+FE0F), a ZWJ emoji sequence or a flag
/// takes two columns. The tables below are written for this module from the Unicode
/// East Asian Width and emoji data; they cover the ranges terminals draw wide.
public enum DisplayWidth {
    /// The number of columns `character` takes on a terminal: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            // CR LF is one Character with an ASCII value; every control is width 0.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var width = of(first)
        if width == 2 { return 2 }
        if isRegionalIndicator(first.value) { return 2 }
        if scalars.count > 1 {
            for scalar in scalars.dropFirst() {
                // VS16 asks for emoji presentation; a ZWJ joins emoji into one picture.
                if scalar.value == 0xFE0F || scalar.value == 0x200D {
                    if first.properties.isEmoji { return 2 }
                }
                if width == 0 {
                    // A cluster that starts with a mark (after a control, say) takes the
                    // width of its first visible scalar.
                    width = of(scalar)
                }
            }
        }
        return width
    }

    /// The number of columns `scalar` takes on its own: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }  // DEL and C1 controls
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if isZeroWidth(scalar) { return 0 }
        if contains(wideRanges, value) { return 2 }
        return 1
    }

    /// The number of columns `text` takes on one line.
    ///
    /// The same as adding up `of(_: Character)` over the text's characters, but most
    /// clusters are measured straight from the UTF-8 bytes (see `GraphemeScanner`).
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        withUTF8Bytes(text) { bytes in
            // Printable ASCII: one column a byte.
            var ascii = true
            for byte in bytes where byte < 0x20 || byte >= 0x7F {
                ascii = false
                break
            }
            if ascii { return bytes.count }
            var scanner = GraphemeScanner(bytes)
            var total = 0
            while let grapheme = scanner.next() {
                total += grapheme.width
            }
            return total
        }
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if contains(zeroWidthRanges, value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// Binary search in a sorted table of closed ranges.
    static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = table[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Scalars that never advance the cursor, besides marks and format characters:
    /// Hangul medial and final jamo (they join the preceding syllable), variation
    /// selectors and the emoji tag characters.
    private static let zeroWidthRanges: [ClosedRange<UInt32>] = [
        0x1160...0x11FF,
        0x200B...0x200F,
        0x2028...0x202E,
        0x2060...0x206F,
        0xD7B0...0xD7FF,
        0xFE00...0xFE0F,
        0xFEFF...0xFEFF,
        0xE0000...0xE0FFF,
    ]

    /// East Asian Wide (W) and Fullwidth (F) blocks, and emoji drawn with emoji
    /// presentation by default. Sorted, non-overlapping.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,    // Hangul leading jamo
        0x231A...0x231B,    // watch, hourglass
        0x2329...0x232A,    // angle brackets
        0x23E9...0x23EC,
        0x23F0...0x23F0,
        0x23F3...0x23F3,
        0x25FD...0x25FE,
        0x2614...0x2615,
        0x2648...0x2653,    // zodiac
        0x267F...0x267F,
        0x2693...0x2693,
        0x26A1...0x26A1,
        0x26AA...0x26AB,
        0x26BD...0x26BE,
        0x26C4...0x26C5,
        0x26CE...0x26CE,
        0x26D4...0x26D4,
        0x26EA...0x26EA,
        0x26F2...0x26F3,
        0x26F5...0x26F5,
        0x26FA...0x26FA,
        0x26FD...0x26FD,
        0x2705...0x2705,
        0x270A...0x270B,
        0x2728...0x2728,
        0x274C...0x274C,
        0x274E...0x274E,
        0x2753...0x2755,
        0x2757...0x2757,
        0x2795...0x2797,
        0x27B0...0x27B0,
        0x27BF...0x27BF,
        0x2B1B...0x2B1C,
        0x2B50...0x2B50,
        0x2B55...0x2B55,
        0x2E80...0x303E,    // CJK radicals, Kangxi, ideographic description, CJK punctuation
        0x3041...0x33FF,    // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
        0x3400...0x4DBF,    // CJK extension A
        0x4E00...0x9FFF,    // CJK unified ideographs
        0xA000...0xA4CF,    // Yi
        0xA960...0xA97F,    // Hangul jamo extended A
        0xAC00...0xD7A3,    // Hangul syllables
        0xF900...0xFAFF,    // CJK compatibility ideographs
        0xFE10...0xFE19,    // vertical forms
        0xFE30...0xFE6F,    // CJK compatibility forms, small forms
        0xFF00...0xFF60,    // fullwidth forms
        0xFFE0...0xFFE6,    // fullwidth signs
        0x16FE0...0x16FE4,
        0x17000...0x18CFF,  // Tangut
        0x1B000...0x1B2FF,  // kana supplement and extensions, Nushu
        0x1F004...0x1F004,  // mahjong red dragon
        0x1F0CF...0x1F0CF,  // joker
        0x1F18E...0x1F18E,
        0x1F191...0x1F19A,  // squared words
        0x1F200...0x1F202,
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F260...0x1F265,
        0x1F300...0x1F320,  // weather, landscapes
        0x1F32D...0x1F335,
        0x1F337...0x1F37C,
        0x1F37E...0x1F393,
        0x1F3A0...0x1F3CA,
        0x1F3CF...0x1F3D3,
        0x1F3E0...0x1F3F0,
        0x1F3F4...0x1F3F4,
        0x1F3F8...0x1F43E,
        0x1F440...0x1F440,
        0x1F442...0x1F4FC,
        0x1F4FF...0x1F53D,
        0x1F54B...0x1F54E,
        0x1F550...0x1F567,
        0x1F57A...0x1F57A,
        0x1F595...0x1F596,
        0x1F5A4...0x1F5A4,
        0x1F5FB...0x1F64F,  // landmarks, faces, gestures
        0x1F680...0x1F6C5,  // transport
        0x1F6CC...0x1F6CC,
        0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6D7,
        0x1F6DC...0x1F6DF,
        0x1F6EB...0x1F6EC,
        0x1F6F4...0x1F6FC,
        0x1F7E0...0x1F7EB,  // coloured circles and squares
        0x1F7F0...0x1F7F0,
        0x1F90C...0x1F93A,
        0x1F93C...0x1F945,
        0x1F947...0x1F9FF,  // supplemental symbols and pictographs
        0x1FA70...0x1FAFF,  // symbols and pictographs extended A
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extension G and later
    ]
}

extension StringProtocol {
    /// The number of terminal columns the string takes on one line.
    public var displayWidth: Int {
        DisplayWidth.of(self)
    }
}

extension Character {
    /// The number of terminal columns the character takes: 0, 1 or 2.
    public var displayWidth: Int {
        DisplayWidth.of(self)
    }
}
