/// A one-line bar from `range.lowerBound` to `range.upperBound` on a scale: the span of
/// a day's temperatures within the week's, a job's time within a day. Ends fall on half
/// cells (╺ ━ ╸), so a bar moves in half-cell steps.
///
/// With no range (or no finite one) only the track is drawn. Use from the main queue only.
open class RangeBar: View {
    /// The whole axis the bar is placed on.
    public var scale: ClosedRange<Double> {
        didSet { setNeedsDisplay() }
    }

    /// The span drawn; nil draws only the track.
    public var range: ClosedRange<Double>? {
        didSet { setNeedsDisplay() }
    }

    /// The bar's style.
    public var style: Style = .plain {
        didSet { setNeedsDisplay() }
    }

    /// What fills the cells the bar does not cover (a space by default).
    public var trackSymbol: Character = " " {
        didSet { setNeedsDisplay() }
    }

    /// The track's style.
    public var trackStyle: Style = .dim {
        didSet { setNeedsDisplay() }
    }

    /// A bar for `range` on `scale`.
    public init(scale: ClosedRange<Double> = 0...1, range: ClosedRange<Double>? = nil, frame: Rect = .zero) {
        self.scale = scale
        self.range = range
        super.init(frame: frame)
    }

    /// The whole width, one line.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: min(1, size.height))
    }

    /// The first and last half cell the bar covers in `width` cells, nil when there is no bar.
    public func coveredHalves(width: Int) -> ClosedRange<Int>? {
        guard width > 0, let range, range.lowerBound.isFinite, range.upperBound.isFinite,
              scale.lowerBound.isFinite, scale.upperBound.isFinite else { return nil }
        let halves = width * 2
        let span = scale.upperBound - scale.lowerBound
        func position(_ value: Double) -> Double {
            guard span > 0 else { return 0 }
            return max(0, min(1, (value - scale.lowerBound) / span)) * Double(halves)
        }
        // The halves the continuous span touches; a point is the half it falls in.
        let first = min(halves - 1, Int(position(range.lowerBound).rounded(.down)))
        let last = max(first, min(halves - 1, Int(position(range.upperBound).rounded(.up)) - 1))
        return first...last
    }

    /// Draws the track, then the bar over the half cells it covers.
    open override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        guard width > 0, canvas.size.height > 0 else { return }
        if trackSymbol != " " {
            canvas.write(String(repeating: trackSymbol, count: width), at: .zero, style: trackStyle)
        }
        guard let covered = coveredHalves(width: width) else { return }
        for column in (covered.lowerBound / 2)...(covered.upperBound / 2) {
            let left = covered.contains(column * 2)
            let right = covered.contains(column * 2 + 1)
            let symbol = left && right ? "━" : left ? "╸" : "╺"
            canvas.write(symbol, at: Point(x: column, y: 0), style: style)
        }
    }
}
