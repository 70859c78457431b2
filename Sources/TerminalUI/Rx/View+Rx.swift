import RxCore

extension Reactive where Base: View {
    /// Binds whether the view is hidden (on the main queue).
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in
            view.isHidden = hidden
        }
    }
}
