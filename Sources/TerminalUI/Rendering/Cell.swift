/// One cell of the screen: a grapheme cluster and its style.
///
/// A two-column grapheme occupies its cell and the next one; the next one is then a
/// continuation cell (empty `symbol`) that is never written itself.
///
/// Cells are plain values (the grapheme's bytes are stored inline, see `Glyph`): making,
/// copying and comparing them allocates nothing. Two cells are equal when their symbols
/// have the same UTF-8 bytes and their styles are equal.
public struct Cell: Hashable, Sendable {
    /// The grapheme and its width.
    var glyph: Glyph
    /// How the cell is drawn.
    public var style: Style

    /// The grapheme cluster drawn in the cell: " " when blank, "" for a continuation cell.
    public var symbol: String {
        get { glyph.string }
        set { glyph = Glyph(newValue) }
    }

    /// Creates a cell.
    public init(symbol: String = " ", style: Style = .plain) {
        self.glyph = symbol == " " ? .space : Glyph(symbol)
        self.style = style
    }

    init(glyph: Glyph, style: Style) {
        self.glyph = glyph
        self.style = style
    }

    /// A blank cell in the default style.
    public static let blank = Cell()

    /// The cell covered by the right half of a wide grapheme.
    public static func continuation(style: Style) -> Cell {
        Cell(glyph: .empty, style: style)
    }

    /// Whether this cell is the right half of a wide grapheme.
    public var isContinuation: Bool { glyph.isEmpty }

    /// The columns its symbol takes (`DisplayWidth.of(symbol)`).
    var width: Int { Int(glyph.width) }
}
