/// A banner: a message shown across the full width, such as "No connection" or
/// "3 new posts", typically at the top of a stack and hidden when there is nothing to say.
///
/// The text is sanitized and wrapped; the banner is as tall as its wrapped text. With
/// `reservesSpace` it stays shown when there is nothing to say (blank) and never gets
/// shorter, so the views under it do not move each time a message comes and goes.
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
            applyStyle()
            superview?.setNeedsLayout()
        }
    }

    /// Keeps the banner's lines when the text is empty or shorter: it is as tall as the
    /// tallest text it has shown at the current width (at least one line), and draws
    /// nothing without text. Hide the view to give its lines back.
    public var reservesSpace = false {
        didSet { superview?.setNeedsLayout() }
    }

    /// The lines kept by `reservesSpace`, and the width they were counted at (a new
    /// width wraps differently, so counting starts again).
    private var reservedLines = 1
    private var reservedWidth = 0

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
        // Without text (a reserved line) the banner is blank, not an empty bar.
        backgroundStyle = (text ?? "").isEmpty ? nil : style
        label.style = style
    }

    /// The full width, and the wrapped text's lines (with a one-column margin).
    open override func sizeThatFits(_ size: Size) -> Size {
        let text = label.sizeThatFits(Size(width: max(0, size.width - 2), height: size.height))
        var lines = max(1, text.height)
        if reservesSpace {
            if size.width != reservedWidth {
                reservedWidth = size.width
                reservedLines = 1
            }
            reservedLines = max(reservedLines, (self.text ?? "").isEmpty ? 1 : lines)
            lines = reservedLines
        }
        return Size(width: size.width, height: min(size.height, lines))
    }

    /// Places the text inside a one-column margin.
    open override func layoutSubviews() {
        label.frame = Rect(x: 1, y: 0, width: max(0, frame.width - 2), height: frame.height)
    }
}
