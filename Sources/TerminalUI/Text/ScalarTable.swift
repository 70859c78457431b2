/// Per-scalar facts for the Basic Multilingual Plane, looked up by the text fast paths:
/// the scalar's display width, whether it is "simple" (see `GraphemeScanner`) and whether
/// terminals disagree on its width (`DisplayWidth.isDisputed`).
///
/// Built once, on first use, from `DisplayWidth.of(_: Unicode.Scalar)` and the standard
/// library's Unicode properties, so it can never disagree with the general path (a test
/// checks every entry). 64 KiB.
struct ScalarTable: @unchecked Sendable {
    // @unchecked Sendable: `entries` is written only inside `build()`, before the table
    // is published through the `shared` static (whose initialization is thread-safe),
    // and only read afterwards.
    let entries: UnsafePointer<UInt8>

    /// Bits 0–1 of an entry: the width (0, 1 or 2).
    static let widthMask: UInt8 = 0b011
    /// Bit 2 of an entry: the scalar is simple.
    static let simpleBit: UInt8 = 0b100
    /// Bit 3 of an entry: terminals disagree on the scalar's width.
    static let disputedBit: UInt8 = 0b1000

    static let shared = ScalarTable.build()

    private static func build() -> ScalarTable {
        let entries = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x10000)
        for value in 0..<UInt32(0x10000) {
            guard let scalar = Unicode.Scalar(value) else {
                entries[Int(value)] = 0  // surrogates: never in a String
                continue
            }
            var entry = UInt8(DisplayWidth.of(scalar))
            if isSimple(scalar) { entry |= simpleBit }
            if DisplayWidth.isDisputed(scalar) { entry |= disputedBit }
            entries[Int(value)] = entry
        }
        return ScalarTable(entries: UnsafePointer(entries))
    }

    /// Whether `scalar` can neither join the grapheme cluster before it nor take the next
    /// scalar into its own (Grapheme_Cluster_Break "Other", and not Prepend), so a
    /// boundary always lies between two simple scalars (UAX #29: GB999).
    ///
    /// Not simple: controls, CR, LF, format characters (ZWJ, ZWNJ, bidi marks),
    /// separators, marks (Extend, SpacingMark), Hangul jamo (GB6–GB8), Prepend, and
    /// unassigned scalars (their class may change); regional indicators and emoji
    /// modifiers are outside the BMP and never simple. Everything else, including
    /// Extended_Pictographic (GB11 only joins it after a ZWJ, which is not simple), is.
    static func isSimple(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value >= 0x20 && value < 0x7F }
        if value < 0xA0 || value == 0xAD { return false }
        switch value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF:  // Hangul L, V, T jamo
            return false
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E:  // Prepend
            return false
        case 0x0E33, 0x0EB3:  // SpacingMark although a letter (Thai and Lao SARA AM)
            return false
        default:
            break
        }
        let properties = scalar.properties
        if properties.isGraphemeExtend { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .control, .format,
             .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }

    /// Whether a scalar outside the BMP is simple: only the CJK extension planes are
    /// treated so (emoji, flags and modifiers go through the general path).
    @inline(__always)
    static func isSimpleAstral(_ value: UInt32) -> Bool {
        value >= 0x20000 && value <= 0x3FFFD
    }
}
