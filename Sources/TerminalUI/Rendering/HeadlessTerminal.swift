/// An in-memory terminal for tests: it interprets what is written to it (cursor moves,
/// SGR styles, clears, scroll regions with insert/delete line and scroll up/down, text)
/// into a grid, so tests assert on what a user would see.
///
/// Like ratatui's TestBackend, but it reads the real output bytes, so it also checks
/// the renderer's diffing. Sequences it does not know are ignored. Not thread-safe.
public final class HeadlessTerminal: Terminal {
    /// The screen's size; change it to simulate a resize.
    public var size: Size {
        didSet {
            screen = Buffer(size: size)
            scrollRegion = nil
        }
    }
    /// What the simulated screen can show.
    public var capabilities: TerminalCapabilities
    /// What the screen shows.
    public private(set) var screen: Buffer
    /// Every `write`, in order.
    public private(set) var writes: [String] = []
    /// The cursor after the last write.
    public private(set) var cursor = Point.zero
    /// Every kitty graphics command received (`ESC _ G … ESC \`, the part between `G`
    /// and the terminator), with the cursor where it arrived.
    public private(set) var graphicsCommands: [(command: String, cursor: Point)] = []
    /// Every sixel picture received (`ESC P … q … ESC \`, whole), with the cursor where
    /// it arrived. The cells stay as they were (a real terminal paints over them).
    public private(set) var sixelImages: [(data: String, cursor: Point)] = []

    /// The columns the simulated terminal gives a grapheme (0, 1 or 2; more counts as 2):
    /// `DisplayWidth`'s rule by default. Tests set another to play a terminal that
    /// disagrees, as tmux 3.3 does drawing `⬆️` and `1️⃣` in one column.
    public var characterWidth: (Character) -> Int = DisplayWidth.of

    private var style = Style.plain
    /// The scroll region's rows (DECSTBM); nil for the whole screen.
    private var scrollRegion: ClosedRange<Int>?

    /// A screen of `width`×`height` blank cells.
    public init(width: Int, height: Int, capabilities: TerminalCapabilities = .full) {
        self.size = Size(width: width, height: height)
        self.capabilities = capabilities
        self.screen = Buffer(width: width, height: height)
    }

    /// The text of each row (full width, wide graphemes once).
    public var lines: [String] { screen.lines }

    /// The style of the cell at (`x`, `y`), or nil outside the screen.
    public func style(atX x: Int, y: Int) -> Style? {
        screen[x, y]?.style
    }

    /// The number of bytes (UTF-8) written so far.
    public var bytesWritten: Int {
        writes.reduce(0) { $0 + $1.utf8.count }
    }

    /// Forgets the recorded writes (the screen stays).
    public func clearWrites() {
        writes.removeAll()
    }

