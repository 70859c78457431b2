import RxCore

/// A button (`<button>`): click, tap, or Enter/Space when focused; `rx.tap` gives the
/// presses. Use from the main queue only.
open class Button: View {
    /// How a button looks.
    public enum Style: String, Sendable {
        /// The screen's main action.
        case primary
        /// A quieter action.
        case plain
    }

    /// The button's text.
    public var title: String? {
        didSet { if title != oldValue { enqueue(.text(slot: slot, title ?? "")) } }
    }

    /// Whether it can be pressed.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { enqueue(.attribute(slot: slot, name: "disabled", value: isEnabled ? nil : "")) } }
    }

    /// Its look.
    public var style: Style {
        didSet { if style != oldValue { enqueue(.attribute(slot: slot, name: "class", value: classNames)) } }
    }

    let taps = PublishSubject<Void>()

    /// Creates a button titled `title`.
    public init(title: String? = nil, style: Style = .plain) {
        self.title = title
        self.style = style
        super.init()
    }

    deinit {
        taps.onCompleted()
    }

    /// Sends a tap, as if pressed (when enabled).
    public func sendActions() {
        guard isEnabled else { return }
        taps.onNext(())
    }

    open override var tagName: String { "button" }
    open override var baseClass: String { "button" }
    open override var stateClasses: [String] { [style.rawValue] }
    open override var attributes: [(String, String?)] {
        [("type", "button"), ("data-tap", ""), ("disabled", isEnabled ? nil : "")]
    }

    open override func renderContent(into html: inout HTML) {
        html.text(title)
    }

    override func receive(_ event: InputEvent) -> Bool {
        guard event.type == .tap else { return false }
        sendActions()
        return true
    }
}

extension Reactive where Base: Button {
    /// The button's presses, on the main queue.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }

    /// Binds whether the button can be pressed (on the main queue).
    public var isEnabled: Binder<Bool> {
        Binder(base) { button, enabled in
            button.isEnabled = enabled
        }
    }

    /// Binds the button's title (on the main queue).
    public var title: Binder<String?> {
        Binder(base) { button, title in
            button.title = title
        }
    }
}
