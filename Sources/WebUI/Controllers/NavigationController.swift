import RxCore

/// A stack of screens with a title bar (UINavigationController's role), whose screens
/// are the browser's history.
///
/// Pushing a screen that has a `path` adds a history entry with that URL; the browser's
/// Back and Forward come back as `show(path:)`, which pops to the screen with that path
/// or, for a path not on the stack (Forward, a bookmark), asks `router` for the screens
/// to show. The title bar has a back button, the top screen's title and its bar button
/// items; `?` opens the help listing the screen's keys (each command clickable).
/// Use from the main queue only.
open class NavigationController: ViewController {
    /// The screens, root first.
    public private(set) var viewControllers: [ViewController] = []

    /// The screen shown.
    public var topViewController: ViewController? { viewControllers.last }

    /// Makes the screens for a path the stack does not hold (root first), or nil when
    /// the path names no screen: the route ↔ path mapping an app's navigator gives.
    public var router: ((String) -> [ViewController]?)?

    private let titleBar = TitleBar()
    private let contentView = ScreenContainer()
    private let helpOverlay = HelpOverlay()
    private var isVisible = false

    /// Creates a stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        rootViewController.navigationController = self
        viewControllers = [rootViewController]
    }

    /// Creates a stack holding `viewControllers` (root first; a bookmarked deep path).
    public init(viewControllers: [ViewController]) {
        super.init()
        viewControllers.forEach { $0.navigationController = self }
        self.viewControllers = viewControllers.isEmpty ? [ViewController()] : viewControllers
    }

    open override func loadView() {
        let container = NavigationView()
        container.addSubview(titleBar)
        container.addSubview(contentView)
        container.addSubview(helpOverlay)
        titleBar.navigationController = self
        helpOverlay.navigationController = self
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let topViewController { contentView.show(topViewController) }
    }

    // MARK: - Stack

    /// Shows `viewController` on top of the stack (a new history entry when it has a path).
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        // The entry first: a path the screen sets while it loads then replaces this entry's.
        if let path = viewController.path { view.enqueue(.navigate(path: path, push: true)) }
        viewController.navigationController = self
        transition(to: viewController, animated: animated) {
            self.viewControllers.append(viewController)
        }
    }

    /// Removes the top screen and shows the one below; returns the removed screen, or
    /// nil at the root (which is never popped).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        transition(to: viewControllers[viewControllers.count - 2], animated: animated) {
            self.viewControllers.removeLast()
        }
        top.navigationController = nil
        replaceURL()
        return top
    }

    /// Removes every screen above the root; returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        return popTo(index: 0, animated: animated)
    }

    /// Replaces the whole stack with `newViewControllers` (root first) and shows the last.
    /// An empty array is ignored: the stack always has a root.
    open func setViewControllers(_ newViewControllers: [ViewController], animated: Bool) {
        guard let newTop = newViewControllers.last else { return }
        let removed = viewControllers.filter { old in !newViewControllers.contains { $0 === old } }
        newViewControllers.forEach { $0.navigationController = self }
        transition(to: newTop, animated: animated) {
            self.viewControllers = newViewControllers
        }
        removed.forEach { $0.navigationController = nil }
    }

    private func popTo(index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(viewControllers[(index + 1)...])
        transition(to: viewControllers[index], animated: animated) {
            self.viewControllers.removeLast(popped.count)
        }
        popped.forEach { $0.navigationController = nil }
        return popped
    }

    private func transition(to new: ViewController, animated: Bool, update: () -> Void) {
        let old = topViewController
        let changes = old !== new
        if isVisible && changes {
            old?.viewWillDisappear(animated)
            new.viewWillAppear(animated)
        }
        update()
        if isViewLoaded && changes {
            contentView.show(new)
            screenDidChange(new)
            // Before the content: the page focuses the new screen's field when it arrives.
            view.enqueue(.attribute(slot: contentView.slot, name: "data-focus", value: contentView.focusTarget.map(String.init)))
            view.enqueue(.content(view: contentView))
        }
        if isVisible && changes {
            old?.viewDidDisappear(animated)
            new.viewDidAppear(animated)
        }
    }

    /// Points the address bar at the top screen's path without a new history entry.
    private func replaceURL() {
        if let path = currentPath { view.enqueue(.navigate(path: path, push: false)) }
    }

    // MARK: - The page

    /// The top screen's path, or the nearest one below it that has one.
    open override var currentPath: String? {
        viewControllers.reversed().lazy.compactMap(\.currentPath).first ?? path
    }

    /// The top screen's title.
    open override var currentTitle: String? {
        topViewController?.currentTitle ?? super.currentTitle
    }

    /// Pops to the screen showing `path`, or shows what `router` makes for it (the
    /// address then names the screen shown, when the router showed another); a path
    /// nobody knows puts the current one back in the address bar.
    open override func show(path: String) {
        if let index = viewControllers.lastIndex(where: { $0.currentPath == path }) {
            if index < viewControllers.count - 1 { _ = popTo(index: index, animated: true) }
            return
        }
        if let screens = router?(path), !screens.isEmpty {
            setViewControllers(screens, animated: true)
            // The router may show another screen than the path named (a page it cannot
            // rebuild): the address says what is shown.
            if currentPath != path { replaceURL() }
        } else {
            replaceURL()
        }
    }

    /// Pops the top screen (Esc or the back button with no history to go back through).
    open override func goBack() {
        popViewController(animated: true)
    }

    /// The top screen's keys, then going back (when possible) and help.
    open override var keyHints: [KeyHint] {
        var hints = topViewController?.keyHints ?? []
        if viewControllers.count > 1 { hints.append(KeyHint(key: "Esc", title: "Back")) }
        hints.append(KeyHint(key: "?", title: "Help"))
        return hints
    }

    /// A screen's path changed: the address bar follows the top screen's, in its entry.
    func screenPathDidChange(_ screen: ViewController) {
        guard screen === topViewController, isViewLoaded else { return }
        replaceURL()
    }

    /// A screen's title or commands changed: the title bar and help show the top's.
    func screenDidChange(_ screen: ViewController) {
        guard screen === topViewController, isViewLoaded else { return }
        view.enqueue(.content(view: titleBar))
        view.enqueue(.content(view: helpOverlay))
        view.enqueue(.title(currentTitle ?? ""))
    }

    // MARK: - Appearance

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isVisible = true
        topViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isVisible = false
        topViewController?.viewDidDisappear(animated)
    }
}

