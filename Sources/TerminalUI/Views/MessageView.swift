/// A banner: a message shown across the full width, such as "No connection" or
/// "3 new posts", typically at the top of a stack and hidden when there is nothing to say.
///
/// The text is sanitized and wrapped; the banner is as tall as its wrapped text.
open class MessageView: View {
    /// The kind of message, which sets the banner's look.
    public enum Kind: Sendable {
        /// Neutral information (reversed colours).
        case info
        /// Something went right (green).
        case success
        /// Something went wrong (red and bold).
        case error
    }

    private let label: Label

    /// The message shown.
    public var text: String? {
        get { label.text }
        set {
            label.text = newValue
            superview?.setNeedsLayout()
        }
    }

    /// The kind of message.
    public var kind: Kind {
        didSet { applyStyle() }
    }

    /// Creates a banner with `text` of `kind`.
    public init(text: String? = nil, kind: Kind = .info, frame: Rect = .zero) {
        self.label = Label(text)
        self.kind = kind
        super.init(frame: frame)
        label.numberOfLines = 0
        addSubview(label)
        applyStyle()
    }

    /// The style the banner is drawn in for its kind: reversed, so it stands out even
    /// without colour (NO_COLOR), tinted by kind, and bold for errors.
    public var style: Style {
        switch kind {
        case .info: return Style(attributes: .reverse)
        case .success: return Style(foreground: .green, attributes: .reverse)
        case .error: return Style(foreground: .red, attributes: [.reverse, .bold])
        }
    }

    private func applyStyle() {
        backgroundStyle = style
        label.style = style
    }

    /// The full width, and the wrapped text's lines (with a one-column margin).
    open override func sizeThatFits(_ size: Size) -> Size {
        let text = label.sizeThatFits(Size(width: max(0, size.width - 2), height: size.height))
        return Size(width: size.width, height: min(size.height, max(1, text.height)))
    }

    /// Places the text inside a one-column margin.
    open override func layoutSubviews() {
        label.frame = Rect(x: 1, y: 0, width: max(0, frame.width - 2), height: frame.height)
    }
}
