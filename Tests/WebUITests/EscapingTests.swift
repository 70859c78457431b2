import Foundation
import XCTest
@testable import WebUI

/// Hostile text from data is shown as text: escaped in markup, cleaned of control
/// characters, quoted safely in the stream, and never a link unless http(s).
final class EscapingTests: XCTestCase {
    func test_markupCharacters_becomeReferences() {
        XCTAssertEqual(HTML.escape("<script>alert('x')</script> & \"q\""),
                       "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;")
    }

    func test_controlCharacters_andBidiOverrides_areDropped_tabsAndNewlinesKept() {
        XCTAssertEqual(HTML.escape("a\u{1B}[31mb\u{07}c\u{0}d\u{9B}e\u{202E}f\u{2066}g\th\ni"), "a[31mbcdefg\th\ni")
        XCTAssertEqual(TextCleaning.clean("x\u{1B}]0;t\u{07}y"), "x]0;ty")
    }

    func test_aLabel_rendersHostileTextAsText() {
        let label = Label("<img src=x onerror=alert(1)>")
        XCTAssertEqual(label.renderedMarkup, "<p data-slot=\"\(label.slot)\" class=\"label body\">&lt;img src=x onerror=alert(1)&gt;</p>")
    }

    func test_attributes_areEscaped() {
        let field = TextField(text: "\" onfocus=\"alert(1)", placeholder: "<b>")
        XCTAssertTrue(field.renderedMarkup.contains("value=\"&quot; onfocus=&quot;alert(1)\""), field.renderedMarkup)
        XCTAssertTrue(field.renderedMarkup.contains("placeholder=\"&lt;b&gt;\""))
    }

    func test_aStyleName_cannotBreakOutOfItsAttribute() {
        let view = View()
        view.styleName = "card\" onclick=\"alert(1)"
        XCTAssertEqual(view.styleName, "cardonclickalert1")
    }

    func test_links_areHttpOnly_andOpenWithoutOpenerOrReferrer() {
        let link = LinkLabel("site", url: URL(string: "https://example.org/a?b=<c>"))
        XCTAssertTrue(link.renderedMarkup.hasPrefix("<a "), link.renderedMarkup)
        XCTAssertTrue(link.renderedMarkup.contains("rel=\"noopener noreferrer\""))
        XCTAssertTrue(link.renderedMarkup.contains("target=\"_blank\""))
        for hostile in ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "vbscript:x", "http:relative"] {
            let unsafe = LinkLabel("x", url: URL(string: hostile))
            XCTAssertTrue(unsafe.renderedMarkup.hasPrefix("<span "), "\(hostile): \(unsafe.renderedMarkup)")
            XCTAssertFalse(unsafe.renderedMarkup.contains("href"))
        }
    }

    func test_imagesComeOnlyFromThisServersPictures() {
        XCTAssertTrue(ImageView(imagePath: "/img/a.png").renderedMarkup.contains("src=\"/img/a.png\""))
        for path in ["https://tracker.example/p.gif", "javascript:alert(1)", "/img/../live/input", "//evil.example/x.png"] {
            XCTAssertFalse(ImageView(imagePath: path).renderedMarkup.contains("<img"), path)
        }
    }

    func test_streamText_isQuotedSoNothingCanEndTheEventOrAScript() {
        XCTAssertEqual(JSONText.quote("a\nb\"c\\</script>\u{2028}\u{1}"), "\"a\\nb\\\"c\\\\\\u003c/script>\\u2028\\u0001\"")
    }

    func test_textSentInAPatch_isCleaned() throws {
        let label = Label()
        let harness = LivePageHarness(root: TestScreen(label))
        _ = harness.events()
        label.text = "red\u{1B}[31m </p><script>x</script>"
        harness.endTurn()
        let operation = try XCTUnwrap(try harness.patchOperations().first)
        XCTAssertEqual(operation[2] as? String, "red[31m </p><script>x</script>", "sent as text: the page sets textContent")
    }

    func test_titlesAndHelp_areEscaped() {
        let screen = TestScreen(Label())
        screen.title = "<b>bold</b>"
        screen.keyCommands = [KeyCommand(key: .character("x"), title: "<i>do</i>")]
        let navigation = NavigationController(rootViewController: screen)
        let markup = navigation.view.renderedMarkup
        XCTAssertTrue(markup.contains("&lt;b&gt;bold&lt;/b&gt;"))
        XCTAssertTrue(markup.contains("&lt;i&gt;do&lt;/i&gt;"))
        XCTAssertFalse(markup.contains("<b>"))
        XCTAssertFalse(markup.contains("<i>"))
    }
}
