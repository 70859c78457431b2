/// A grid of cells, W×H: what a frame draws into and what the renderer compares with
/// the previous frame.
///
/// Writes outside the grid (or outside a given clip rectangle) are dropped, never trapped.
/// The grid stays consistent: overwriting half of a wide grapheme blanks the other half.
public struct Buffer: Hashable, Sendable {
    /// The number of columns and rows.
    public let size: Size
    /// The cells, row after row.
    public private(set) var cells: [Cell]
    /// Pictures placed over cells, for terminals that show pixels; empty otherwise.
    public internal(set) var graphics: [GraphicPlacement] = []

    /// A buffer of `size` filled with `cell` (blank by default).
    public init(size: Size, filledWith cell: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        self.cells = Array(repeating: cell, count: size.width * size.height)
    }

    /// A buffer of `width`×`height` blank cells.
    public init(width: Int, height: Int) {
        self.init(size: Size(width: width, height: height))
    }

    /// The whole grid as a rectangle at the origin.
    public var area: Rect { Rect(origin: .zero, size: size) }

    /// The cell at (`x`, `y`), or nil outside the grid.
    public subscript(x: Int, y: Int) -> Cell? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        return cells[y * size.width + x]
    }

    /// Sets the cell at `point` (dropped outside the grid), keeping wide graphemes whole.
    public mutating func setCell(_ cell: Cell, at point: Point) {
        guard area.contains(point) else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            Self.put(cell, at: point.y * width + point.x, x: point.x, width: width, in: cells)
        }
    }

    /// Sets `cells[index]` (column `x` of a row `width` wide), blanking the other half of
    /// a wide grapheme it breaks.
    @inline(__always)
    private static func put(_ cell: Cell, at index: Int, x: Int, width: Int, in cells: UnsafeMutableBufferPointer<Cell>) {
        if cells[index].isContinuation, x > 0 {
            cells[index - 1].glyph = .space
        }
        if cells[index].glyph.width == 2, x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].glyph = .space
        }
        cells[index] = cell
    }

    /// Fills `rect` (clipped to the grid) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let clipped = rect.intersection(area)
        guard !clipped.isEmpty else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in clipped.minY..<clipped.maxY {
                for x in clipped.minX..<clipped.maxX {
                    Self.put(cell, at: y * width + x, x: x, width: width, in: cells)
                }
            }
        }
    }

    /// Writes `text` on one line from `point`, grapheme by grapheme, and returns the
    /// number of columns written.
    ///
    /// Text is clipped to `clip` (the whole grid by default): a wide grapheme that does
    /// not fit whole is not drawn. Graphemes of width 0 (controls, lone marks) are
    /// skipped, so nothing written here can move the terminal's cursor; data text should
    /// still go through `sanitize` to remove escape sequences' printable remainder.
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let bounds = (clip ?? area).intersection(area)
        guard point.y >= bounds.minY, point.y < bounds.maxY else { return 0 }
        let width = size.width
        let rowStart = point.y * width
        var x = point.x
        withUTF8Bytes(text) { bytes in
            cells.withUnsafeMutableBufferPointer { cells in
                var scanner = GraphemeScanner(bytes)
                while x < bounds.maxX, let grapheme = scanner.next() {
                    let graphemeWidth = grapheme.width
                    if graphemeWidth == 0 { continue }
                    if x + graphemeWidth > bounds.maxX { break }
                    if x >= bounds.minX {
                        let glyph = grapheme.end - grapheme.start == 1
                            ? Glyph(ascii: bytes[grapheme.start])
                            : Glyph(UnsafeBufferPointer(rebasing: bytes[grapheme.start..<grapheme.end]), width: graphemeWidth, reach: grapheme.reach)
                        Self.put(Cell(glyph: glyph, style: style), at: rowStart + x, x: x, width: width, in: cells)
                        if graphemeWidth == 2 {
                            Self.put(.continuation(style: style), at: rowStart + x + 1, x: x + 1, width: width, in: cells)
                        }
                    } else if x + graphemeWidth > bounds.minX {
                        // The left half is clipped: show a blank for the visible half.
                        Self.put(Cell(glyph: .space, style: style), at: rowStart + bounds.minX, x: bounds.minX, width: width, in: cells)
                    }
                    x += graphemeWidth
                }
            }
        }
        return max(0, x - max(point.x, bounds.minX))
    }

    /// Applies `style` to every cell of `rect` (clipped), keeping the symbols.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        updateStyles(in: rect) { $0 = style }
    }

    /// Changes the style of every cell of `rect` (clipped) with `change`.
    mutating func updateStyles(in rect: Rect, _ change: (inout Style) -> Void) {
        let clipped = rect.intersection(area)
        guard !clipped.isEmpty else { return }
        let width = size.width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in clipped.minY..<clipped.maxY {
                for index in (y * width + clipped.minX)..<(y * width + clipped.maxX) {
                    change(&cells[index].style)
                }
            }
        }
    }

    /// Moves the rows of `rows` up by `amount` lines (down when negative), as a terminal
    /// scrolls a region: rows moved past the region's edge are lost, the rows left
    /// behind are blank. Rows outside `rows` do not move.
    mutating func scrollRows(_ rows: ClosedRange<Int>, by amount: Int) {
        let top = max(0, rows.lowerBound)
        let bottom = min(size.height - 1, rows.upperBound)
        guard top <= bottom, amount != 0, size.width > 0 else { return }
        let width = size.width
        let count = bottom - top + 1
        let shift = min(abs(amount), count)
        if amount > 0 {
            for y in top...bottom {
                let source = y + shift
                for x in 0..<width {
                    cells[y * width + x] = source <= bottom ? cells[source * width + x] : .blank
                }
            }
        } else {
            for y in stride(from: bottom, through: top, by: -1) {
                let source = y - shift
                for x in 0..<width {
                    cells[y * width + x] = source >= top ? cells[source * width + x] : .blank
                }
            }
        }
    }

    /// Roughly the bytes that writing row `y` over row `otherY` of `other` takes (same
    /// width): a byte per changed cell and a cursor move (about 8 bytes) per run of them.
    func writeCost(ofRow y: Int, over other: Buffer, row otherY: Int) -> Int {
        let width = size.width
        guard other.size.width == width, y >= 0, y < size.height, otherY >= 0, otherY < other.size.height else { return width }
        let start = y * width
        let otherStart = otherY * width
        var cost = 0
        var inRun = false
        for x in 0..<width {
            if cells[start + x] != other.cells[otherStart + x] {
                cost += inRun ? 1 : 9
                inRun = true
            } else {
                inRun = false
            }
        }
        return cost
    }

    /// Whether row `y` holds the same cells as row `otherY` of `other` (same width).
    func row(_ y: Int, equals otherY: Int, of other: Buffer) -> Bool {
        let width = size.width
        guard other.size.width == width, y >= 0, y < size.height, otherY >= 0, otherY < other.size.height else { return false }
        let start = y * width
        let otherStart = otherY * width
        for x in 0..<width where cells[start + x] != other.cells[otherStart + x] {
            return false
        }
        return true
    }

    /// The text of each row, continuation cells left out, so a row of wide graphemes
    /// reads as it looks. What snapshot tests compare.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for x in 0..<size.width {
                line += cells[y * size.width + x].symbol
            }
            return line
        }
    }
}

extension Buffer: CustomStringConvertible {
    /// The rows between bars, one per line, so a failing test shows the grid.
    public var description: String {
        lines.map { "|\($0)|" }.joined(separator: "\n")
    }
}
