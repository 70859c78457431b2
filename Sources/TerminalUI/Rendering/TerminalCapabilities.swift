import RxImages

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
    /// DEC sixel graphics (xterm -ti vt340, foot, mlterm, WezTerm...): pictures are
    /// painted into the cells they cover, palette-quantized by libsixel.
    case sixel
}

/// The user's choice of how pictures are shown, from `RXMVVM_GRAPHICS`: `auto` (the
/// default: ask the terminal at start, else go by the environment), `cells` (half
/// blocks, never ask), `kitty` or `sixel` (use it without asking, even inside tmux or
/// screen for one that passes it through).
public enum GraphicsSetting: String, Sendable, CaseIterable {
    /// Ask the terminal, else guess from the environment.
    case auto
    /// Half-block cells only; the terminal is never asked.
    case cells
    /// The kitty graphics protocol, unasked.
    case kitty
    /// Sixel graphics, unasked.
    case sixel

    /// The environment variable read.
    public static let environmentVariable = "RXMVVM_GRAPHICS"

    /// The setting in `environment`; `auto` when unset or not one of the names (also
    /// `blocks`/`none` for `cells`).
    public init(environment: [String: String]) {
        let value = (environment[Self.environmentVariable] ?? "").lowercased()
        switch value {
        case "blocks", "none", "halfblocks", "half-blocks": self = .cells
        default: self = GraphicsSetting(rawValue: value) ?? .auto
        }
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
    /// ghostty) with colour, and never inside tmux or screen, which do not pass it on;
    /// `RXMVVM_GRAPHICS` (see `GraphicsSetting`) forces a choice. A terminal asked at
    /// start (`shouldQueryGraphics`, `answered(_:)`) corrects this guess.
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

    /// Whether the terminal is to be asked at start how it shows pictures
    /// (`GraphicsQuery`), before `answered(_:)` is applied: only with `RXMVVM_GRAPHICS`
    /// unset or `auto`, with colour and cursor addressing, and never inside tmux or
    /// screen (the multiplexer would answer, not the terminal, and it does not pass
    /// pictures on), nor on the Linux console (no pictures there). The caller also checks
    /// that input and output are terminals.
    public static func shouldQueryGraphics(environment: [String: String]) -> Bool {
        guard GraphicsSetting(environment: environment) == .auto, !isMultiplexed(environment),
              environment["TERM"] != "linux" else { return false }
        let capabilities = detect(environment: environment)
        return capabilities.cursorAddressing && capabilities.colors != .none
    }

    /// These capabilities with what the terminal answered: its graphics protocol and
    /// cell size when it said; the environment's guess stays when the wait timed out.
    public func answered(_ answer: GraphicsAnswer) -> TerminalCapabilities {
        var capabilities = self
        if let graphics = answer.graphics { capabilities.graphics = graphics }
        if let cell = answer.cellPixelSize { capabilities.cellPixelSize = cell }
        return capabilities
    }

    /// Whether tmux or screen sits between us and the terminal.
    static func isMultiplexed(_ environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        return environment["TMUX"] != nil || environment["STY"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }

    /// The protocol `RXMVVM_GRAPHICS` forces, else the kitty protocol when the terminal
    /// says it is one that has it and no multiplexer sits between.
    static func graphicsProtocol(environment: [String: String]) -> GraphicsProtocol {
        switch GraphicsSetting(environment: environment) {
        case .cells: return .none
        case .kitty: return .kitty
        case .sixel: return .sixel
        case .auto: break
        }
        guard !isMultiplexed(environment) else { return .none }
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || program == "WezTerm" || program == "ghostty" {
            return .kitty
        }
        return .none
    }
}
