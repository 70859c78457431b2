/// A row of a table: a view with a text label, drawn reversed when selected.
///
/// Subclass it for custom rows (add subviews, override `layoutSubviews`) and register
/// the class with the table to have cells reused.
open class TableViewCell: View {
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?

    /// The cell's main text, laid out over the whole cell.
    public let textLabel = Label()

    /// Whether the row is the table's selected row (set by the table).
    public internal(set) var isSelected = false

    /// Creates a cell for reuse under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(textLabel)
    }

    /// Clears the cell before the table hands it out again; subclasses call super.
    open func prepareForReuse() {
        textLabel.text = nil
        isSelected = false
    }

    /// Lays the text label over the whole cell.
    open override func layoutSubviews() {
        textLabel.frame = bounds
    }

    /// Reverses the row when it is selected, whatever its subviews drew.
    open override func drawOverSubviews(into canvas: inout Canvas) {
        if isSelected {
            canvas.addAttributes(.reverse, in: canvas.bounds)
        }
    }
}
