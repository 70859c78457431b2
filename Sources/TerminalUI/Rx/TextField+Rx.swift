import RxCore

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
            // Leave the cursor alone when the value is already there.
            if textField.text != (text ?? "") {
                textField.text = text
            }
        }
        return ControlProperty(values: values, valueSink: sink)
    }

    /// The given editing events, such as `.editingDidEndOnExit` (Enter).
    public func controlEvent(_ events: TextField.Events) -> ControlEvent<Void> {
        ControlEvent(events: base.editingEvents.filter { !$0.intersection(events).isEmpty }.map { _ in () })
    }
}
