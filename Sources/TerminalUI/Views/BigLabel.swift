/// Text drawn three lines tall in block characters (▀ ▄ █): the one number a screen is
/// about, such as a temperature or a clock.
///
/// Each character is a 3×5 dot glyph, two dot rows per line. Digits, `+ - . , : ° %`,
/// space and the letters `C F K` have glyphs; text with any other character is drawn as
/// plain text on the middle line instead (sanitized, as `Label` does). Use from the main
/// queue only.
open class BigLabel: View {
    /// The text shown; nil shows nothing.
    public var text: String? {
        didSet {
            glyphs = text.flatMap(BigLabel.glyphs(for:))
            plainText = sanitize(text ?? "")
            superview?.setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// How the text is drawn.
    public var style: Style {
        didSet { setNeedsDisplay() }
    }

    /// Where the text sits in the width it is given.
    public var alignment: TextAlignment = .left {
        didSet { setNeedsDisplay() }
    }

    /// The lines a big text takes.
    public static let height = 3

    private var glyphs: [[String]]?
    private var plainText = ""

    /// A label showing `text` big, in `style`.
    public init(_ text: String? = nil, style: Style = .bold, frame: Rect = .zero) {
        self.style = style
        self.text = text
        super.init(frame: frame)
        // Observers do not run for assignments in the class's own init.
        glyphs = text.flatMap(BigLabel.glyphs(for:))
        plainText = sanitize(text ?? "")
    }

    /// Whether the text is drawn big (every character has a glyph).
    public var isBig: Bool { glyphs != nil }

    /// The three lines of the big text, or nil when a character has no glyph.
    public var bigLines: [String]? {
        guard let glyphs else { return nil }
        return (0..<BigLabel.height).map { row in glyphs.map { $0[row] }.joined(separator: " ") }
    }

    /// The big text's width and three lines, or the plain text's width and one line.
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let lines = bigLines else {
            return Size(width: min(size.width, plainText.displayWidth), height: min(plainText.isEmpty ? 0 : 1, size.height))
        }
        return Size(width: min(size.width, lines.first?.count ?? 0), height: min(BigLabel.height, size.height))
    }

    /// Draws the three lines (or the plain text on the middle one) where `alignment` puts them.
    open override func draw(into canvas: inout Canvas) {
        let lines = bigLines ?? ["", plainText, ""]
        let width = bigLines == nil ? plainText.displayWidth : (lines.first?.count ?? 0)
        let free = max(0, canvas.size.width - width)
        let x: Int
        switch alignment {
        case .left: x = 0
        case .center: x = free / 2
        case .right: x = free
        }
        let top = canvas.size.height >= BigLabel.height ? 0 : -1
        for (row, line) in lines.enumerated() where !line.isEmpty {
            canvas.write(line, at: Point(x: x, y: top + row), style: style)
        }
    }

    /// The three lines of each character of `text`, nil when one has no glyph.
    static func glyphs(for text: String) -> [[String]]? {
        var result: [[String]] = []
        for character in text {
            guard let dots = font[character] else { return nil }
            result.append(render(dots))
        }
        return result.isEmpty ? nil : result
    }

    /// Five dot rows as three lines of half blocks: rows 0–1, 2–3 and 4.
    private static func render(_ rows: [String]) -> [String] {
        func cell(_ top: Character?, _ bottom: Character?) -> Character {
            switch (top == "#", bottom == "#") {
            case (true, true): return "█"
            case (true, false): return "▀"
            case (false, true): return "▄"
            case (false, false): return " "
            }
        }
        let width = rows.first?.count ?? 0
        return stride(from: 0, to: 5, by: 2).map { row in
            let top = Array(rows[row])
            let bottom = row + 1 < rows.count ? Array(rows[row + 1]) : []
            return String((0..<width).map { column in cell(top[column], column < bottom.count ? bottom[column] : nil) })
        }
    }

    /// 3×5 dot glyphs (`#` is a dot); narrower where the shape is.
    private static let font: [Character: [String]] = [
        "0": ["###", "# #", "# #", "# #", "###"],
        "1": [" # ", "## ", " # ", " # ", "###"],
        "2": ["###", "  #", "###", "#  ", "###"],
        "3": ["###", "  #", "###", "  #", "###"],
        "4": ["# #", "# #", "###", "  #", "  #"],
        "5": ["###", "#  ", "###", "  #", "###"],
        "6": ["###", "#  ", "###", "# #", "###"],
        "7": ["###", "  #", "  #", "  #", "  #"],
        "8": ["###", "# #", "###", "# #", "###"],
        "9": ["###", "# #", "###", "  #", "###"],
        "-": ["   ", "   ", "###", "   ", "   "],
        "−": ["   ", "   ", "###", "   ", "   "],
        "+": ["   ", " # ", "###", " # ", "   "],
        ".": [" ", " ", " ", " ", "#"],
        ",": [" ", " ", " ", "#", "#"],
        ":": [" ", "#", " ", "#", " "],
        "°": ["##", "##", "  ", "  ", "  "],
        "%": ["# #", "  #", " # ", "#  ", "# #"],
        " ": ["  ", "  ", "  ", "  ", "  "],
        "C": ["###", "#  ", "#  ", "#  ", "###"],
        "F": ["###", "#  ", "###", "#  ", "#  "],
        "K": ["# #", "# #", "## ", "# #", "# #"],
    ]
}
