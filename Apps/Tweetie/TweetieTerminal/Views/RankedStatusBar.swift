import TerminalUI

/// A status bar that makes room for its message: when the key hints and the message do
/// not both fit, the hints least important (by `importance`) are left out first, down to
/// the most important one; the `?` help lists every key anyway. Hints keep their order.
///
/// TerminalUI's bar keeps every hint that fits and cuts the message, which at 80 columns
/// cut "N new ↑ (g)" and the update time; a timeline's status says more than a hint.
/// Use from the main queue only.
final class RankedStatusBar: StatusBar {
    /// Keys (as the hints name them) from most to least important; hints not named go
    /// first.
    let importance: [String]

    /// A bar showing `hints` in order, leaving out those last in `importance` first.
    init(hints: [KeyHint], importance: [String]) {
        self.importance = importance
        super.init(hints: hints)
    }

    /// The hints shown beside `message` at `width`: all of them if they fit beside the
    /// whole message, else without the least important until they do (at least one stays).
    func shownHints(width: Int) -> [KeyHint] {
        let messageWidth = message.map(\.displayWidth) ?? 0
        var shown = hints
        // The base bar: a column before the first hint, two after each, one at the end.
        func needed(_ hints: [KeyHint]) -> Int {
            hints.reduce(2) { $0 + $1.key.displayWidth + 1 + $1.title.displayWidth + 2 } + messageWidth
        }
        while shown.count > 1, needed(shown) > width {
            let rank = { (hint: KeyHint) in self.importance.firstIndex(of: hint.key) ?? -1 }
            guard let least = shown.indices.max(by: { rank(shown[$0]) < rank(shown[$1]) }) else { break }
            shown.remove(at: least)
        }
        return shown
    }

    /// Draws as the base bar does, with the hints that make room for the message.
    override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: Cell(symbol: " ", style: style))
        var x = 1
        for hint in shownHints(width: width) {
            guard x + hint.key.displayWidth + 1 + hint.title.displayWidth <= width - 1 else { break }
            x += canvas.write(hint.key, at: Point(x: x, y: 0), style: style.adding(.bold))
            x += 1
            x += canvas.write(hint.title, at: Point(x: x, y: 0), style: style)
            x += 2
        }
        guard let message, !message.isEmpty, width - 1 - x > 0 else { return }
        let shown = TextLayout.truncate(message, toWidth: width - 1 - x)
        canvas.write(shown, at: Point(x: width - 1 - shown.displayWidth, y: 0), style: style)
    }
}
