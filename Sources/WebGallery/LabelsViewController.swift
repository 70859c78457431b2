import Foundation
import WebUI

/// Labels in every text style, wrapping, text in other scripts, and links (only http(s)
/// ones become links).
final class LabelsViewController: DemoViewController {
    init() {
        super.init(title: "Label")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.addArrangedSubview(card("Text styles", [
            Label("A title", textStyle: .title),
            Label("A headline", textStyle: .headline),
            Label("Body text wraps at the column's width, however long it runs; the page lays it out, not the server. "
                  + "Resize the window or turn the phone to see it flow.", textStyle: .body),
            Label("Secondary text, for what matters less", textStyle: .secondary),
            Label("A caption · 3 min ago", textStyle: .caption),
            Label("let monospaced = \"fixed width\"", textStyle: .monospaced),
            Label("21°", textStyle: .display),
        ]))
        let oneLine = Label("One line only: this label is cut with an ellipsis instead of wrapping, whatever the width of the page is.")
        oneLine.numberOfLines = 1
        stack.addArrangedSubview(card("Wrapping", [oneLine]))
        stack.addArrangedSubview(card("Any script", [
            Label("日本語のテキスト、中文文本、한국어 텍스트"),
            Label("Emoji: 👩‍💻 🇳🇴 🌦️ ❤️"),
            Label("العربية تُكتب من اليمين إلى اليسار"),
        ]))
        stack.addArrangedSubview(card("Links", [
            LinkLabel("swift.org (opens a new tab, sends no referrer)", url: URL(string: "https://www.swift.org")),
            LinkLabel("javascript:alert(1) is shown as text, never a link", url: URL(string: "javascript:alert(1)")),
        ]))
    }
}
