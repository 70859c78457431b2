import RxImages

/// How an image is drawn with characters on a terminal of given capabilities.
enum ImageCellStyle: Hashable {
    /// "▀" with the upper pixel as the foreground colour and the lower one as the
    /// background: two pixels a cell (the renderer degrades 24-bit colours to the 256- or
    /// 16-colour palette where that is all there is).
    case halfBlocks
    /// No colour (NO_COLOR): the brightness of the cell's two pixels as a shade
    /// " ░▒▓█" in the default colours.
    case shades
    /// No colour and no cursor addressing (a dumb terminal): the brightness as ASCII.
    case ascii

    init(_ capabilities: TerminalCapabilities) {
        if !capabilities.cursorAddressing {
            self = .ascii
        } else if capabilities.colors == .none {
            self = .shades
        } else {
            self = .halfBlocks
        }
    }

    static let shadeRamp: [String] = [" ", "░", "▒", "▓", "█"]
    static let asciiRamp: [String] = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// The cells showing `image`, which has `2 × rows` rows of `columns` pixels (the
    /// box), row after row. A pixel under half opacity counts as transparent: the
    /// terminal's own background shows there.
    func cells(for image: PixelImage, columns: Int, rows: Int) -> [Cell] {
        var cells = [Cell](repeating: .blank, count: columns * rows)
        let upperHalf = Cell(symbol: "▀")
        let lowerHalf = Cell(symbol: "▄")
        let ramp = self == .shades ? Self.shadeRamp.map { Cell(symbol: $0) } : Self.asciiRamp.map { Cell(symbol: $0) }
        for row in 0..<rows {
            for column in 0..<columns {
                let upper = image[column, 2 * row].flatMap { $0.alpha >= 128 ? $0 : nil }
                let lower = image[column, 2 * row + 1].flatMap { $0.alpha >= 128 ? $0 : nil }
                var cell = Cell.blank
                switch self {
                case .halfBlocks:
                    if let upper {
                        cell = upperHalf
                        cell.style = Style(foreground: upper.terminalColor, background: lower?.terminalColor)
                    } else if let lower {
                        cell = lowerHalf
                        cell.style = Style(foreground: lower.terminalColor)
                    }
                case .shades, .ascii:
                    guard upper != nil || lower != nil else { break }
                    let brightness = ((upper?.luminance ?? 0) + (lower?.luminance ?? 0)) / 2
                    cell = ramp[min(ramp.count - 1, brightness * ramp.count / 256)]
                }
                cells[row * columns + column] = cell
            }
        }
        return cells
    }
}
