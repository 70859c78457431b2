/// One cell of the screen: a grapheme cluster and its style.
///
/// A two-column grapheme occupies its cell and the next one; the next one is then a
/// continuation cell (empty `symbol`) that is never written itself.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn in the cell: " " when blank, "" for a continuation cell.
    public var symbol: String
    /// How the cell is drawn.
    public var style: Style

    /// Creates a cell.
    public init(symbol: String = " ", style: Style = .plain) {
        self.symbol = symbol
        self.style = style
    }

    /// A blank cell in the default style.
    public static let blank = Cell()

    /// The cell covered by the right half of a wide grapheme.
    public static func continuation(style: Style) -> Cell {
        Cell(symbol: "", style: style)
    }

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { symbol.isEmpty }
}
