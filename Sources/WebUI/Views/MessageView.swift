import RxCore

/// A banner: a message across the screen, such as "No connection" or "3 new posts",
/// hidden while there is nothing to say. It is an `aria-live` region, so screen readers
/// announce each new message (errors at once, as alerts). Use from the main queue only.
open class MessageView: View {
    /// The kind of message, which sets the banner's look.
    public enum Kind: String, Sendable {
        /// Neutral information.
        case info
        /// Something went right.
        case success
        /// Something went wrong.
        case error
    }

    /// The message; nil or empty hides the banner.
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            enqueue(.text(slot: slot, text ?? ""))
            isHidden = (text ?? "").isEmpty
        }
    }

    /// The kind of message; a change re-renders the banner (its role changes).
    public var kind: Kind {
        didSet { if kind != oldValue { setNeedsDisplay() } }
    }

    /// Creates a banner with `text` of `kind`.
    public init(text: String? = nil, kind: Kind = .info) {
        self.text = text
        self.kind = kind
        super.init()
        isHidden = (text ?? "").isEmpty
    }

    open override var baseClass: String { "banner" }
    open override var stateClasses: [String] { [kind.rawValue] }
    open override var attributes: [(String, String?)] {
        kind == .error ? [("role", "alert"), ("aria-live", "assertive")] : [("role", "status"), ("aria-live", "polite")]
    }

    open override func renderContent(into html: inout HTML) {
        html.text(text)
    }
}

extension Reactive where Base: MessageView {
    /// Binds the banner's text (on the main queue); nil or empty hides it.
    public var text: Binder<String?> {
        Binder(base) { messageView, text in
            messageView.text = text
        }
    }
}
