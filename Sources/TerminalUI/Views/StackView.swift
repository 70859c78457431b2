/// The direction a stack lays out its views.
public enum StackAxis: Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right.
    case horizontal
}

/// A view that lays out its arranged views one after another along an axis, each
/// filling the stack across the axis. Hidden views take no space.
///
/// Along the axis, a view whose `sizeThatFits` asks for less than what is left gets
/// what it asks for (labels, banners); views that ask for everything (tables, plain
/// views) share what remains equally, the first ones getting any odd cell.
open class StackView: View {
    /// The direction of the layout.
    public var axis: StackAxis {
        didSet { setNeedsLayout() }
    }

    /// Blank cells between neighbouring visible views.
    public var spacing: Int {
        didSet { setNeedsLayout() }
    }

    /// The views the stack lays out, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// Creates a stack of `arrangedSubviews`.
    public init(arrangedSubviews: [View] = [], axis: StackAxis = .vertical, spacing: Int = 0, frame: Rect = .zero) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: frame)
        arrangedSubviews.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the stack.
    open func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Takes `view` out of the stack and out of the view tree.
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        view.removeFromSuperview()
    }

    private func length(of size: Size) -> Int { axis == .vertical ? size.height : size.width }
    private func breadth(of size: Size) -> Int { axis == .vertical ? size.width : size.height }
    private func size(length: Int, breadth: Int) -> Size {
        axis == .vertical ? Size(width: breadth, height: length) : Size(width: length, height: breadth)
    }

    /// The lengths along the axis given to the visible views, for a total `available`.
    private func lengths(for visible: [View], in bounds: Size) -> [Int] {
        let total = length(of: bounds)
        let across = breadth(of: bounds)
        var remaining = max(0, total - spacing * max(0, visible.count - 1))
        var lengths = Array(repeating: 0, count: visible.count)
        var flexible: [Int] = []
        for (index, view) in visible.enumerated() {
            let wanted = length(of: view.sizeThatFits(size(length: remaining, breadth: across)))
            if wanted >= remaining {
                flexible.append(index)
            } else {
                lengths[index] = wanted
                remaining -= wanted
            }
        }
        if !flexible.isEmpty {
            let share = remaining / flexible.count
            let extra = remaining % flexible.count
            for (order, index) in flexible.enumerated() {
                lengths[index] = share + (order < extra ? 1 : 0)
            }
        }
        return lengths
    }

    /// Places the visible arranged views one after another.
    open override func layoutSubviews() {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let lengths = lengths(for: visible, in: frame.size)
        var position = 0
        for (view, length) in zip(visible, lengths) {
            let origin = axis == .vertical ? Point(x: 0, y: position) : Point(x: position, y: 0)
            view.frame = Rect(origin: origin, size: size(length: length, breadth: breadth(of: frame.size)))
            position += length + spacing
        }
    }

    /// The sum of the visible views' wishes along the axis (plus spacing), and the
    /// largest across it, within `size`.
    open override func sizeThatFits(_ size: Size) -> Size {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var along = 0
        var across = 0
        for view in visible {
            let wanted = view.sizeThatFits(self.size(length: max(0, length(of: size) - along), breadth: breadth(of: size)))
            along += length(of: wanted)
            across = max(across, breadth(of: wanted))
        }
        along += spacing * max(0, visible.count - 1)
        return self.size(length: min(along, length(of: size)), breadth: min(across, breadth(of: size)))
    }
}
