/// A row of a table: a title and an optional detail line, plus whatever views a subclass
/// adds. Made by the data source (`dequeueReusableCell(withIdentifier:for:)`); the table
/// keeps it while its row is on the page, so bindings into its views keep updating the
/// row. Use from the main queue only.
open class TableViewCell: View {
    /// The identifier it was made for.
    public let reuseIdentifier: String?
    /// The row's title.
    public let textLabel = Label()
    /// A second, quieter line; not shown while empty.
    public let detailTextLabel = Label(textStyle: .secondary)

    /// Creates a cell for `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(textLabel)
        addSubview(detailTextLabel)
    }

    open override var baseClass: String { "cell" }
}
