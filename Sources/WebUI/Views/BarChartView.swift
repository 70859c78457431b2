import Foundation
import RxCore

/// A column chart drawn as SVG: one bar per value with its label under it and its value
/// over it; a nil value leaves a gap. Bars start at zero, so negative values hang below
/// the axis. The chart scales with the page's width. Use from the main queue only.
open class BarChartView: View {
    /// The values, one bar each.
    public var values: [Double?] = [] {
        didSet { if values != oldValue { enqueue(.content(view: self)) } }
    }

    /// The labels under the bars, in order (missing ones are blank).
    public var labels: [String] = [] {
        didSet { if labels != oldValue { enqueue(.content(view: self)) } }
    }

    /// Writes a value over its bar; whole numbers by default.
    public var valueFormatter: (Double) -> String = { value in
        String(Int(value.rounded()))
    }

    /// Creates an empty chart.
    public override init() {
        super.init()
    }

    open override var baseClass: String { "barchart" }

    /// The lowest and highest values drawn (zero always within), nil without values.
    public var scale: (lower: Double, upper: Double)? {
        let present = values.compactMap { $0 }.filter(\.isFinite)
        guard let low = present.min(), let high = present.max() else { return nil }
        let lower = min(0, low)
        let upper = max(0, high)
        return (lower, upper == lower ? lower + 1 : upper)
    }

    open override func renderContent(into html: inout HTML) {
        let column = 48.0
        let width = max(1, Double(values.count)) * column
        let top = 22.0
        let plot = 120.0
        let height = top + plot + 24
        let description = zip(labels + Array(repeating: "", count: max(0, values.count - labels.count)), values)
            .map { label, value in "\(label) \(value.map(valueFormatter) ?? "none")" }.joined(separator: ", ")
        html.open("svg", [("viewBox", "0 0 \(Self.number(width)) \(Self.number(height))"), ("role", "img"),
                          ("aria-label", accessibilityLabel ?? description), ("preserveAspectRatio", "xMidYMid meet")])
        guard let scale else {
            html.close("svg")
            return
        }
        let unit = plot / (scale.upper - scale.lower)
        let zero = top + scale.upper * unit
        html.void("line", [("class", "axis"), ("x1", "0"), ("x2", Self.number(width)), ("y1", Self.number(zero)), ("y2", Self.number(zero))])
        html.close("line")
        for (index, value) in values.enumerated() {
            let x = Double(index) * column
            if let value, value.isFinite {
                let barTop = value >= 0 ? zero - value * unit : zero
                let barHeight = max(1, abs(value) * unit)
                html.open("rect", [("class", value >= 0 ? "bar" : "bar negative"), ("x", Self.number(x + 8)), ("y", Self.number(barTop)),
                                   ("width", Self.number(column - 16)), ("height", Self.number(barHeight)), ("rx", "3")])
                html.close("rect")
                let labelY = value >= 0 ? barTop - 6 : barTop + barHeight + 14
                html.element("text", [("class", "value"), ("x", Self.number(x + column / 2)), ("y", Self.number(labelY)),
                                      ("text-anchor", "middle")], text: valueFormatter(value))
            }
            if index < labels.count {
                html.element("text", [("class", "label"), ("x", Self.number(x + column / 2)), ("y", Self.number(height - 6)),
                                      ("text-anchor", "middle")], text: labels[index])
            }
        }
        html.close("svg")
    }

    /// A coordinate with at most one decimal.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension Reactive where Base: BarChartView {
    /// Binds the values (on the main queue).
    public var values: Binder<[Double?]> {
        Binder(base) { chart, values in
            chart.values = values
        }
    }
}
