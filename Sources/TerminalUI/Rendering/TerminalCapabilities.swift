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

    /// Creates capabilities.
    public init(colors: ColorSupport, attributes: Bool = true, cursorAddressing: Bool = true, scrollRegions: Bool? = nil) {
        self.colors = colors
        self.attributes = attributes
        self.cursorAddressing = cursorAddressing
        self.scrollRegions = scrollRegions ?? cursorAddressing
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
        if colorTerm == "truecolor" || colorTerm == "24bit" { return TerminalCapabilities(colors: .trueColor) }
        if term.contains("256color") { return TerminalCapabilities(colors: .ansi256) }
        return TerminalCapabilities(colors: .ansi16)
    }
}
