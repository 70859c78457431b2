/// One changed cell between two frames.
public struct CellChange: Hashable, Sendable {
    /// Where the cell is.
    public var point: Point
    /// Its new content.
    public var cell: Cell

    /// Creates a change.
    public init(point: Point, cell: Cell) {
        self.point = point
        self.cell = cell
    }
}

extension Buffer {
    /// The cells of `self` that differ from `previous`, in screen order.
    ///
    /// Continuation cells are left out (their wide grapheme covers them). When the sizes
    /// differ, every cell of `self` is a change.
    public func changes(from previous: Buffer) -> [CellChange] {
        var result: [CellChange] = []
        let sameSize = previous.size == size
        for y in 0..<size.height {
            for x in 0..<size.width {
                let index = y * size.width + x
                let cell = cells[index]
                if cell.isContinuation { continue }
                if sameSize && previous.cells[index] == cell { continue }
                result.append(CellChange(point: Point(x: x, y: y), cell: cell))
            }
        }
        return result
    }
}

/// Turns cell changes into the bytes a terminal needs: cursor moves only where the
/// cursor is not already, and SGR sequences only where the style changes.
public enum ANSIEncoder {
    /// The escape sequence that resets all attributes and colours.
    public static let resetStyle = "\u{1B}[0m"
    /// The escape sequence that clears the screen.
    public static let clearScreen = "\u{1B}[2J"

    /// The output drawing `changes` on a terminal with `capabilities`, as one string;
    /// it ends with the style reset so the terminal is left plain.
    ///
    /// On a terminal without cursor addressing this is not used: see `plainFrame(_:)`.
    public static func encode(_ changes: [CellChange], capabilities: TerminalCapabilities) -> String {
        guard !changes.isEmpty else { return "" }
        var writer = ANSIWriter(capabilities: capabilities, reservingCapacity: changes.count * 4)
        for change in changes {
            writer.put(change.cell, x: change.point.x, y: change.point.y)
        }
        writer.finish()
        return writer.string
    }

    /// A whole frame as plain lines, for terminals without cursor addressing (TERM=dumb).
    public static func plainFrame(_ buffer: Buffer) -> String {
        buffer.lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The SGR sequence that sets exactly `style` (starting from a reset).
    public static func sgr(for style: Style) -> String {
        var parameters = ["0"]
        if style.attributes.contains(.bold) { parameters.append("1") }
        if style.attributes.contains(.dim) { parameters.append("2") }
        if style.attributes.contains(.underline) { parameters.append("4") }
        if style.attributes.contains(.reverse) { parameters.append("7") }
        if let foreground = style.foreground { parameters.append(colorParameters(foreground, background: false)) }
        if let background = style.background { parameters.append(colorParameters(background, background: true)) }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }

    private static func colorParameters(_ color: Color, background: Bool) -> String {
        switch color {
        case .ansi(let index):
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + Int(index & 7))
        case .indexed(let index):
            return "\(background ? 48 : 38);5;\(index)"
        case .rgb(let r, let g, let b):
            return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        }
    }
}
