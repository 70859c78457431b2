import RxCore

/// A bar of key hints ("? Help") with an optional message at the end, usually at the
/// bottom of a screen; its message is announced politely to screen readers. On a narrow
/// page the hints wrap. Use from the main queue only.
open class StatusBar: View {
    /// The hints shown, in order.
    public var hints: [KeyHint] {
        didSet { if hints != oldValue { setNeedsDisplay() } }
    }

    /// Text shown at the end, like "12 new".
    public var message: String? {
        didSet { if message != oldValue { enqueue(.text(slot: messageSlot, message ?? "")) } }
    }

    private let messageSlot = Slot.next()

    /// Creates a bar showing `hints` and `message`.
    public init(hints: [KeyHint] = [], message: String? = nil) {
        self.hints = hints
        self.message = message
        super.init()
    }

    open override var tagName: String { "footer" }
    open override var baseClass: String { "statusbar" }

    open override func renderContent(into html: inout HTML) {
        html.open("ul", [("class", "hints")])
        for hint in hints {
            html.open("li")
            html.element("kbd", text: hint.key)
            html.element("span", text: hint.title)
            html.close("li")
        }
        html.close("ul")
        html.element("p", [("class", "status-message"), ("data-slot", String(messageSlot)), ("role", "status"), ("aria-live", "polite")],
                     text: message)
    }
}

extension Reactive where Base: StatusBar {
    /// Binds the message (on the main queue).
    public var message: Binder<String?> {
        Binder(base) { bar, message in
            bar.message = message
        }
    }

    /// Binds the hints (on the main queue).
    public var hints: Binder<[KeyHint]> {
        Binder(base) { bar, hints in
            bar.hints = hints
        }
    }
}
