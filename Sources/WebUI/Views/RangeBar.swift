import RxCore

/// A bar showing where a range lies within a scale, like a day's low and high
/// temperatures against the week's, drawn as SVG. Use from the main queue only.
open class RangeBar: View {
    /// The whole scale, left edge to right edge.
    public var scale: ClosedRange<Double> {
        didSet { if scale != oldValue { enqueue(.content(view: self)) } }
    }

    /// The range drawn; nil draws only the track.
    public var range: ClosedRange<Double>? {
        didSet { if range != oldValue { enqueue(.content(view: self)) } }
    }

    /// Creates a bar for `range` within `scale`.
    public init(scale: ClosedRange<Double> = 0...1, range: ClosedRange<Double>? = nil) {
        self.scale = scale
        self.range = range
        super.init()
    }

    open override var baseClass: String { "rangebar" }

    /// The range's start and end as fractions of the scale (clamped to it), nil when
    /// there is no range or the scale is empty.
    public var fractions: (start: Double, end: Double)? {
        guard let range, scale.upperBound > scale.lowerBound else { return nil }
        let span = scale.upperBound - scale.lowerBound
        func fraction(_ value: Double) -> Double { min(1, max(0, (value - scale.lowerBound) / span)) }
        return (fraction(range.lowerBound), fraction(range.upperBound))
    }

    open override func renderContent(into html: inout HTML) {
        html.open("svg", [("viewBox", "0 0 100 10"), ("preserveAspectRatio", "none"), ("aria-hidden", "true")])
        html.open("rect", [("class", "track"), ("x", "0"), ("y", "2"), ("width", "100"), ("height", "6"), ("rx", "3")])
        html.close("rect")
        if let fractions {
            let start = fractions.start * 100
            let width = max(1.5, (fractions.end - fractions.start) * 100)
            html.open("rect", [("class", "range"), ("x", BarChartView.number(min(start, 100 - width))), ("y", "2"),
                               ("width", BarChartView.number(width)), ("height", "6"), ("rx", "3")])
            html.close("rect")
        }
        html.close("svg")
    }
}

extension Reactive where Base: RangeBar {
    /// Binds the range (on the main queue).
    public var range: Binder<ClosedRange<Double>?> {
        Binder(base) { bar, range in
            bar.range = range
        }
    }
}
