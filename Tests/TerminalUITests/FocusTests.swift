import RxCore
import RxTesting
import XCTest
@testable import TerminalUI

/// A form: two fields and a label, the second field preferred for focus.
private final class FormScreen: ViewController {
    let name = TextField(text: "ab")
    let email = TextField(text: "cd")
    let note = Label("note")
    var prefersEmail = true

    override func loadView() {
        view = StackView(arrangedSubviews: [name, email, note])
    }

    override var preferredFocusedView: View? { prefersEmail ? email : nil }
}

/// A screen with no focusable view.
private final class PlainScreen: ViewController {
    override func loadView() {
        view = Label("plain")
    }
}

/// Focus inside a navigation controller: who is first responder, Tab and Shift-Tab,
/// and the focus coming back when a screen reappears after a pop.
final class FocusTests: LeakCheckingTestCase {
    private func shown(_ root: ViewController) -> (NavigationController, Window) {
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation, size: Size(width: 10, height: 5))
        window.makeKeyAndVisible()
        return (navigation, window)
    }

    /// The columns of `line` drawn reversed (where a text field shows its cursor).
    private func reversedColumns(_ buffer: Buffer, line: Int) -> [Int] {
        (0..<buffer.size.width).filter { buffer[$0, line]?.style.attributes.contains(.reverse) == true }
    }

    func test_preferredFocusedView_isFocusedWhenTheScreenAppears() {
        let form = FormScreen()
        let (_, window) = shown(form)
        XCTAssertTrue(form.focusedView === form.email)
        XCTAssertTrue(form.email.isFirstResponder)
        XCTAssertFalse(form.name.isFirstResponder)
        XCTAssertTrue(window.processKey(.character("!")))
        XCTAssertEqual(form.email.text, "cd!")
        XCTAssertEqual(form.name.text, "ab")
    }

    func test_onlyTheFirstResponder_showsItsCursor() {
        let form = FormScreen()
        let (_, window) = shown(form)
        let frame = window.rendered()
        // Line 0 is the title bar; the fields are lines 1 and 2.
        XCTAssertEqual(reversedColumns(frame, line: 1), [], "the unfocused field shows no cursor")
        XCTAssertEqual(reversedColumns(frame, line: 2), [2], "the focused field's cursor after its text")
    }

    func test_becomeFirstResponder_movesTheKeysAndTheCursor() {
        let form = FormScreen()
        let (_, window) = shown(form)
        XCTAssertTrue(form.name.becomeFirstResponder())
        XCTAssertTrue(form.name.isFirstResponder)
        XCTAssertFalse(form.email.isFirstResponder)
        window.processKey(.character("x"))
        XCTAssertEqual(form.name.text, "abx")
        let frame = window.rendered()
        XCTAssertEqual(reversedColumns(frame, line: 1), [3])
        XCTAssertEqual(reversedColumns(frame, line: 2), [])
    }

    func test_becomeFirstResponder_refusedForViewsThatCannotTakeIt() {
        let form = FormScreen()
        _ = shown(form)
        XCTAssertFalse(form.note.becomeFirstResponder(), "a label cannot take the focus")
        form.name.isHidden = true
        XCTAssertFalse(form.name.becomeFirstResponder(), "a hidden field cannot")
        XCTAssertFalse(TextField().becomeFirstResponder(), "a field on no screen cannot")
        XCTAssertTrue(form.focusedView === form.email, "nothing changed")
    }

    func test_resignFirstResponder_sendsKeysToTheRootView() {
        let form = FormScreen()
        let (_, window) = shown(form)
        XCTAssertTrue(form.email.resignFirstResponder())
        XCTAssertNil(form.focusedView)
        XCTAssertFalse(form.email.resignFirstResponder(), "not focused any more")
        XCTAssertFalse(window.processKey(.character("x")), "the stack view takes no letters")
        XCTAssertEqual(form.email.text, "cd")
        XCTAssertEqual(reversedColumns(window.rendered(), line: 2), [])
    }

    func test_tab_cyclesForward_shiftTabBackward_wrapping() {
        let form = FormScreen()
        form.prefersEmail = false
        let (_, window) = shown(form)
        XCTAssertNil(form.focusedView)
        XCTAssertTrue(window.processKey(.tab))
        XCTAssertTrue(form.focusedView === form.name, "Tab with nothing focused takes the first")
        XCTAssertTrue(window.processKey(.tab))
        XCTAssertTrue(form.focusedView === form.email)
        XCTAssertTrue(window.processKey(.tab))
        XCTAssertTrue(form.focusedView === form.name, "wraps, skipping the label")
        XCTAssertTrue(window.processKey(.backTab))
        XCTAssertTrue(form.focusedView === form.email, "Shift-Tab wraps backwards")
        XCTAssertTrue(window.processKey(.backTab))
        XCTAssertTrue(form.focusedView === form.name)
    }

    func test_tab_skipsHiddenFields() {
        let form = FormScreen()
        let (_, window) = shown(form)
        form.name.isHidden = true
        XCTAssertTrue(window.processKey(.tab))
        XCTAssertTrue(form.focusedView === form.email, "the only visible field keeps it")
    }

    func test_tab_onAScreenWithoutFocusableViews_isNotConsumed() {
        let (_, window) = shown(PlainScreen())
        XCTAssertFalse(window.processKey(.tab))
        XCTAssertFalse(window.processKey(.backTab))
    }

    func test_focus_isRestoredWhenTheScreenReappearsAfterAPop() {
        let form = FormScreen()
        form.prefersEmail = false
        let (navigation, window) = shown(form)
        window.processKey(.tab)
        window.processKey(.tab)
        XCTAssertTrue(form.focusedView === form.email)

        let detail = FormScreen()
        navigation.pushViewController(detail, animated: false)
        XCTAssertTrue(detail.focusedView === detail.email, "the pushed screen's preferred view")
        window.processKey(.character("1"))
        XCTAssertEqual(detail.email.text, "cd1")
        XCTAssertEqual(form.email.text, "cd", "keys go to the top screen only")

        XCTAssertTrue(window.processKey(.escape))
        XCTAssertTrue(navigation.topViewController === form)
        XCTAssertTrue(form.focusedView === form.email, "the focus it had before the push")
        window.processKey(.character("2"))
        XCTAssertEqual(form.email.text, "cd2")
        XCTAssertEqual(reversedColumns(window.rendered(), line: 2), [3], "and its cursor")
    }

    func test_focusedViewRemovedWhileCovered_fallsBackToThePreferredView() {
        let form = FormScreen()
        let (navigation, _) = shown(form)
        form.name.becomeFirstResponder()
        navigation.pushViewController(PlainScreen(), animated: false)
        form.name.removeFromSuperview()
        navigation.popViewController(animated: false)
        XCTAssertTrue(form.focusedView === form.email)
    }

    func test_tab_staysWithinTheTopScreen() {
        let form = FormScreen()
        let (navigation, window) = shown(form)
        XCTAssertTrue(navigation.focusableViews.isEmpty, "the top screen's fields are its own")
        XCTAssertTrue(window.processKey(.tab))
        XCTAssertTrue(form.focusedView === form.name)
    }
}
