import Synchronization

/// What a cell shows: a grapheme's UTF-8 bytes, its width and whether terminals agree on
/// that width, as plain integers.
///
/// Up to 15 bytes (every letter, CJK character, most emoji with a modifier or a
/// variation selector) are stored inline, so making a cell allocates nothing, cells are
/// copied as plain memory and compared as a few integers. Longer clusters (ZWJ families,
/// tag flags, stacks of marks) are interned in `GlyphStore` and stored as its index.
/// Equality is by bytes (a precomposed "é" and "e" + U+0301 differ), which is what a
/// terminal is sent.
struct Glyph: Hashable, Sendable {
    /// UTF-8 bytes 0–7, first byte lowest.
    private(set) var low: UInt64
    /// UTF-8 bytes 8–14 in bits 0–55; bits 56–63 hold the byte count (0–15), or
    /// `internedTag` when `low` is an index into `GlyphStore`.
    private(set) var high: UInt64
    /// The columns it takes (`DisplayWidth.of(symbol)`, at most 255).
    private(set) var width: UInt8
    /// The columns a terminal may cover drawing it when terminals disagree on its width
    /// (`DisplayWidth.disputedReach`, at most 255); 0 when they agree.
    private(set) var reach: UInt8

    static let inlineCapacity = 15
    private static let internedTag: UInt64 = 0xFF

    /// The continuation cell's: no bytes.
    static let empty = Glyph(low: 0, high: 0, width: 0)
    /// A space.
    static let space = Glyph(low: 0x20, high: 1 << 56, width: 1)

    private init(low: UInt64, high: UInt64, width: UInt8) {
        self.low = low
        self.high = high
        self.width = width
        self.reach = 0
    }

    /// The glyph of `bytes` (valid UTF-8), which take `width` columns and, when terminals
    /// disagree on that, may cover `reach` (see `DisplayWidth.disputedReach`).
    init(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, reach: Int) {
        self.width = UInt8(clamping: width)
        self.reach = UInt8(clamping: reach)
        var count = bytes.count
        if count > Self.inlineCapacity {
            let index = GlyphStore.shared.index(of: String(decoding: bytes, as: UTF8.self))
            if index >= 0 {
                self.low = UInt64(index)
                self.high = Self.internedTag << 56
                return
            }
            // The store is full: keep the first scalars that fit (never cut inside one).
            count = Self.inlineCapacity
            while count > 0 && bytes[count] & 0xC0 == 0x80 { count -= 1 }
        }
        do {
            var low: UInt64 = 0
            var high: UInt64 = 0
            var index = 0
            while index < count && index < 8 {
                low |= UInt64(bytes[index]) << (8 * UInt64(index))
                index += 1
            }
            while index < count {
                high |= UInt64(bytes[index]) << (8 * UInt64(index - 8))
                index += 1
            }
            self.low = low
            self.high = high | (UInt64(count) << 56)
        }
    }

    /// The glyph of a single-byte (ASCII) grapheme.
    init(ascii byte: UInt8) {
        self.init(low: UInt64(byte), high: 1 << 56, width: byte >= 0x20 && byte < 0x7F ? 1 : 0)
    }

    /// The glyph of any string (normally one grapheme), measured by `DisplayWidth`.
    init(_ symbol: String) {
        var symbol = symbol
        let width = DisplayWidth.of(symbol)
        // Several graphemes in one cell (only ever by hand): disputed when one of them is,
        // reaching as far as they all may.
        var reach = 0
        if symbol.contains(where: { DisplayWidth.disputedReach(of: $0) > 0 }) {
            reach = symbol.reduce(0) { $0 + max(DisplayWidth.disputedReach(of: $1), DisplayWidth.of($1)) }
        }
        self = symbol.withUTF8 { Glyph($0, width: width, reach: reach) }
    }

    /// Whether terminals disagree on its width.
    var isDisputed: Bool { reach != 0 }

    /// The same grapheme taking `width` columns: how a terminal that disagrees with
    /// `DisplayWidth` holds it (`HeadlessTerminal.characterWidth`).
    func drawn(width: Int) -> Glyph {
        var glyph = self
        glyph.width = UInt8(clamping: width)
        return glyph
    }

    /// Whether it has no bytes (a continuation cell).
    var isEmpty: Bool { high == 0 }

    private var isInterned: Bool { high >> 56 == Self.internedTag }

    /// The grapheme as a string.
    var string: String {
        if isInterned { return GlyphStore.shared.string(at: Int(low)) }
        var bytes = (low, high)
        let count = Int(high >> 56)
        return withUnsafeBytes(of: &bytes) { raw in
            String(decoding: UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count), as: UTF8.self)
        }
    }

    /// Appends the grapheme's UTF-8 bytes to `output`.
    func appendUTF8(to output: inout [UInt8]) {
        if isInterned {
            output.append(contentsOf: GlyphStore.shared.string(at: Int(low)).utf8)
            return
        }
        let count = Int(high >> 56)
        var word = low
        var index = 0
        while index < count && index < 8 {
            output.append(UInt8(truncatingIfNeeded: word))
            word >>= 8
            index += 1
        }
        word = high
        while index < count {
            output.append(UInt8(truncatingIfNeeded: word))
            word >>= 8
            index += 1
        }
    }
}

/// The graphemes longer than a glyph stores inline, each kept once, for the life of the
/// process. Thread-safe (a mutex).
///
/// Bounded: after `capacity` distinct clusters a new one is stored by its first scalars
/// that fit inline (the base character and what of its marks fit; a ZWJ sequence's
/// first emoji), keeping its width, so hostile text cannot grow memory without limit.
final class GlyphStore: Sendable {
    static let shared = GlyphStore()
    static let capacity = 65_536

    private struct State {
        var strings: [String] = []
        var indexes: [String: Int] = [:]
    }

    private let state = Mutex(State())

    /// The index of `string`, stored if new; when the store is full, -1.
    func index(of string: String) -> Int {
        state.withLock { state in
            if let index = state.indexes[string] { return index }
            guard state.strings.count < Self.capacity else { return -1 }
            state.strings.append(string)
            state.indexes[string] = state.strings.count - 1
            return state.strings.count - 1
        }
    }

    /// The string stored at `index`.
    func string(at index: Int) -> String {
        state.withLock { state in
            state.strings.indices.contains(index) ? state.strings[index] : "\u{FFFD}"
        }
    }
}
