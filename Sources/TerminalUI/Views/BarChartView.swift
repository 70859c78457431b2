/// A column chart with axes: one column per value, its height stepping by an eighth of
/// a line (▁▂▃▄▅▆▇█), a value axis labelled with the lowest and highest value, and a
/// category axis with tick labels under the columns that have one.
///
/// Lines from the top: the columns (`height − 2` lines), the axis line, the labels.
/// The value labels sit left of the axis at the top and bottom line (the top one only,
/// when the columns have one line).
/// Columns share the width left of the value labels equally (one column a value, a
/// blank between columns when they are at least 3 cells wide); values beyond the width
/// are not shown. A nil value leaves its column empty. The scale runs from the lowest
/// value rounded down to the highest rounded up, and the lowest value still shows an
/// eighth, so every known value is visible. Use from the main queue only.
open class BarChartView: View {
    /// The values, one column each, left to right.
    public var values: [Double?] = [] {
        didSet { setNeedsDisplay() }
    }

    /// A tick label per value ("" for none); drawn where it fits without touching the
    /// label before it. Sanitized when drawn.
    public var labels: [String] = [] {
        didSet { setNeedsDisplay() }
    }

    /// Writes a value for the value axis (whole numbers by default).
    public var valueFormatter: (Double) -> String = { value in
        "\(Int(max(-1e15, min(1e15, value)).rounded()))"
    }

    /// The columns' style.
    public var barStyle: Style = .plain {
        didSet { setNeedsDisplay() }
    }

    /// The axes' and labels' style.
    public var axisStyle: Style = .dim {
        didSet { setNeedsDisplay() }
    }

    /// The lines the chart asks for (columns, axis line and labels).
    public var preferredHeight = 8 {
        didSet { superview?.setNeedsLayout() }
    }

    /// The partial blocks, from empty to full, by eighths.
    static let eighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A chart with no values.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The whole width, `preferredHeight` lines (at least 3).
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(max(3, preferredHeight), size.height))
    }

    /// The scale's bottom and top: the finite values' range widened to whole numbers
    /// (one apart at least); nil when no value is finite.
    public var scale: (lower: Double, upper: Double)? {
        let finite = values.compactMap { $0 }.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return nil }
        let lower = low.rounded(.down)
        var upper = high.rounded(.up)
        if upper <= lower { upper = lower + 1 }
        return (lower, upper)
    }

    /// Draws the value axis and its labels, the columns, and the category axis with its ticks.
    open override func draw(into canvas: inout Canvas) {
        let plotHeight = canvas.size.height - 2
        guard plotHeight >= 1, canvas.size.width >= 4 else { return }
        let scale = self.scale
        let top = scale.map { sanitize(valueFormatter($0.upper)) } ?? ""
        let bottom = scale.map { sanitize(valueFormatter($0.lower)) } ?? ""
        let labelWidth = max(top.displayWidth, bottom.displayWidth)
        let axisX = labelWidth
        let plotX = axisX + 1
        let plotWidth = canvas.size.width - plotX
        guard plotWidth >= 1 else { return }

        // The value axis.
        canvas.write(top, at: Point(x: labelWidth - top.displayWidth, y: 0), style: axisStyle)
        if plotHeight > 1 {
            canvas.write(bottom, at: Point(x: labelWidth - bottom.displayWidth, y: plotHeight - 1), style: axisStyle)
        }
        for row in 0..<plotHeight {
            let marked = scale != nil && (row == 0 || row == plotHeight - 1)
            canvas.write(marked ? "┤" : "│", at: Point(x: axisX, y: row), style: axisStyle)
        }
        canvas.write("└" + String(repeating: "─", count: plotWidth), at: Point(x: axisX, y: plotHeight), style: axisStyle)

        guard !values.isEmpty else { return }
        let columnWidth = max(1, plotWidth / values.count)
        let barWidth = columnWidth >= 3 ? columnWidth - 1 : columnWidth
        let shown = min(values.count, plotWidth / columnWidth)

        // The columns.
        if let scale {
            let total = plotHeight * 8
            for index in 0..<shown {
                guard let value = values[index], value.isFinite else { continue }
                let fraction = (value - scale.lower) / (scale.upper - scale.lower)
                let height = 1 + Int((max(0, min(1, fraction)) * Double(total - 1)).rounded())
                let x = plotX + index * columnWidth
                for row in 0..<plotHeight {
                    let filled = max(0, min(8, height - row * 8))
                    guard filled > 0 else { break }
                    let block = String(repeating: BarChartView.eighths[filled], count: barWidth)
                    canvas.write(block, at: Point(x: x, y: plotHeight - 1 - row), style: barStyle)
                }
            }
        }

        // Ticks and their labels.
        var labelsEnd = plotX
        for index in 0..<min(shown, labels.count) {
            let label = sanitize(labels[index])
            guard !label.isEmpty else { continue }
            let x = plotX + index * columnWidth
            guard x >= labelsEnd, x + label.displayWidth <= canvas.size.width else { continue }
            canvas.write("┬", at: Point(x: x, y: plotHeight), style: axisStyle)
            canvas.write(label, at: Point(x: x, y: plotHeight + 1), style: axisStyle)
            labelsEnd = x + label.displayWidth + 1
        }
    }
}
