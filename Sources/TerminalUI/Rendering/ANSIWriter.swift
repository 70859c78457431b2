/// Builds a frame's output as UTF-8 bytes in one growing buffer: cursor moves only where
/// the cursor is not already, SGR sequences only where the style changes (see
/// `ANSIEncoder`, whose output this is byte for byte).
///
/// A grapheme whose width terminals disagree on (`Glyph.isDisputed`: `⬆️`, `1️⃣`, `→`…)
/// must not shift what follows on a terminal that counts it differently: its columns are
/// blanked before it is drawn (a terminal drawing it narrower shows a blank, not the
/// previous frame), the next cell is placed with an explicit cursor move, and the cells
/// up to its reach are written even when unchanged (a terminal drawing it wider covered
/// them).
struct ANSIWriter {
    private(set) var bytes: [UInt8] = []
    private let capabilities: TerminalCapabilities
    /// Where the terminal's cursor is after what was written, when known.
    private var cursorX = -1
    private var cursorY = -1
    /// The style last set on the terminal (degraded), nil before any.
    private var currentStyle: Style?
    /// The undegraded style it was set for, so equal cells skip the degrading.
    private var currentSourceStyle: Style?
    /// Whether any cell was written.
    private(set) var wroteCells = false
    /// Cells of the current row before this column are written even when unchanged:
    /// a disputed grapheme before them may have covered them.
    private var forcedEnd = 0

    init(capabilities: TerminalCapabilities, reservingCapacity capacity: Int = 0) {
        self.capabilities = capabilities
        bytes.reserveCapacity(capacity)
    }

    /// Appends text as is (escape sequences).
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes `cell` at column `x` of row `y`.
    @inline(__always)
    mutating func put(_ cell: Cell, x: Int, y: Int) {
        wroteCells = true
        if x != cursorX || y != cursorY {
            moveCursor(x: x, y: y)
        }
        if cell.style != currentSourceStyle {
            let style = cell.style.degraded(to: capabilities)
            if style != currentStyle {
                append(ANSIEncoder.sgr(for: style))
                currentStyle = style
            }
            currentSourceStyle = cell.style
        }
        if cell.glyph.isDisputed {
            putDisputed(cell, x: x, y: y)
            return
        }
        cell.glyph.appendUTF8(to: &bytes)
        cursorX = x + max(1, cell.width)
        cursorY = y
    }

    /// Writes a grapheme whose width terminals disagree on (the cursor is at `x`, `y` in
    /// its style): blanks its columns first, then leaves the cursor unknown and the cells
    /// it may cover to be written.
    private mutating func putDisputed(_ cell: Cell, x: Int, y: Int) {
        let width = cell.width
        if width > 1 {
            for _ in 0..<width { bytes.append(0x20) }
            moveCursor(x: x, y: y)
        }
        cell.glyph.appendUTF8(to: &bytes)
        cursorX = -1
        cursorY = -1
        forcedEnd = x + max(Int(cell.glyph.reach), width + 1)
    }

    /// Writes the cells of `frame` that differ from `previous` (all cells that are not
    /// blank when there is none), continuation cells left out, in screen order; and the
    /// cells a disputed grapheme written before them may have covered.
    mutating func putChanges(of frame: Buffer, from previous: Buffer?) {
        let width = frame.size.width
        let height = frame.size.height
        let blank = Cell.blank
        frame.cells.withUnsafeBufferPointer { cells in
            if let previous {
                previous.cells.withUnsafeBufferPointer { old in
                    for y in 0..<height {
                        let start = y * width
                        forcedEnd = 0
                        for x in 0..<width {
                            let cell = cells[start + x]
                            if cell.isContinuation || (old[start + x] == cell && x >= forcedEnd) { continue }
                            put(cell, x: x, y: y)
                        }
                    }
                }
            } else {
                for y in 0..<height {
                    let start = y * width
                    forcedEnd = 0
                    for x in 0..<width {
                        let cell = cells[start + x]
                        if cell.isContinuation || (cell == blank && x >= forcedEnd) { continue }
                        put(cell, x: x, y: y)
                    }
                }
            }
        }
    }

    /// Ends the output: the style reset when cells were written in another style, so the
    /// terminal is left plain.
    mutating func finish() {
        if wroteCells && currentStyle != .plain {
            append(ANSIEncoder.resetStyle)
        }
    }

    /// The output as a string.
    var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Moves the cursor to (`x`, `y`) unless it is there (for a picture placed at it).
    mutating func placeCursor(x: Int, y: Int) {
        if x != cursorX || y != cursorY {
            moveCursor(x: x, y: y)
            cursorX = x
            cursorY = y
        }
    }

    /// Makes the next cell move the cursor explicitly (after output that moved it by an
    /// amount the terminal decides, like a sixel picture).
    mutating func forgetCursor() {
        cursorX = -1
        cursorY = -1
    }

    /// Writes every cell of `frame` in `rect` (screen coordinates) whether or not it
    /// changed: the cells a sixel picture painted over, cleared.
    mutating func putCells(of frame: Buffer, in rect: Rect) {
        let area = rect.intersection(Rect(origin: .zero, size: frame.size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            forcedEnd = 0
            for x in area.minX..<area.maxX {
                if let cell = frame[x, y], !cell.isContinuation { put(cell, x: x, y: y) }
            }
        }
    }

    private mutating func moveCursor(x: Int, y: Int) {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        appendDecimal(y + 1)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(x + 1)
        bytes.append(UInt8(ascii: "H"))
    }

    private mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
