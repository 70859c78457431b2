import RxCore

/// A screen: a view loaded on first use, a life cycle, key commands and a title
/// (UIViewController's role). Thin glue: bind view-model outputs to views in
/// `viewDidLoad`.
///
/// Life cycle: `viewDidLoad` once, when `view` is first read; `viewWillAppear`,
/// `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear` each time the screen is
/// shown or covered (by a window or a navigation controller).
///
/// Keys go hot → focused → cold (`handleKey`). Use from the main queue only.
open class ViewController: ReactiveCompatible {
    private var loadedView: View? {
        didSet { loadedView?.owningViewController = self }
    }

    /// The screen's root view, loaded (and `viewDidLoad` called) on first read.
    public var view: View {
        get {
            loadViewIfNeeded()
            // loadView must set a view; fall back to a plain one rather than trap.
            if let loadedView { return loadedView }
            let view = View()
            loadedView = view
            return view
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    private var didLoad = false

    /// The screen's title, shown by a navigation controller.
    public var title: String? {
        didSet { loadedView?.setNeedsDisplay() }
    }

    /// The title bar's content for this screen.
    public let navigationItem = NavigationItem()

    /// The navigation controller showing this screen, if any.
    public internal(set) weak var navigationController: NavigationController?

    /// Commands not shown in the title bar but listed in help.
    public var keyCommands: [KeyCommand] = []

    /// The view keys go to first (the screen's first responder); when nil, the root
    /// view. Keys it does not consume go up its superviews to the root view. It stays
    /// while the screen is covered, so the focus is where it was when the screen
    /// reappears. Set it, or call `becomeFirstResponder()` on the view.
    public weak var focusedView: View? {
        didSet {
            // The old and new views draw differently (a text field's cursor).
            if oldValue !== focusedView { loadedView?.setNeedsDisplay() }
        }
    }

    /// The view to focus when the screen appears with nothing focused (or with a focused
    /// view no longer on it); nil leaves keys with the root view. Override it rather
    /// than setting `focusedView` in `viewDidLoad` to have the focus come back after
    /// the view was removed.
    open var preferredFocusedView: View? { nil }

    /// Creates a view controller; its view is made later by `loadView()`.
    public init() {}

    /// Loads the view if it is not loaded, calling `viewDidLoad` once.
    public func loadViewIfNeeded() {
        guard !didLoad else { return }
        didLoad = true
        if loadedView == nil { loadView() }
        if loadedView == nil { loadedView = View() }
        viewDidLoad()
    }

    /// Makes the root view; the base makes a plain `View`. Override to set `view`.
    open func loadView() {
        view = View()
    }

    /// Called once after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the screen is shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the screen is shown.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the screen is covered or removed.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the screen is covered or removed.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Focus

    /// The views Tab and Shift-Tab move between, in order: every visible view of the
    /// screen that `canBecomeFirstResponder`, depth first (the order they are drawn).
    public var focusableViews: [View] {
        var result: [View] = []
        func collect(_ view: View) {
            guard !view.isHidden else { return }
            if view.canBecomeFirstResponder { result.append(view) }
            for subview in view.subviews {
                // A child screen's views are its own (a navigation controller's top).
                if subview.owningViewController != nil && subview.owningViewController !== self { continue }
                collect(subview)
            }
        }
        collect(view)
        return result
    }

    /// Focuses the next focusable view after the focused one (the previous one when
    /// `backwards`), wrapping around; returns false when the screen has none.
    @discardableResult
    public func focusNextView(backwards: Bool = false) -> Bool {
        let views = focusableViews
        guard !views.isEmpty else { return false }
        let next: Int
        if let focusedView, let index = views.firstIndex(where: { $0 === focusedView }) {
            next = (index + (backwards ? views.count - 1 : 1)) % views.count
        } else {
            next = backwards ? views.count - 1 : 0
        }
        focusedView = views[next]
        return true
    }

    /// Called as the screen appears: keeps the focused view when it is still shown on
    /// the screen, otherwise focuses `preferredFocusedView` (when it is on the screen).
    func restoreFocus() {
        if let focusedView, isShown(focusedView) { return }
        if let preferred = preferredFocusedView, isShown(preferred) {
            focusedView = preferred
        } else if focusedView != nil {
            focusedView = nil
        }
    }

    /// Whether `candidate` is this screen's root view or inside it, and not hidden.
    private func isShown(_ candidate: View) -> Bool {
        let root = view
        var current: View? = candidate
        while let view = current {
            if view.isHidden { return false }
            if view === root { return true }
            current = view.superview
        }
        return false
    }

    /// The commands of the screen: bar button items, then `keyCommands`.
    public var allKeyCommands: [KeyCommand] {
        navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems + keyCommands
    }

    /// The screen's last chance at a key, after the focused view and before its cold
    /// commands; the base consumes nothing.
    open func processKey(_ key: Key) -> Bool {
        false
    }

    /// Routes a key and returns whether something consumed it: first the enabled hot
    /// commands, then the focused view and its superviews up to the root view, then
    /// `processKey`, then the enabled cold commands; a Tab or Shift-Tab nothing took
    /// then moves the focus between `focusableViews`.
    open func handleKey(_ key: Key) -> Bool {
        let commands = allKeyCommands.filter { $0.isEnabled && $0.key == key }
        if let hot = commands.first(where: \.isHot) {
            hot.sendActions()
            return true
        }
        let root = view
        var responder: View? = focusedView ?? root
        while let current = responder {
            if current.processKey(key) { return true }
            if current === root { break }
            responder = current.superview
        }
        if processKey(key) { return true }
        if let cold = commands.first(where: { !$0.isHot }) {
            cold.sendActions()
            return true
        }
        switch key {
        case .tab: return focusNextView()
        case .backTab: return focusNextView(backwards: true)
        default: return false
        }
    }

    /// The keys that work on this screen, for help: its enabled commands, then what the
    /// focused view and its superviews handle (each listed once).
    open var keyHints: [KeyHint] {
        var hints = allKeyCommands.filter(\.isEnabled).map(\.keyHint)
        let root = view
        var responder: View? = focusedView ?? root
        while let current = responder {
            for hint in current.keyHints where !hints.contains(hint) { hints.append(hint) }
            if current === root { break }
            responder = current.superview
        }
        return hints
    }
}

extension Reactive where Base: ViewController {
    /// Binds the screen's title (on the main queue).
    public var title: Binder<String?> {
        Binder(base) { viewController, title in
            viewController.title = title
        }
    }
}
