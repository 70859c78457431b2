import RxCore

extension Reactive where Base: Label {
    /// Binds the label's text (on the main queue); it is sanitized when set.
    public var text: Binder<String?> {
        Binder(base) { label, text in
            label.text = text
        }
    }
}

extension Reactive where Base: MessageView {
    /// Binds the banner's text (on the main queue); it is sanitized when set.
    public var text: Binder<String?> {
        Binder(base) { messageView, text in
            messageView.text = text
        }
    }
}
