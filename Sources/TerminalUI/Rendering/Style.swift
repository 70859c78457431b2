/// Text attributes a terminal can draw.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates attributes from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Bold (or bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
}

/// How a cell is drawn: colours (nil for the terminal's default) and attributes.
public struct Style: Hashable, Sendable {
    /// The text colour, or nil for the terminal's default.
    public var foreground: Color?
    /// The background colour, or nil for the terminal's default.
    public var background: Color?
    /// Bold, dim, reverse, underline.
    public var attributes: TextAttributes

    /// Creates a style.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()
    /// Bold text.
    public static let bold = Style(attributes: .bold)
    /// Dim text.
    public static let dim = Style(attributes: .dim)
    /// Reversed colours (how selection is shown).
    public static let reverse = Style(attributes: .reverse)
    /// Underlined text.
    public static let underline = Style(attributes: .underline)

    /// A copy with `attributes` added.
    public func adding(_ attributes: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(attributes)
        return copy
    }

    /// A copy with the given foreground colour.
    public func foreground(_ color: Color?) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// A copy with the given background colour.
    public func background(_ color: Color?) -> Style {
        var copy = self
        copy.background = color
        return copy
    }

    /// The style as the terminal can draw it: colours degraded or dropped, attributes
    /// dropped when the terminal has none. Reverse is kept whenever attributes are, since
    /// without colours it is what shows a selection.
    public func degraded(to capabilities: TerminalCapabilities) -> Style {
        Style(
            foreground: foreground?.degraded(to: capabilities.colors),
            background: background?.degraded(to: capabilities.colors),
            attributes: capabilities.attributes ? attributes : []
        )
    }
}
