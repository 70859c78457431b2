import TerminalUI

/// The weather screen's layout: the search row on the first line, the status bar on the
/// last, and the content between them (cut at the bottom when the terminal is short,
/// never the status bar). Main queue only.
final class WeatherScreenView: View {
    let searchRow: View
    let content: View
    let statusBar: StatusBar

    init(searchRow: View, content: View, statusBar: StatusBar) {
        self.searchRow = searchRow
        self.content = content
        self.statusBar = statusBar
        super.init()
        addSubview(searchRow)
        addSubview(content)
        addSubview(statusBar)
    }

    override func layoutSubviews() {
        let width = frame.width
        let height = frame.height
        searchRow.frame = Rect(x: 0, y: 0, width: width, height: min(1, height))
        statusBar.frame = Rect(x: 0, y: max(1, height - 1), width: width, height: height > 1 ? 1 : 0)
        content.frame = Rect(x: 0, y: min(1, height), width: width, height: max(0, height - 2))
    }
}
