import TerminalUI

/// The weather screen's layout: the search row on the first line, the status bar on the
/// last, and between them the sections (the error, the hint, the weather now, the
/// chart, the days) one under another with a blank line between, in that order of
/// importance: each gets the lines it asks for while any are left, so on a short
/// terminal the last ones are cut at the bottom or left out, and no two ever share a
/// line. (A stack shares the lines among views that all ask for more than is left,
/// which below ~10 lines gave the error and the hint each other's rows.) Hidden sections
/// and sections with nothing to show take no line and no blank. Main queue only.
final class WeatherScreenView: View {
    let searchRow: View
    /// Top to bottom, most important first.
    let sections: [View]
    let statusBar: StatusBar

    /// The blank lines between two sections.
    static let spacing = 1

    init(searchRow: View, sections: [View], statusBar: StatusBar) {
        self.searchRow = searchRow
        self.sections = sections
        self.statusBar = statusBar
        super.init()
        addSubview(searchRow)
        sections.forEach(addSubview)
        addSubview(statusBar)
    }

    override func layoutSubviews() {
        let width = frame.width
        let height = frame.height
        searchRow.frame = Rect(x: 0, y: 0, width: width, height: min(1, height))
        statusBar.frame = Rect(x: 0, y: max(1, height - 1), width: width, height: height > 1 ? 1 : 0)
        let bottom = max(min(1, height), height - 1)
        var next = min(1, height)
        var placedAny = false
        for section in sections where !section.isHidden {
            let top = min(bottom, placedAny ? next + WeatherScreenView.spacing : next)
            let left = bottom - top
            let rows = left > 0 ? min(left, max(0, section.sizeThatFits(Size(width: width, height: left)).height)) : 0
            section.frame = Rect(x: 0, y: top, width: width, height: rows)
            if rows > 0 {
                next = top + rows
                placedAny = true
            }
        }
    }
}