    /// Interprets `output` onto the screen and records it.
    public func write(_ output: String) {
        writes.append(output)
        var iterator = output.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\u{1B}":
                readEscape(&iterator)
            case "\r\n", "\n":
                cursor = Point(x: 0, y: cursor.y + 1)
            case "\r":
                cursor.x = 0
            default:
                let width = min(2, characterWidth(character))
                guard width > 0 else { continue }
                if cursor.x + width > size.width {
                    cursor = Point(x: 0, y: cursor.y + 1)
                }
                var cell = Cell(symbol: String(character), style: style)
                if cell.width != width { cell.glyph = cell.glyph.drawn(width: width) }
                screen.setCell(cell, at: cursor)
                if width == 2 {
                    screen.setCell(.continuation(style: style), at: Point(x: cursor.x + 1, y: cursor.y))
                }
                cursor.x += width
            }
        }
    }

    private func readEscape(_ iterator: inout String.Iterator) {
        guard let introducer = iterator.next() else { return }
        if introducer == "_" {
            readApplicationCommand(&iterator)
            return
        }
        if introducer == "P" {
            readDeviceControlString(&iterator)
            return
        }
        guard introducer == "[" else { return }
        var parameters = ""
        while let character = iterator.next() {
            guard let ascii = character.asciiValue else { return }
            if ascii >= 0x40 && ascii <= 0x7E {
                apply(final: character, parameters: parameters)
                return
            }
            parameters.append(character)
        }
    }

    /// Reads an APC string (a kitty graphics command when it starts with G).
    private func readApplicationCommand(_ iterator: inout String.Iterator) {
        let body = readString(&iterator)
        if body.hasPrefix("G") { graphicsCommands.append((String(body.dropFirst()), cursor)) }
    }

    /// Reads a DCS string (a sixel picture when its parameters end in q).
    private func readDeviceControlString(_ iterator: inout String.Iterator) {
        let body = readString(&iterator)
        let introducer = body.prefix { $0.isNumber || $0 == ";" }
        if body.dropFirst(introducer.count).hasPrefix("q") {
            sixelImages.append(("\u{1B}P" + body + "\u{1B}\\", cursor))
            // Terminals differ in where a sixel leaves the cursor; the renderer moves it.
            cursor = Point(x: 0, y: min(size.height - 1, cursor.y + 1))
        }
    }

    /// The characters up to the string terminator ESC \ (consumed, not returned).
    private func readString(_ iterator: inout String.Iterator) -> String {
        var body = ""
        while let character = iterator.next() {
            if character == "\u{1B}" {
                _ = iterator.next()
                break
            }
            body.append(character)
        }
        return body
    }

    private func apply(final: Character, parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        switch final {
        case "H", "f":
            let row = max(1, numbers.first ?? 1)
            let column = max(1, numbers.count > 1 ? numbers[1] : 1)
            cursor = Point(x: column - 1, y: row - 1)
        case "J":
            if numbers.first == 2 { screen = Buffer(size: size) }
        case "K":
            screen.fill(Rect(x: cursor.x, y: cursor.y, width: size.width - cursor.x, height: 1))
        case "m":
            applySGR(numbers.isEmpty ? [0] : numbers)
        case "r":
            // DECSTBM: 1-based top and bottom, empty for the whole screen; homes the cursor.
            let top = max(1, numbers.first ?? 1) - 1
            let bottom = min(size.height, (numbers.count > 1 && numbers[1] > 0) ? numbers[1] : size.height) - 1
            scrollRegion = top < bottom ? top...bottom : nil
            cursor = .zero
        case "L", "M":
            // Insert/delete lines at the cursor, within the region (ignored outside it).
            let region = scrollRegion ?? 0...max(0, size.height - 1)
            guard region.contains(cursor.y) else { break }
            let count = max(1, numbers.first ?? 1)
            screen.scrollRows(cursor.y...region.upperBound, by: final == "M" ? count : -count)
            cursor.x = 0
        case "S", "T":
            // Scroll the region up (S) or down (T).
            let region = scrollRegion ?? 0...max(0, size.height - 1)
            let count = max(1, numbers.first ?? 1)
            screen.scrollRows(region, by: final == "S" ? count : -count)
        default:
            break
        }
    }

    private func applySGR(_ numbers: [Int]) {
        var index = 0
        func color() -> Color? {
            guard index + 1 < numbers.count else { return nil }
            if numbers[index + 1] == 5, index + 2 < numbers.count {
                defer { index += 2 }
                return .indexed(UInt8(clamping: numbers[index + 2]))
            }
            if numbers[index + 1] == 2, index + 4 < numbers.count {
                defer { index += 4 }
                return .rgb(UInt8(clamping: numbers[index + 2]), UInt8(clamping: numbers[index + 3]), UInt8(clamping: numbers[index + 4]))
            }
            return nil
        }
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 22: style.attributes.subtract([.bold, .dim])
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(number - 30))
            case 38: style.foreground = color()
            case 39: style.foreground = nil
            case 40...47: style.background = .ansi(UInt8(number - 40))
            case 48: style.background = color()
            case 49: style.background = nil
            case 90...97: style.foreground = .ansi(UInt8(number - 90 + 8))
            case 100...107: style.background = .ansi(UInt8(number - 100 + 8))
            default: break
            }
            index += 1
        }
    }
}
