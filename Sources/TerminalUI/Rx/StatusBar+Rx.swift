import RxCore

extension Reactive where Base: StatusBar {
    /// Binds the text at the bar's right end (on the main queue); it is sanitized when set.
    public var message: Binder<String?> {
        Binder(base) { statusBar, message in
            statusBar.message = message
        }
    }
}
