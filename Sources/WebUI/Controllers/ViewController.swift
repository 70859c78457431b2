import RxCore

/// A screen: a view loaded on first use, a life cycle, key commands, a title and the
/// path of its URL (UIViewController's role, as TerminalUI's is on a terminal). Thin
/// glue: bind view-model outputs to views in `viewDidLoad`.
///
/// Life cycle: `viewDidLoad` once, when `view` is first read; `viewWillAppear`,
/// `viewDidAppear`, `viewWillDisappear` and `viewDidDisappear` each time the screen is
/// shown or covered (by a navigation controller, or its tab opening and being released).
/// Use from the main queue only.
open class ViewController: ReactiveCompatible {
    private var loadedView: View?
    private var didLoad = false

    /// The screen's root view, loaded (and `viewDidLoad` called) on first read.
    public var view: View {
        get {
            loadViewIfNeeded()
            if let loadedView { return loadedView }
            let view = View()
            loadedView = view
            return view
        }
        set { loadedView = newValue }
    }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The screen's title, shown in the title bar and as the tab's title.
    public var title: String? {
        didSet { if title != oldValue { commandsDidChange() } }
    }

    /// The path of the screen's URL, like "/repos/apple/swift"; a navigation controller
    /// puts it in the address bar when the screen is shown, so Back, Forward, reload and
    /// bookmarks come back to it. Nil: the URL stays as it was. Changed while the screen
    /// is a navigation controller's top, the address follows in the same history entry
    /// (a search screen whose address names what is searched).
    public var path: String? {
        didSet { if path != oldValue { navigationController?.screenPathDidChange(self) } }
    }

    /// The title bar's content for this screen.
    public let navigationItem = NavigationItem()

    /// The navigation controller showing this screen, if any.
    public internal(set) weak var navigationController: NavigationController?

    /// Commands not shown in the title bar but listed (and clickable) in help.
    public var keyCommands: [KeyCommand] = [] {
        didSet {
            keyCommands.forEach { $0.owner = self }
            commandsDidChange()
        }
    }

    /// The field to put the caret in when the screen appears (the page does, unless the
    /// user is already typing somewhere); nil for none.
    open var preferredFocusedView: View? { nil }

    /// Creates a view controller; its view is made later by `loadView()`.
    public init() {
        navigationItem.owner = self
    }

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

    /// The commands of the screen: bar button items, then `keyCommands`.
    public var allKeyCommands: [KeyCommand] {
        navigationItem.leftBarButtonItems + navigationItem.rightBarButtonItems + keyCommands
    }

    /// The keys that work on this screen, for help: its enabled commands, then what its
    /// views handle (each listed once).
    open var keyHints: [KeyHint] {
        var hints = allKeyCommands.filter(\.isEnabled).map(\.keyHint)
        func collect(_ view: View) {
            for hint in view.keyHints where !hints.contains(hint) { hints.append(hint) }
            view.subviews.forEach(collect)
        }
        collect(view)
        return hints
    }

    // MARK: - The page

    /// The path the page shows for this controller: its own `path` (a navigation
    /// controller: its top screen's).
    open var currentPath: String? { path }

    /// The tab's title for this controller: the title bar's, else `title`.
    open var currentTitle: String? { navigationItem.title ?? title }

    /// The browser went to `path` (Back or Forward); the base ignores it.
    open func show(path: String) {}

    /// Back was asked for where the browser has nothing to go back to; the base ignores it.
    open func goBack() {}

    /// Ends this tab's event stream now: the page shows "reconnecting…", connects again
    /// and gets a snapshot of the same screens (what happens after a network glitch).
    public func reconnectPage() {
        view.page?.closeStream()
    }

    /// The title or the commands changed: whoever shows them draws them again.
    func commandsDidChange() {
        navigationController?.screenDidChange(self)
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
