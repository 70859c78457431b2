/// The top of the view tree: shows a root view controller over the whole screen,
/// drives its appearance and gives it the keys.
///
/// The run loop owns one; tests make one of any size and render it headless. Use from
/// the main queue only.
public final class Window {
    /// The screen shown.
    public let rootViewController: ViewController

    /// The screen's size; changing it resizes the root view (a terminal resize).
    public var size: Size {
        didSet { rootViewController.view.frame = Rect(origin: .zero, size: size) }
    }

    /// Whether `makeKeyAndVisible()` has shown the root screen.
    public private(set) var isVisible = false

    /// Creates a window of `size` for `rootViewController`.
    public init(rootViewController: ViewController, size: Size) {
        self.rootViewController = rootViewController
        self.size = size
    }

    /// Loads the root screen, sizes it and sends its appearance callbacks (once).
    public func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        rootViewController.loadViewIfNeeded()
        rootViewController.view.frame = Rect(origin: .zero, size: size)
        rootViewController.viewWillAppear(false)
        rootViewController.restoreFocus()
        rootViewController.viewDidAppear(false)
    }

    /// Gives a key to the root screen; returns whether it was consumed.
    @discardableResult
    public func processKey(_ key: Key) -> Bool {
        rootViewController.handleKey(key)
    }

    /// The whole screen drawn into a new buffer, for a terminal with `capabilities`
    /// (`.full` by default).
    public func rendered(capabilities: TerminalCapabilities = .full) -> Buffer {
        rootViewController.view.rendered(size: size, capabilities: capabilities)
    }

    /// Draws the screen on `renderer`'s terminal (only the changed cells), for what
    /// that terminal can show.
    public func render(with renderer: Renderer) {
        renderer.render(rendered(capabilities: renderer.terminal.capabilities))
    }
}
