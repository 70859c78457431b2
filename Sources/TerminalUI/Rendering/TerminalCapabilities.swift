/// How many colours a terminal shows.
public enum ColorSupport: Int, Comparable, Sendable {
    /// No colour (NO_COLOR is set, or a dumb terminal).
    case none
    /// The 16 standard colours.
    case ansi16
    /// The xterm 256-colour palette.
    case ansi256
    /// 24-bit colour.
    case trueColor

    /// Orders by the number of colours.
    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A way of showing real pixels that some terminals have beside their cells.
public enum GraphicsProtocol: Hashable, Sendable {
    /// Cells only: pictures are drawn with half blocks.
    case none
    /// The kitty graphics protocol (kitty, WezTerm, Ghostty): pictures are sent once and
    /// placed over cells.
    case kitty
}

/// What a terminal can do, which decides the escape sequences the renderer writes.
public struct TerminalCapabilities: Hashable, Sendable {
    /// The colours it shows.
    public var colors: ColorSupport
    /// Whether it draws bold, dim, reverse and underline.
    public var attributes: Bool
    /// Whether the cursor can be moved anywhere (false for TERM=dumb: frames are then
    /// written whole, line after line, with no escape sequence at all).
    public var cursorAddressing: Bool

    /// Whether lines can be moved within a scroll region (DECSTBM with insert/delete
    /// line, VT102); the renderer then scrolls moved lines instead of rewriting them.
    public var scrollRegions: Bool

    /// How pictures can be shown with real pixels (`.none`: half-block cells).
    public var graphics: GraphicsProtocol

    /// The pixels of one cell, for pictures sent as pixels (the kitty protocol scales a
    /// picture to the cells it covers, so this only decides how sharp it is).
    public var cellPixelSize: Size

    /// Creates capabilities.
    public init(colors: ColorSupport, attributes: Bool = true, cursorAddressing: Bool = true, scrollRegions: Bool? = nil,
                graphics: GraphicsProtocol = .none, cellPixelSize: Size = Size(width: 8, height: 16)) {
        self.colors = colors
        self.attributes = attributes
        self.cursorAddressing = cursorAddressing
        self.scrollRegions = scrollRegions ?? cursorAddressing
        self.graphics = graphics
        self.cellPixelSize = cellPixelSize
    }

    /// A modern terminal: true colour, attributes and cursor addressing.
    public static let full = TerminalCapabilities(colors: .trueColor)

    /// A dumb terminal: plain text only.
    public static let dumb = TerminalCapabilities(colors: .none, attributes: false, cursorAddressing: false)

    /// The capabilities an environment announces.
    ///
    /// `TERM=dumb`, no `TERM` at all, or a `TERM` whose terminfo entry cannot move the
    /// cursor (no `cup`: `emacs`, printing terminals) gives `dumb`; a type terminfo does
    /// not know is taken as able. A non-empty `NO_COLOR` (https://no-color.org) removes
    /// colour but keeps attributes. Otherwise `COLORTERM=truecolor|24bit` gives true
    /// colour, a `TERM` containing `256color` gives 256 colours, and anything else 16.
    /// The kitty graphics protocol is used where the terminal announces itself as one
    /// that has it (`TERM=xterm-kitty`, `KITTY_WINDOW_ID`, `TERM_PROGRAM` WezTerm or
    /// ghostty) with colour, and never inside tmux or screen, which do not pass it on.
    ///
    /// For example: `TerminalCapabilities.detect(environment: ProcessInfo.processInfo.environment)`.
    public static func detect(environment: [String: String]) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .dumb }
        if let entry = TerminfoEntry.load(term: term, environment: environment), !entry.hasCursorAddressing { return .dumb }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return TerminalCapabilities(colors: .none)
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let colors: ColorSupport
        if colorTerm == "truecolor" || colorTerm == "24bit" || term == "xterm-kitty" {
            colors = .trueColor
        } else if term.contains("256color") {
            colors = .ansi256
        } else {
            colors = .ansi16
        }
        return TerminalCapabilities(colors: colors, graphics: graphicsProtocol(environment: environment))
    }

    /// The kitty protocol when the terminal says it is one that has it and no
    /// multiplexer sits between (a query would be asked of tmux, not of the terminal).
    static func graphicsProtocol(environment: [String: String]) -> GraphicsProtocol {
        let term = environment["TERM"] ?? ""
        let multiplexed = environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        guard !multiplexed else { return .none }
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || program == "WezTerm" || program == "ghostty" {
            return .kitty
        }
        return .none
    }
}
