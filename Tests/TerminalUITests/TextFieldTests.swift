import Dispatch
import RxCore
import RxTesting
import XCTest
@testable import TerminalUI

final class TextFieldTests: LeakCheckingTestCase {
    private func field(_ text: String? = nil, width: Int = 10) -> TextField {
        TextField(text: text, frame: Rect(x: 0, y: 0, width: width, height: 1))
    }

    private func type(_ keys: [Key], into field: TextField) {
        for key in keys { XCTAssertTrue(field.processKey(key), "\(key) not consumed") }
    }

    private func characters(_ text: String) -> [Key] { text.map { Key.character($0) } }

    func test_typing_insertsAtTheCursor() {
        let field = field()
        type(characters("helo"), into: field)
        type([.left, .character("l")], into: field)
        XCTAssertEqual(field.text, "hello")
        XCTAssertEqual(field.cursorPosition, 4)
    }

    func test_cursorMoves_byGrapheme() {
        let field = field("a👍🏽é")  // é as e + combining acute: one grapheme
        XCTAssertEqual(field.cursorPosition, 3)
        type([.left, .backspace], into: field)
        XCTAssertEqual(field.text, "aé")
        type([.home, .delete], into: field)
        XCTAssertEqual(field.text, "é")
        type([.end, .backspace], into: field)
        XCTAssertEqual(field.text, "")
    }

    func test_combiningMarkTypedAfterALetter_joinsIt() {
        let field = field()
        type([.character("e"), .character("\u{301}")], into: field)
        XCTAssertEqual(field.cursorPosition, 1)
        XCTAssertEqual(field.text, "e\u{301}")
    }

    func test_emacsKeys() {
        let field = field("one two three")
        type([.ctrl("w")], into: field)
        XCTAssertEqual(field.text, "one two ")
        type([.ctrl("a"), .right, .right, .right, .ctrl("k")], into: field)
        XCTAssertEqual(field.text, "one")
        type([.ctrl("e"), .character("!"), .left, .ctrl("u")], into: field)
        XCTAssertEqual(field.text, "!")
        XCTAssertEqual(field.cursorPosition, 0)
    }

    func test_ctrlW_skipsSpacesBeforeTheWord() {
        let field = field("one two   ")
        type([.ctrl("w")], into: field)
        XCTAssertEqual(field.text, "one ")
    }

    func test_backspaceAtStartAndDeleteAtEnd_changeNothing() {
        let field = field("ab")
        var edits = 0
        let subscription = field.rx.text.changed.subscribe(onNext: { _ in edits += 1 })
        type([.delete, .home, .backspace], into: field)
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(edits, 0)
        subscription.dispose()
    }

    func test_paste_insertsSanitizedText() {
        let field = field("[]")
        type([.left, .paste("a\u{1B}]0;pwned\u{07}b\nc")], into: field)
        XCTAssertEqual(field.text, "[ab c]")
        XCTAssertEqual(field.cursorPosition, 5)
    }

    func test_unhandledKeys_areNotConsumed() {
        let field = field()
        XCTAssertFalse(field.processKey(.escape))
        XCTAssertFalse(field.processKey(.up))
        XCTAssertFalse(field.processKey(.tab))
    }

    func test_draw_showsTextAndReversedCursor() {
        let field = field("hi", width: 5)
        let buffer = field.rendered(size: field.frame.size)
        XCTAssertEqual(buffer.lines, ["hi   "])
        XCTAssertTrue(buffer[2, 0]?.style.attributes.contains(.reverse) == true)
        XCTAssertFalse(buffer[1, 0]?.style.attributes.contains(.reverse) == true)
    }

    func test_draw_placeholderWhenEmpty_dim() {
        let field = TextField(placeholder: "Search", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        let buffer = field.rendered(size: field.frame.size)
        XCTAssertEqual(buffer.lines, ["Search  "])
        XCTAssertTrue(buffer[1, 0]?.style.attributes.contains(.dim) == true)
    }

    func test_draw_longText_scrollsToKeepTheCursorVisible() {
        let field = field("abcdefghij", width: 5)
        XCTAssertEqual(field.rendered(size: field.frame.size).lines, ["ghij "])
        type([.home], into: field)
        XCTAssertEqual(field.rendered(size: field.frame.size).lines, ["abcde"])
    }

    /// Weather's field is narrowed by the spinner while a city is looked up; once the
    /// spinner went, the field showed "isco de Campeche" with room to spare.
    func test_draw_aFieldThatGrows_showsTheStartAgain() {
        let field = field("San Francisco", width: 6)
        XCTAssertEqual(field.rendered(size: field.frame.size).lines, ["cisco "])
        field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        XCTAssertEqual(field.rendered(size: field.frame.size).lines, ["San Francisco       "])
        type([.left, .left], into: field)
        field.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        XCTAssertEqual(field.rendered(size: field.frame.size).lines, ["ancisc"], "narrowed again, it scrolls to the cursor")
    }

    func test_draw_wideCharacters() {
        let field = field("日本語", width: 5)
        // 2 + 2 + cursor: the first wide character scrolls away.
        XCTAssertEqual(field.rendered(size: field.frame.size).lines, ["本語 "])
    }

    func test_textSetInCode_isSanitized() {
        let field = field("\u{1B}[2Jx\u{202E}y")
        XCTAssertEqual(field.text, "xy")
    }

    func test_rxText_emitsCurrentValueThenEdits() {
        let field = field("a")
        var values: [String?] = []
        let subscription = field.rx.text.subscribe(onNext: { values.append($0) })
        type([.character("b"), .left], into: field)
        field.text = "set in code"
        type([.backspace], into: field)
        XCTAssertEqual(values, ["a", "ab", "set in cod"])
        subscription.dispose()
    }

    func test_rxTextOrEmpty_bindsBothWays() {
        let field = field()
        let keywords = BehaviorSubject<String>(value: "")
        let bag = DisposeBag()
        field.rx.text.orEmpty.bind(to: keywords).disposed(by: bag)
        type(characters("rx"), into: field)
        XCTAssertEqual(try keywords.value(), "rx")
        Observable.just("swift").bind(to: field.rx.text.orEmpty).disposed(by: bag)
        XCTAssertEqual(field.text, "swift")
        XCTAssertEqual(field.cursorPosition, 5)
    }

    func test_rxText_bindingSameValue_keepsTheCursor() {
        let field = field("abc")
        type([.home], into: field)
        let subscription = Observable.just("abc").bind(to: field.rx.text)
        XCTAssertEqual(field.cursorPosition, 0)
        subscription.dispose()
    }

    func test_enter_sendsEditingDidEndOnExit() {
        let field = field("q")
        var ends = 0
        let subscription = field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { ends += 1 })
        type([.enter], into: field)
        XCTAssertEqual(ends, 1)
        XCTAssertEqual(field.text, "q")
        subscription.dispose()
    }

    func test_edit_asksForRedraw() {
        let root = View(frame: Rect(x: 0, y: 0, width: 5, height: 1))
        let field = field()
        root.addSubview(field)
        var redraws = 0
        root.onNeedsDisplay = { redraws += 1 }
        type([.character("x")], into: field)
        XCTAssertEqual(redraws, 1)
    }
}
