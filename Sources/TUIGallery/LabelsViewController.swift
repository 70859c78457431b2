import TerminalUI

/// Labels: plain, styled, CJK and emoji (two columns each), emoji sequences whose width
/// terminals disagree on, combining marks, hostile text made harmless, truncation and
/// wrapping.
final class LabelsViewController: GalleryScreen {
    init() {
        super.init(title: "Label")
    }

    override func makeContent() -> View {
        let wrapped = Label("A long label wraps by words when numberOfLines allows it: the quick brown fox jumps over the lazy dog, twice, and then once more.")
        wrapped.numberOfLines = 3
        return StackView(arrangedSubviews: [
            Label("Plain text"),
            Label("Bold, underlined and dim", style: Style(attributes: [.bold, .underline])),
            Label("Colored: green on default", style: Style(foreground: .green)),
            Label("CJK: 東京の天気は晴れです (two columns each)"),
            Label("Emoji: 🎉 🚀 👍 😀 (two columns each)"),
            // Widths terminals disagree on (tmux 3.3 draws ⬆️ and 1️⃣ in one column, 👍🏽 in
            // four): nothing after them may shift, nothing of the screen before may stay.
            Label("Disputed widths: ⬆️ up 1️⃣ one 👍🏽 ok 🇯🇵 → flag | end"),
            Label("Combining: e\u{301}te\u{301} cafe\u{301}"),
            Label("Hostile: \u{1B}]0;pwned\u{07}title \u{1B}[2Jcleared \u{202E}reversed"),
            Label("Truncated: " + String(repeating: "long ", count: 60)),
            wrapped,
            Label("Right aligned", style: .plain).aligned(.right),
        ])
    }
}

private extension Label {
    func aligned(_ alignment: TextAlignment) -> Label {
        self.alignment = alignment
        return self
    }
}
