import RxCore

/// An activity indicator with an optional title ("Loading…"), spinning while
/// `isAnimating`; the page animates it (CSS), so nothing is sent per frame. Hidden when
/// stopped unless `hidesWhenStopped` is false. Use from the main queue only.
open class Spinner: View {
    /// Text beside the wheel.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// Whether it hides itself when stopped.
    public var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }

    /// Whether it spins.
    public private(set) var isAnimating = false

    /// Creates a stopped spinner with `title`.
    public init(title: String? = nil) {
        self.title = title
        super.init()
        updateVisibility()
    }

    /// Starts spinning (and shows it).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        enqueue(.attribute(slot: slot, name: "aria-busy", value: "true"))
        updateVisibility()
    }

    /// Stops spinning (and hides it when `hidesWhenStopped`).
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        enqueue(.attribute(slot: slot, name: "aria-busy", value: nil))
        updateVisibility()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    open override var baseClass: String { "spinner" }
    open override var attributes: [(String, String?)] {
        [("role", "status"), ("aria-live", "polite"), ("aria-busy", isAnimating ? "true" : nil)]
    }

    open override func renderContent(into html: inout HTML) {
        html.raw("<span class=\"spinner-wheel\" aria-hidden=\"true\"></span>")
        html.element("span", [("class", "spinner-title")], text: title ?? "Loading…")
    }
}

extension Reactive where Base: Spinner {
    /// Binds whether the spinner spins (on the main queue).
    public var isAnimating: Binder<Bool> {
        Binder(base) { spinner, animating in
            if animating { spinner.startAnimating() } else { spinner.stopAnimating() }
        }
    }
}
