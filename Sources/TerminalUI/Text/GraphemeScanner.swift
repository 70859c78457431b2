/// Walks the grapheme clusters of UTF-8 text with their display widths, without making
/// a `Character` for each in the common case.
///
/// Most scalars of real text (ASCII, Latin, Greek, Cyrillic, CJK, kana, Hangul
/// syllables, symbols) are "simple" (`ScalarTable.isSimple`): they never join the
/// cluster before them nor take the next scalar into theirs, so there is always a
/// grapheme boundary between two simple scalars. A simple scalar followed by a simple
/// one (or by the end) is therefore a cluster on its own, measured with one table
/// look-up. Anything else (marks, ZWJ sequences, emoji with modifiers or variation
/// selectors, flags, jamo, controls) is handed to the standard library's segmentation,
/// from one certain boundary to the next, and measured by `DisplayWidth.of(_: Character)`.
/// So the clusters and widths are exactly those of iterating the text's Characters.
///
/// `bytes` must be valid UTF-8 (a Swift string's) and outlive the scanner.
struct GraphemeScanner {
    /// One cluster: its UTF-8 byte range in the text, its width in columns, and the
    /// columns a terminal may cover drawing it when terminals disagree on its width
    /// (`DisplayWidth.disputedReach`, 0 when they agree).
    struct Grapheme {
        var start: Int
        var end: Int
        var width: Int
        var reach: Int = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private let table: UnsafePointer<UInt8>
    /// Where the next cluster starts.
    private(set) var position = 0
    /// Clusters of a run handed to the standard library, still to be returned.
    private var window: String?
    private var windowIndex: String.Index
    private var windowStart = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.table = ScalarTable.shared.entries
        self.windowIndex = "".startIndex
    }

    /// The scalar at byte `offset` and its length in bytes.
    @inline(__always)
    private func decode(at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 {
            return (((lead & 0x1F) << 6) | (UInt32(bytes[offset + 1]) & 0x3F), 2)
        }
        if lead < 0xF0 {
            return (((lead & 0x0F) << 12) | ((UInt32(bytes[offset + 1]) & 0x3F) << 6)
                    | (UInt32(bytes[offset + 2]) & 0x3F), 3)
        }
        return (((lead & 0x07) << 18) | ((UInt32(bytes[offset + 1]) & 0x3F) << 12)
                | ((UInt32(bytes[offset + 2]) & 0x3F) << 6) | (UInt32(bytes[offset + 3]) & 0x3F), 4)
    }

    /// The table entry of a scalar (width in bits 0–1, simple in bit 2).
    @inline(__always)
    private func entry(_ value: UInt32) -> UInt8 {
        if value < 0x10000 { return table[Int(value)] }
        return ScalarTable.isSimpleAstral(value) ? 2 | ScalarTable.simpleBit : 0
    }

    /// Whether the scalar at `offset` (which may be the end) allows a boundary before
    /// it when the scalar before is simple: the end, or a simple scalar.
    @inline(__always)
    private func isSimple(at offset: Int) -> Bool {
        if offset >= bytes.count { return true }
        let lead = bytes[offset]
        if lead < 0x80 { return lead >= 0x20 && lead < 0x7F }
        return entry(decode(at: offset).value) & ScalarTable.simpleBit != 0
    }

    /// The next cluster, or nil at the end.
    mutating func next() -> Grapheme? {
        if window != nil { return nextFromWindow() }
        let count = bytes.count
        guard position < count else { return nil }
        let start = position
        let lead = bytes[start]
        // Printable ASCII followed by printable ASCII (or the end): the common case.
        if lead >= 0x20 && lead < 0x7F {
            if start + 1 == count {
                position = count
                return Grapheme(start: start, end: count, width: 1)
            }
            let following = bytes[start + 1]
            if following >= 0x20 && following < 0x7F {
                position = start + 1
                return Grapheme(start: start, end: start + 1, width: 1)
            }
            if following >= 0x80 && isSimple(at: start + 1) {
                position = start + 1
                return Grapheme(start: start, end: start + 1, width: 1)
            }
        } else if lead >= 0x80 {
            let (value, length) = decode(at: start)
            let info = entry(value)
            if info & ScalarTable.simpleBit != 0 && isSimple(at: start + length) {
                position = start + length
                // A disputed scalar on its own may take two columns (see DisputedWidth).
                return Grapheme(start: start, end: start + length, width: Int(info & ScalarTable.widthMask),
                                reach: info & ScalarTable.disputedBit != 0 ? 2 : 0)
            }
        }
        return startWindow(at: start)
    }

    /// Hands the text from `start` to the next certain boundary (two simple scalars in a
    /// row, or the end) to the standard library and returns its first cluster.
    private mutating func startWindow(at start: Int) -> Grapheme? {
        let count = bytes.count
        var offset = start
        var previousSimple = false
        while offset < count {
            let (value, length) = decode(at: offset)
            let simple = value < 0x80 ? (value >= 0x20 && value < 0x7F) : entry(value) & ScalarTable.simpleBit != 0
            if simple && previousSimple && offset > start { break }
            previousSimple = simple
            offset += length
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        window = text
        windowIndex = text.startIndex
        windowStart = start
        return nextFromWindow()
    }

    private mutating func nextFromWindow() -> Grapheme? {
        guard let text = window else { return nil }
        guard windowIndex < text.endIndex else {
            window = nil
            return next()
        }
        let character = text[windowIndex]
        let nextIndex = text.index(after: windowIndex)
        let start = windowStart + text.utf8.distance(from: text.startIndex, to: windowIndex)
        let end = windowStart + text.utf8.distance(from: text.startIndex, to: nextIndex)
        windowIndex = nextIndex
        position = end
        if nextIndex == text.endIndex { window = nil }
        return Grapheme(start: start, end: end, width: DisplayWidth.of(character), reach: DisplayWidth.disputedReach(of: character))
    }
}

/// Runs `body` on the UTF-8 bytes of `text`, without copying them when the text is
/// stored contiguously (every native string and substring).
@inline(__always)
func withUTF8Bytes<S: StringProtocol, R>(_ text: S, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    if let result = try text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = String(text)
    return try copy.withUTF8(body)
}
