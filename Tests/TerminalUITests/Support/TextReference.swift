import TestSupport
@testable import TerminalUI

/// The text algorithms as they were written before the UTF-8 fast paths, Character by
/// Character: what the fast paths must agree with.
enum TextReference {
    static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    static func truncate(_ text: String, toWidth width: Int, ellipsis: Character? = TextLayout.ellipsis) -> String {
        guard width > 0 else { return "" }
        let ellipsisWidth = ellipsis.map(DisplayWidth.of) ?? 0
        let budget = ellipsisWidth <= width ? width - ellipsisWidth : width
        var used = 0
        var endOfBudget = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let characterWidth = DisplayWidth.of(text[index])
            if used + characterWidth > width {
                var result = String(text[..<endOfBudget])
                if let ellipsis, ellipsisWidth <= width { result.append(ellipsis) }
                return result
            }
            used += characterWidth
            index = text.index(after: index)
            if used <= budget { endOfBudget = index }
        }
        return text
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var producedLine = false
            func flush() {
                lines.append(line)
                line = ""
                lineWidth = 0
                producedLine = true
            }
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordWidth = word.reduce(0) { $0 + DisplayWidth.of($1) }
                if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
                    line.append(" ")
                    line.append(contentsOf: word)
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 { flush() }
                if wordWidth <= width {
                    line.append(contentsOf: word)
                    lineWidth = wordWidth
                    continue
                }
                for character in word {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > width && lineWidth > 0 { flush() }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            if lineWidth > 0 || !producedLine { flush() }
        }
        return lines
    }

    /// Whether `sanitize` leaves the text as it is: no control, DEL or bidi control.
    static func isClean(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return false
            default: return true
            }
        }
    }
}

/// Random text from pieces that exercise every grapheme rule the terminal meets, from a
/// fixed seed so a failure repeats.
struct RandomText {
    private var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    static let pieces: [String] = [
        "a", "b", "Z", "0", "7", "#", "*", " ", " ", " ", "  ", ".", "-", "\n", "\r\n", "\r", "\t", "\u{1B}", "\u{7F}", "\u{85}",
        "é", "e\u{301}", "\u{301}", "\u{20DD}", "ß", "Ω", "ж", "\u{AD}", "©", "®", "™",
        "東", "京", "今日は", "カ", "\u{3099}", "ｶ", "\u{FF9E}", "한", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{D7B0}",
        "🎉", "🚀", "👍", "\u{1F3FD}", "❤", "\u{FE0F}", "\u{200D}", "👨‍👩‍👧", "🇯", "🇵", "🇯🇵", "1\u{FE0F}\u{20E3}",
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "क", "\u{94D}", "ष", "ि", "\u{E33}", "ก", "\u{600}", "\u{D4E}", "\u{200B}", "\u{200E}", "\u{202E}", "\u{2066}",
        "\u{061C}", "\u{FEFF}", "\u{E000}", "\u{20000}", "\u{10FFFF}", "\u{378}", "…", "—",
        "⬆\u{FE0F}", "→", "☀", "\u{F8FF}", "👍\u{1F3FD}",
    ]

    mutating func string(maxPieces: Int = 24) -> String {
        var text = ""
        for _ in 0..<int(maxPieces + 1) {
            text += Self.pieces[int(Self.pieces.count)]
        }
        return text
    }
}
