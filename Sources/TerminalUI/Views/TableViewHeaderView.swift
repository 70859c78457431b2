/// A section header of a table: one line with the section's title, in the table's
/// `headerStyle` across the whole width. Made and reused by the table only.
final class TableViewHeaderView: Label {
    init() {
        super.init()
    }
}
