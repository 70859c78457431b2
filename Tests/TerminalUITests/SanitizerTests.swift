import XCTest
@testable import TerminalUI

final class SanitizerTests: XCTestCase {
    func test_sanitize_plainText_isUnchanged() {
        XCTAssertEqual(sanitize("Hello, 世界 😀"), "Hello, 世界 😀")
    }

    func test_sanitize_csiSequences_areRemoved() {
        XCTAssertEqual(sanitize("a\u{1B}[2J\u{1B}[1;1Hb"), "ab")
        XCTAssertEqual(sanitize("\u{1B}[31mred\u{1B}[0m"), "red")
        XCTAssertEqual(sanitize("x\u{9B}6ny"), "xy")
        XCTAssertEqual(sanitize("\u{1B}[?1049h\u{1B}[?25l"), "")
    }

    func test_sanitize_oscTitleChange_isRemoved() {
        XCTAssertEqual(sanitize("a\u{1B}]0;pwned\u{7}b"), "ab")
        XCTAssertEqual(sanitize("a\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\b"), "alinkb")
        XCTAssertEqual(sanitize("a\u{9D}2;t\u{9C}b"), "ab")
    }

    func test_sanitize_unterminatedControlString_swallowsTheRest() {
        XCTAssertEqual(sanitize("safe\u{1B}]0;never ends"), "safe")
        XCTAssertEqual(sanitize("safe\u{1B}"), "safe")
        XCTAssertEqual(sanitize("safe\u{1B}["), "safe")
    }

    func test_sanitize_dcsAndOtherStrings_areRemoved() {
        XCTAssertEqual(sanitize("a\u{1B}P1$r\u{1B}\\b"), "ab")
        XCTAssertEqual(sanitize("a\u{1B}_apc\u{1B}\\b\u{1B}^pm\u{7}c"), "abc")
        XCTAssertEqual(sanitize("a\u{90}dcs\u{9C}b"), "ab")
    }

    func test_sanitize_twoByteEscapes_areRemoved() {
        XCTAssertEqual(sanitize("a\u{1B}cb\u{1B}7c\u{1B}(Bd"), "abcd")
    }

    func test_sanitize_controlCharacters_areRemoved() {
        XCTAssertEqual(sanitize("a\u{0}b\u{7}c\u{8}d\u{7F}e\u{85}f"), "abcdef")
        XCTAssertEqual(sanitize("a\tb"), "a b")
    }

    func test_sanitize_newlines_becomeSpacesUnlessKept() {
        XCTAssertEqual(sanitize("a\nb\r\nc\rd"), "a b c d")
        XCTAssertEqual(sanitize("a\nb\r\nc\rd", keepingNewlines: true), "a\nb\nc\nd")
    }

    func test_sanitize_lineAndParagraphSeparators_breakNoLine() {
        // U+2028/U+2029 end lines in some terminals and log viewers: one line must stay one.
        XCTAssertEqual(sanitize("a\u{2028}b\u{2029}c"), "a b c")
        XCTAssertEqual(sanitize("a\u{2028}b\u{2029}c", keepingNewlines: true), "a\nb\nc")
        XCTAssertEqual(sanitize("next\u{85}line\u{B}v\u{C}f"), "nextlinevf")
        // The fast "nothing to remove" scan must see them too, anywhere in a long text.
        let long = String(repeating: "x", count: 37) + "\u{2028}" + String(repeating: "y", count: 40)
        XCTAssertFalse(sanitize(long).unicodeScalars.contains("\u{2028}"))
        XCTAssertEqual(sanitize("\u{2027}\u{202F}"), "\u{2027}\u{202F}", "their neighbours are ordinary text")
    }

    func test_sanitize_bidiOverrides_areRemoved() {
        XCTAssertEqual(sanitize("user\u{202E}gpj.exe"), "usergpj.exe")
        XCTAssertEqual(sanitize("\u{2066}a\u{2069}\u{200F}b\u{061C}"), "ab")
    }

    func test_sanitize_resultHasNoControlOrEscape() {
        let hostile = "\u{1B}[H\u{1B}[2J\u{1B}]0;x\u{7}\u{1B}P+q\u{1B}\\\u{9B}31m\u{202E}ok\u{1B}[6n\u{0}\u{1B}"
        let clean = sanitize(hostile)
        XCTAssertEqual(clean, "ok")
        XCTAssertFalse(clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
}
