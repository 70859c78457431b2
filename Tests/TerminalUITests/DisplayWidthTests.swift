import XCTest
@testable import TerminalUI

final class DisplayWidthTests: XCTestCase {
    func test_width_ascii_isOneColumnPerCharacter() {
        XCTAssertEqual("hello".displayWidth, 5)
        XCTAssertEqual("".displayWidth, 0)
    }

    func test_width_cjkAndFullwidth_areTwoColumns() {
        XCTAssertEqual("日本語".displayWidth, 6)
        XCTAssertEqual("한국".displayWidth, 4)
        XCTAssertEqual("ＡＢ".displayWidth, 4)
        XCTAssertEqual("a日b".displayWidth, 4)
    }

    func test_width_emoji_areTwoColumns() {
        XCTAssertEqual("😀".displayWidth, 2)
        XCTAssertEqual("👍🏽".displayWidth, 2)          // with skin tone
        XCTAssertEqual("👩‍👩‍👧".displayWidth, 2)       // ZWJ family
        XCTAssertEqual("🇫🇷".displayWidth, 2)          // flag
        XCTAssertEqual("❤️".displayWidth, 2)           // text symbol + VS16
        XCTAssertEqual("❤".displayWidth, 1)            // text presentation
    }

    func test_width_combiningMarks_takeNoColumns() {
        XCTAssertEqual("e\u{301}".displayWidth, 1)
        XCTAssertEqual("e\u{301}".count, 1)
        XCTAssertEqual("a\u{20DD}".displayWidth, 1)
        XCTAssertEqual("\u{200B}".displayWidth, 0)
    }

    func test_width_controlCharacters_takeNoColumns() {
        XCTAssertEqual("\u{1B}".displayWidth, 0)
        XCTAssertEqual("\r\n".displayWidth, 0)
        XCTAssertEqual("\u{7}\u{7F}\u{85}".displayWidth, 0)
    }

    func test_truncate_fittingText_isUnchanged() {
        XCTAssertEqual("hello".truncated(toWidth: 5), "hello")
        XCTAssertEqual("hello".truncated(toWidth: 10), "hello")
    }

    func test_truncate_longText_endsWithEllipsis() {
        XCTAssertEqual("hello world".truncated(toWidth: 6), "hello…")
        XCTAssertEqual("hello".truncated(toWidth: 1), "…")
        XCTAssertEqual("hello".truncated(toWidth: 0), "")
    }

    func test_truncate_wideCharacter_isNotSplit() {
        let result = "日本語".truncated(toWidth: 4)
        XCTAssertEqual(result, "日…")
        XCTAssertLessThanOrEqual(result.displayWidth, 4)
    }

    func test_truncate_combiningMark_staysWithItsBase() {
        XCTAssertEqual("e\u{301}e\u{301}e\u{301}".truncated(toWidth: 2), "e\u{301}…")
    }

    func test_wrap_breaksAtSpaces() {
        XCTAssertEqual("the quick brown fox".wrapped(toWidth: 10), ["the quick", "brown fox"])
    }

    func test_wrap_longWord_isBrokenByGrapheme() {
        XCTAssertEqual("abcdefghij".wrapped(toWidth: 4), ["abcd", "efgh", "ij"])
    }

    func test_wrap_wideCharacters_neverExceedTheWidth() {
        let lines = "日本語のテキスト".wrapped(toWidth: 5)
        XCTAssertEqual(lines, ["日本", "語の", "テキ", "スト"])
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth <= 5 })
    }

    func test_wrap_newlines_startNewLines() {
        XCTAssertEqual("a b\n\nc".wrapped(toWidth: 10), ["a b", "", "c"])
    }

    func test_wrap_emptyTextOrZeroWidth() {
        XCTAssertEqual("".wrapped(toWidth: 5), [""])
        XCTAssertEqual("abc".wrapped(toWidth: 0), [])
    }
}
