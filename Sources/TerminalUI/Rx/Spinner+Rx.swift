import RxCore

extension Reactive where Base: Spinner {
    /// Starts (true) or stops (false) the animation, on the main queue.
    public var isAnimating: Binder<Bool> {
        Binder(base) { spinner, animating in
            if animating {
                spinner.startAnimating()
            } else {
                spinner.stopAnimating()
            }
        }
    }
}
