/// Graphemes whose width terminals disagree on, and how far a terminal may draw them.
///
/// `DisplayWidth` gives one answer, but terminals differ: tmux 3.3 draws `⬆️` (an arrow
/// with an emoji variation selector) and the keycap `1️⃣` in one column and `👍🏽` in four
/// (the skin tone as a picture of its own), terminals set for CJK draw East Asian
/// Ambiguous symbols (`→`, `…`, `①`) in two, icon fonts put wide pictures in the private
/// use area. The renderer cannot know which rule the terminal follows, so after such a
/// grapheme it places the cursor explicitly and rewrites the cells the terminal may have
/// covered (see `ANSIWriter`); this file says which graphemes those are.
extension DisplayWidth {
    /// The columns a terminal may cover when it draws `character`, when terminals
    /// disagree on its width; 0 when they agree (and `of(_:)` is what every one draws).
    ///
    /// Disputed: clusters with a variation selector, ZWJ, the keycap mark, a tag, a
    /// skin-tone modifier, regional indicators, conjoining jamo or any other scalar of
    /// its own width after the first (spacing marks); and single scalars that are East
    /// Asian Ambiguous symbols, emoji shown as text by default, regional indicators or
    /// private use. The reach counts every scalar as a terminal drawing them apart would,
    /// the disputed ones two columns, and is at least `of(character)`.
    static func disputedReach(of character: Character) -> Int {
        if character.asciiValue != nil { return 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var disputed = isDisputed(first)
        var reach = widest(first)
        var count = 0
        for scalar in scalars.dropFirst() {
            count += 1
            let value = scalar.value
            let own = widest(scalar)
            if own > 0 || isJoiner(value) || isConjoiningJamo(value) { disputed = true }
            reach += own
        }
        if count > 0 && isConjoiningJamo(first.value) { disputed = true }
        return disputed ? max(reach, of(character)) : 0
    }

    /// Whether terminals disagree on the width of `scalar` drawn on its own.
    static func isDisputed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0xA1 { return false }
        if value >= 0x1F1E6 && value <= 0x1F1FF { return true }  // regional indicators
        if contains(ambiguousSymbolRanges, value) { return true }
        let properties = scalar.properties
        // Emoji shown as text unless a variation selector asks otherwise (☀, ❤, ✔):
        // terminals drawing them with an emoji font make them two columns.
        return properties.isEmoji && !properties.isEmojiPresentation && of(scalar) == 1
    }

    /// The most columns a terminal may give `scalar` on its own.
    private static func widest(_ scalar: Unicode.Scalar) -> Int {
        isDisputed(scalar) ? 2 : of(scalar)
    }

    /// Scalars that join or restyle the scalar before them, which terminals follow or not:
    /// variation selectors 15 and 16, ZWJ, the combining keycap, tag characters.
    private static func isJoiner(_ value: UInt32) -> Bool {
        value == 0xFE0E || value == 0xFE0F || value == 0x200D || value == 0x20E3 || (value >= 0xE0020 && value <= 0xE007F)
    }

    /// Hangul jamo that compose syllables (leading, vowel, trailing), which terminals
    /// draw joined or apart.
    private static func isConjoiningJamo(_ value: UInt32) -> Bool {
        (value >= 0x1100 && value <= 0x11FF) || (value >= 0xA960 && value <= 0xA97F) || (value >= 0xD7B0 && value <= 0xD7FF)
    }

    /// East Asian Ambiguous (Unicode's EastAsianWidth.txt, class A) that are not letters,
    /// marks or controls, plus the private use planes. Letters (Greek, Cyrillic) are left
    /// out: a terminal drawing them wide breaks every line of those scripts whatever we
    /// do. Box drawing and block elements (U+2500–U+259F) too: every terminal UI is drawn
    /// with them, so a terminal that widens them cannot show one. Sorted, non-overlapping.
    private static let ambiguousSymbolRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00A1, 0x00A4...0x00A4, 0x00A7...0x00A8, 0x00AE...0x00AE, 0x00B0...0x00B4,
        0x00B6...0x00B9, 0x00BC...0x00BF, 0x00D7...0x00D7, 0x00F7...0x00F7, 0x02C4...0x02C4,
        0x02D8...0x02DB, 0x02DD...0x02DD, 0x02DF...0x02DF, 0x2010...0x2010, 0x2013...0x2016,
        0x2018...0x2019, 0x201C...0x201D, 0x2020...0x2022, 0x2024...0x2027, 0x2030...0x2030,
        0x2032...0x2033, 0x2035...0x2035, 0x203B...0x203B, 0x203E...0x203E, 0x2074...0x2074,
        0x2081...0x2084, 0x20AC...0x20AC, 0x2103...0x2103, 0x2105...0x2105, 0x2109...0x2109,
        0x2116...0x2116, 0x2121...0x2122, 0x2153...0x2154, 0x215B...0x215E, 0x2160...0x216B,
        0x2170...0x2179, 0x2189...0x2189, 0x2190...0x2199, 0x21B8...0x21B9, 0x21D2...0x21D2,
        0x21D4...0x21D4, 0x21E7...0x21E7, 0x2200...0x2200, 0x2202...0x2203, 0x2207...0x2208,
        0x220B...0x220B, 0x220F...0x220F, 0x2211...0x2211, 0x2215...0x2215, 0x221A...0x221A,
        0x221D...0x2220, 0x2223...0x2223, 0x2225...0x2225, 0x2227...0x222C, 0x222E...0x222E,
        0x2234...0x2237, 0x223C...0x223D, 0x2248...0x2248, 0x224C...0x224C, 0x2252...0x2252,
        0x2260...0x2261, 0x2264...0x2267, 0x226A...0x226B, 0x226E...0x226F, 0x2282...0x2283,
        0x2286...0x2287, 0x2295...0x2295, 0x2299...0x2299, 0x22A5...0x22A5, 0x22BF...0x22BF,
        0x2312...0x2312, 0x2460...0x24E9, 0x24EB...0x24FF, 0x25A0...0x25A1, 0x25A3...0x25A9,
        0x25B2...0x25B3, 0x25B6...0x25B7, 0x25BC...0x25BD, 0x25C0...0x25C1, 0x25C6...0x25C8,
        0x25CB...0x25CB, 0x25CE...0x25D1, 0x25E2...0x25E5, 0x25EF...0x25EF, 0x2605...0x2606,
        0x2609...0x2609, 0x260E...0x260F, 0x261C...0x261C, 0x261E...0x261E, 0x2640...0x2640,
        0x2642...0x2642, 0x2660...0x2661, 0x2663...0x2665, 0x2667...0x266A, 0x266C...0x266D,
        0x266F...0x266F, 0x269E...0x269F, 0x26BF...0x26BF, 0x26C6...0x26CD, 0x26CF...0x26D3,
        0x26D5...0x26E1, 0x26E3...0x26E3, 0x26E8...0x26E9, 0x26EB...0x26F1, 0x26F4...0x26F4,
        0x26F6...0x26F9, 0x26FB...0x26FC, 0x26FE...0x26FF, 0x273D...0x273D, 0x2776...0x277F,
        0x2B56...0x2B59, 0x3248...0x324F, 0xE000...0xF8FF, 0xFFFD...0xFFFD, 0x1F100...0x1F10A,
        0x1F110...0x1F12D, 0x1F130...0x1F169, 0x1F170...0x1F18D, 0x1F18F...0x1F190, 0x1F19B...0x1F1AC,
        0xF0000...0xFFFFD, 0x100000...0x10FFFD,
    ]
}
