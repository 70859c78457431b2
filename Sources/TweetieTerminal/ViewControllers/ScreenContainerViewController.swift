import TerminalUI

/// Shows one child screen over its whole area and lets the app swap it: the run loop's
/// root never changes, while the app goes from a "database is damaged" screen to the
/// timeline, or replaces the whole navigation stack.
///
/// Keys, key hints and appearance go to the child. Use from the main queue only.
public final class ScreenContainerViewController: ViewController {
    /// The screen shown.
    public private(set) var child: ViewController?
    private var isVisible = false

    /// A container showing `child`, if any.
    public init(child: ViewController? = nil) {
        self.child = child
        super.init()
    }

    public override func loadView() {
        view = ContainerView()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if let child { install(child) }
    }

    /// Replaces the child with `newChild` (the old one disappears, the new one appears).
    public func show(_ newChild: ViewController) {
        guard newChild !== child else { return }
        let old = child
        if isVisible {
            old?.viewWillDisappear(false)
            newChild.loadViewIfNeeded()
            newChild.viewWillAppear(false)
        }
        child = newChild
        if isViewLoaded {
            old?.view.removeFromSuperview()
            install(newChild)
        }
        if isVisible {
            old?.viewDidDisappear(false)
            newChild.viewDidAppear(false)
        }
    }

    private func install(_ child: ViewController) {
        let childView = child.view
        childView.frame = view.bounds
        view.addSubview(childView)
        view.setNeedsLayout()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isVisible = true
        child?.loadViewIfNeeded()
        child?.viewWillAppear(animated)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child?.viewDidAppear(animated)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child?.viewWillDisappear(animated)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isVisible = false
        child?.viewDidDisappear(animated)
    }

    /// The child's keys.
    public override func handleKey(_ key: Key) -> Bool {
        child?.handleKey(key) ?? false
    }

    /// The child's key hints.
    public override var keyHints: [KeyHint] {
        child?.keyHints ?? []
    }
}

/// Gives its subviews (the child's view) its whole area.
private final class ContainerView: View {
    override func layoutSubviews() {
        for subview in subviews { subview.frame = bounds }
    }
}
