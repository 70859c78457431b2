import RxCore

/// A one-line text input (`<input>`) whose text the browser owns while the user types.
///
/// Every edit reaches the server as an input event with the field's sequence number;
/// `rx.text` sends the text then, and never writes it back into the field. A value set
/// from the server (a binding, `text = …`) is sent with the last sequence the server
/// had seen, and the page applies it only when the user has typed nothing newer and the
/// field does not have the focus (it waits for the blur otherwise): no caret jumps, no
/// lost keystrokes. `clear()` and `reset(to:)` are the deliberate exception: they write
/// into the field even while it is focused (clear after submit). Use from the main
/// queue only.
open class TextField: View {
    /// Editing events of a field.
    public struct Events: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// Creates events from a raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The user changed the text.
        public static let editingChanged = Events(rawValue: 1 << 0)
        /// The user pressed Enter.
        public static let editingDidEndOnExit = Events(rawValue: 1 << 1)
    }

    /// The text; setting it sends it to the page (see the type's notes).
    public var text: String? {
        get { currentText }
        set {
            let value = newValue ?? ""
            guard value != currentText else { return }
            currentText = value
            enqueue(.value(slot: slot, value, sequence: lastSequence))
        }
    }

    /// Greyed text shown while the field is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { enqueue(.attribute(slot: slot, name: "placeholder", value: placeholder)) } }
    }

    /// What the field is for: "search" shows a search field (and its keyboard on phones).
    public var kind: Kind = .text

    /// What kind of text a field takes.
    public enum Kind: String, Sendable {
        /// Any text.
        case text
        /// A search query.
        case search
    }

    /// The last input sequence number received from the page (0 before any).
    public private(set) var lastSequence = 0

    private var currentText: String
    let editingEvents = PublishSubject<Events>()

    /// Creates a field holding `text`, showing `placeholder` while empty.
    public init(text: String? = nil, placeholder: String? = nil) {
        currentText = text ?? ""
        self.placeholder = placeholder
        super.init()
    }

    deinit {
        editingEvents.onCompleted()
    }

    /// Empties the field, even while the user is in it (after a submit).
    public func clear() {
        reset(to: "")
    }

    /// Sets the field's text even while the user is in it, keeping their selection where
    /// it still fits.
    public func reset(to text: String) {
        currentText = text
        enqueue(.reset(slot: slot, text, sequence: lastSequence))
    }

    open override var tagName: String { "input" }
    open override var baseClass: String { "textfield" }
    open override var attributes: [(String, String?)] {
        [("type", kind.rawValue), ("value", currentText), ("placeholder", placeholder), ("data-seq", String(lastSequence)),
         ("autocomplete", "off"), ("spellcheck", "false"), ("enterkeyhint", kind == .search ? "search" : "done")]
    }

    open override func renderContent(into html: inout HTML) {}

    override func receive(_ event: InputEvent) -> Bool {
        switch event.type {
        case .input:
            guard let value = event.value, let sequence = event.seq else { return false }
            // Inputs are numbered by the page: one overtaken by a newer one is stale.
            guard sequence > lastSequence else { return true }
            lastSequence = sequence
            guard value != currentText else { return true }
            currentText = value
            editingEvents.onNext(.editingChanged)
            return true
        case .submit:
            editingEvents.onNext(.editingDidEndOnExit)
            return true
        default:
            return false
        }
    }

    open override var keyHints: [KeyHint] {
        [KeyHint(key: "/", title: "Type in the field")]
    }
}

extension Reactive where Base: TextField {
    /// The text: the current value on subscription, then each user edit; binding sets it
    /// (on the main queue) and sends no event back, so a two-way binding cannot loop.
    /// Use `.orEmpty` for `String`.
    public var text: ControlProperty<String?> {
        let textField = base
        let values = Observable<String?>.deferred { [weak textField] in
            guard let textField else { return .empty() }
            return textField.editingEvents
                .filter { $0.contains(.editingChanged) }
                .map { [weak textField] _ in textField?.text }
                .startWith(textField.text)
        }
        let sink = Binder<String?>(textField) { textField, text in
            textField.text = text
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The given editing events, such as `.editingDidEndOnExit` (Enter).
    public func controlEvent(_ events: TextField.Events) -> ControlEvent<Void> {
        ControlEvent(events: base.editingEvents.filter { !$0.intersection(events).isEmpty }.map { _ in () })
    }

    /// Binds the placeholder (on the main queue).
    public var placeholder: Binder<String?> {
        Binder(base) { textField, placeholder in
            textField.placeholder = placeholder
        }
    }
}
