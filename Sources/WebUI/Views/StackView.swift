/// The direction a stack lays its views out in.
public enum StackAxis: String, Sendable {
    /// Top to bottom.
    case vertical
    /// Left to right (wrapping on a narrow page).
    case horizontal
}

/// Lays its arranged views out in a column or a row (UIStackView's role); the page's
/// stylesheet does the layout. Use from the main queue only.
open class StackView: View {
    /// The direction.
    public var axis: StackAxis {
        didSet { if axis != oldValue { enqueue(.attribute(slot: slot, name: "class", value: classNames)) } }
    }

    /// The space between views: "none", "small", "normal" (the default) or "large".
    public var spacing: Spacing {
        didSet { if spacing != oldValue { enqueue(.attribute(slot: slot, name: "class", value: classNames)) } }
    }

    /// Space between a stack's views.
    public enum Spacing: String, Sendable {
        /// None.
        case none
        /// A little.
        case small
        /// The usual.
        case normal
        /// A lot.
        case large
    }

    /// The views laid out, in order (the subviews).
    public var arrangedSubviews: [View] { subviews }

    /// Creates a stack of `arrangedSubviews`.
    public init(arrangedSubviews: [View] = [], axis: StackAxis = .vertical, spacing: Spacing = .normal) {
        self.axis = axis
        self.spacing = spacing
        super.init()
        arrangedSubviews.forEach(addSubview)
    }

    /// Adds `view` at the end.
    public func addArrangedSubview(_ view: View) {
        addSubview(view)
    }

    open override var baseClass: String { "stack" }
    open override var stateClasses: [String] { [axis.rawValue, "spacing-" + spacing.rawValue] }
}