/// The navigation controller's element.
private final class NavigationView: View {
    override var baseClass: String { "navigation" }
}

/// Holds the top screen's view.
private final class ScreenContainer: View {
    override var tagName: String { "main" }
    override var baseClass: String { "screen" }

    func show(_ viewController: ViewController) {
        // Rendered by the `.content` operation that follows, not inserted one by one.
        if let shown { release(shown) }
        let content = viewController.view
        if content.superview != nil { content.removeFromSuperview() }
        shown = content
        adopt(content)
        focusTarget = viewController.preferredFocusedView?.slot
    }

    private var shown: View?
    /// The slot of the field the page focuses when the screen appears.
    private(set) var focusTarget: Int?

    override var attributes: [(String, String?)] {
        [("data-focus", focusTarget.map(String.init))]
    }

    override func renderContent(into html: inout HTML) {
        shown?.render(into: &html)
    }
}

/// The title bar: back button, title, bar button items and the help button; read from
/// the top screen each time it is rendered.
private final class TitleBar: View {
    weak var navigationController: NavigationController?

    override var tagName: String { "header" }
    override var baseClass: String { "titlebar" }

    override func renderContent(into html: inout HTML) {
        guard let navigationController, let top = navigationController.topViewController else { return }
        let canGoBack = navigationController.viewControllers.count > 1
        html.open("button", [("type", "button"), ("class", "back"), ("data-action", "back"), ("aria-label", "Back"),
                             ("hidden", canGoBack ? nil : "")])
        html.raw("<span aria-hidden=\"true\">‹</span>")
        html.close("button")
        for item in top.navigationItem.leftBarButtonItems where item.isEnabled {
            item.render(into: &html, visible: true)
        }
        html.element("h1", [("class", "title")], text: top.currentTitle ?? "")
        html.open("nav", [("class", "bar-items"), ("aria-label", "Actions")])
        for item in top.navigationItem.rightBarButtonItems where item.isEnabled {
            item.render(into: &html, visible: true)
        }
        html.open("button", [("type", "button"), ("class", "help-button"), ("data-action", "help"),
                             ("aria-label", "Keyboard shortcuts"), ("title", "Keyboard shortcuts (?)")])
        html.raw("?")
        html.close("button")
        html.close("nav")
    }
}

/// The `?` help: a dialog listing the keys that work on the screen; commands are
/// buttons (for mouse and touch), the rest plain lines. The page opens and closes it.
private final class HelpOverlay: View {
    weak var navigationController: NavigationController?

    override init() {
        super.init()
        isHidden = true
    }

    override var baseClass: String { "help" }
    override var attributes: [(String, String?)] {
        [("role", "dialog"), ("aria-modal", "true"), ("aria-labelledby", "help-title-\(slot)")]
    }

    override func renderContent(into html: inout HTML) {
        guard let navigationController else { return }
        html.open("div", [("class", "help-panel")])
        html.element("h2", [("id", "help-title-\(slot)")], text: "Keyboard shortcuts")
        html.open("ul", [("class", "help-list")])
        let commands = navigationController.topViewController?.allKeyCommands.filter(\.isEnabled) ?? []
        for command in commands {
            html.open("li")
            command.render(into: &html, visible: false)
            html.close("li")
        }
        let commandHints = Set(commands.map(\.keyHint))
        for hint in navigationController.keyHints where !commandHints.contains(hint) {
            html.open("li", [("class", "help-hint")])
            html.element("kbd", text: hint.key)
            html.element("span", text: hint.title)
            html.close("li")
        }
        html.close("ul")
        html.open("button", [("type", "button"), ("class", "help-close"), ("data-action", "close-help")])
        html.raw("Close")
        html.close("button")
        html.close("div")
    }
}
