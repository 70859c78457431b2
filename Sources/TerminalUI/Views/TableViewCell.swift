/// A row of a table: a view with a text label, drawn reversed when selected and bold
/// in yellow while highlighted.
///
/// Subclass it for custom rows (add subviews, override `layoutSubviews`, or read
/// `isSelected` and `isHighlighted` in `draw`/`drawOverSubviews`) and register the class
/// with the table to have cells reused.
open class TableViewCell: View {
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?

    /// The cell's main text, laid out over the whole cell.
    public let textLabel = Label()

    /// Whether the row is the table's selected row (set by the table).
    public internal(set) var isSelected = false

    /// Whether the row is newly arrived and should stand out (the Rx data sources set it
    /// for a short while after a row is inserted; cleared on reuse). The base cell draws
    /// a highlighted row bold, in yellow where no colour was set.
    public var isHighlighted = false {
        didSet {
            if isHighlighted != oldValue { setNeedsDisplay() }
        }
    }

    /// Creates a cell for reuse under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(textLabel)
    }

    /// Clears the cell before the table hands it out again (and cancels its image
    /// views' loads, which were for its old row); subclasses call super.
    open func prepareForReuse() {
        textLabel.text = nil
        isSelected = false
        isHighlighted = false
        cancelImageLoads(in: self)
    }

    /// Called by the table when the row leaves the screen (scrolled away, reloaded or
    /// deleted) and the cell goes to the reuse pool: the base cancels the loads of the
    /// cell's image views, so pictures no one will see are not fetched (UIKit's
    /// `didEndDisplaying`). Subclasses call super.
    open func didEndDisplaying() {
        cancelImageLoads(in: self)
    }

    private func cancelImageLoads(in view: View) {
        for subview in view.subviews {
            if let imageView = subview as? ImageView {
                imageView.cancelImageLoad()
            }
            cancelImageLoads(in: subview)
        }
    }

    /// Lays the text label over the whole cell.
    open override func layoutSubviews() {
        textLabel.frame = bounds
    }

    /// Marks a highlighted row and reverses a selected one, whatever its subviews drew.
    open override func drawOverSubviews(into canvas: inout Canvas) {
        if isHighlighted {
            canvas.highlight(canvas.bounds)
        }
        if isSelected {
            canvas.addAttributes(.reverse, in: canvas.bounds)
        }
    }
}

extension Canvas {
    /// Makes the cells of `rect` bold, and yellow where they have no foreground colour.
    fileprivate mutating func highlight(_ rect: Rect) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        buffer.updateStyles(in: area) { style in
            style.attributes.formUnion(.bold)
            if style.foreground == nil { style.foreground = .yellow }
        }
    }
}
