/// A stack of screens with a title bar (UINavigationController's role).
///
/// The title bar shows "‹" when there is a screen to go back to, the top screen's title,
/// and its bar button items with their keys. Keys go to the top screen first
/// (hot → focused → cold, see `ViewController.handleKey`); keys it leaves are the
/// controller's own: Esc or Backspace go back, `?` shows a help overlay listing the keys
/// that work on the current screen, and any key closes it.
///
/// Appearance callbacks reach the screens while the controller itself is shown (by a
/// `Window`); pushes and pops before that only change the stack. Use from the main
/// queue only.
open class NavigationController: ViewController {
    /// The screens, root first.
    public private(set) var viewControllers: [ViewController] = []

    /// The screen shown.
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether the help overlay is shown.
    public var isShowingHelp: Bool { !helpOverlay.isHidden }

    private let titleBar = TitleBar()
    private let contentView = View()
    private let helpOverlay = HelpOverlay()
    private var isVisible = false

    /// Creates a stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        rootViewController.navigationController = self
        viewControllers = [rootViewController]
    }

    /// The container: title bar, the top screen's view, and the help overlay over both.
    open override func loadView() {
        view = NavigationView(titleBar: titleBar, contentView: contentView, helpOverlay: helpOverlay)
        titleBar.navigationController = self
        helpOverlay.isHidden = true
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let topViewController { install(topViewController) }
    }

    // MARK: - Stack

    /// Shows `viewController` on top of the stack.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }) else { return }
        let previous = topViewController
        viewController.navigationController = self
        transition(from: previous, to: viewController, animated: animated) {
            self.viewControllers.append(viewController)
        }
    }

    /// Removes the top screen and shows the one below; returns the removed screen, or
    /// nil at the root (which is never popped).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        transition(from: top, to: viewControllers[viewControllers.count - 2], animated: animated) {
            self.viewControllers.removeLast()
        }
        top.navigationController = nil
        return top
    }

    /// Removes every screen above the root; returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        let popped = Array(viewControllers.dropFirst())
        transition(from: top, to: viewControllers[0], animated: animated) {
            self.viewControllers.removeLast(popped.count)
        }
        popped.forEach { $0.navigationController = nil }
        return popped
    }

    /// Replaces the whole stack with `newViewControllers` (root first) and shows the last,
    /// as UIKit's `setViewControllers(_:animated:)`: the old top disappears and the new
    /// one appears (no callbacks when the top stays the same). An empty array is ignored:
    /// the stack always has a root.
    open func setViewControllers(_ newViewControllers: [ViewController], animated: Bool) {
        guard let newTop = newViewControllers.last else { return }
        let removed = viewControllers.filter { old in !newViewControllers.contains { $0 === old } }
        newViewControllers.forEach { $0.navigationController = self }
        if newTop === topViewController {
            viewControllers = newViewControllers
            if isViewLoaded { view.setNeedsDisplay() }
        } else {
            transition(from: topViewController, to: newTop, animated: animated) {
                self.viewControllers = newViewControllers
            }
        }
        removed.forEach { $0.navigationController = nil }
    }

    private func transition(from old: ViewController?, to new: ViewController, animated: Bool, update: () -> Void) {
        if isVisible {
            old?.viewWillDisappear(animated)
            new.loadViewIfNeeded()
            new.viewWillAppear(animated)
            new.restoreFocus()
        }
        update()
        helpOverlay.isHidden = true
        if isViewLoaded {
            old?.view.removeFromSuperview()
            install(new)
            view.setNeedsDisplay()
        }
        if isVisible {
            old?.viewDidDisappear(animated)
            new.viewDidAppear(animated)
        }
    }

    private func install(_ viewController: ViewController) {
        contentView.subviews.forEach { $0.removeFromSuperview() }
        let content = viewController.view
        content.frame = contentView.bounds
        contentView.addSubview(content)
        contentView.setNeedsLayout()
    }

    // MARK: - Appearance

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isVisible = true
        topViewController?.loadViewIfNeeded()
        topViewController?.viewWillAppear(animated)
        topViewController?.restoreFocus()
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

    // MARK: - Keys

    /// Closes the help overlay on any key (↑↓ j k PgUp PgDn scroll it instead when the
    /// terminal is too short for every key); otherwise gives the key to the top screen,
    /// then handles Esc/Backspace (back) and `?` (help).
    open override func handleKey(_ key: Key) -> Bool {
        if !helpOverlay.isHidden {
            // On a terminal too short for every key the list scrolls; other keys close it.
            if helpOverlay.scroll(for: key) {
                view.setNeedsDisplay()
                return true
            }
            helpOverlay.isHidden = true
            view.setNeedsDisplay()
            return true
        }
        if let topViewController, topViewController.handleKey(key) { return true }
        switch key {
        case .escape, .backspace:
            return popViewController(animated: true) != nil
        case .character("?"):
            helpOverlay.hints = keyHints
            helpOverlay.isHidden = false
            view.setNeedsDisplay()
            return true
        default:
            return false
        }
    }

    /// The top screen's keys, then going back (when possible) and help.
    open override var keyHints: [KeyHint] {
        var hints = topViewController?.keyHints ?? []
        if viewControllers.count > 1 { hints.append(KeyHint(key: "Esc", title: "Back")) }
        hints.append(KeyHint(key: "?", title: "Help"))
        return hints
    }
}

/// The navigation controller's root view: the title bar on the first line, the content
/// below, and the help overlay over everything.
private final class NavigationView: View {
    let titleBar: TitleBar
    let contentView: View
    let helpOverlay: HelpOverlay

    init(titleBar: TitleBar, contentView: View, helpOverlay: HelpOverlay) {
        self.titleBar = titleBar
        self.contentView = contentView
        self.helpOverlay = helpOverlay
        super.init()
        addSubview(titleBar)
        addSubview(contentView)
        addSubview(helpOverlay)
    }

    override func layoutSubviews() {
        let barHeight = min(1, frame.height)
        titleBar.frame = Rect(x: 0, y: 0, width: frame.width, height: barHeight)
        contentView.frame = Rect(x: 0, y: barHeight, width: frame.width, height: max(0, frame.height - barHeight))
        for content in contentView.subviews {
            content.frame = contentView.bounds
        }
        helpOverlay.frame = bounds
    }
}

/// The title bar: "‹ " when back is possible, the title in bold, the bar items' keys and
/// titles on the right. Read from the top screen at each draw, so title changes show.
private final class TitleBar: View {
    weak var navigationController: NavigationController?
    let style = Style(attributes: .reverse)

    override func draw(into canvas: inout Canvas) {
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), with: Cell(symbol: " ", style: style))
        guard let navigationController, let top = navigationController.topViewController else { return }
        let items = (top.navigationItem.leftBarButtonItems + top.navigationItem.rightBarButtonItems).filter(\.isEnabled)
        let itemsText = items.map { "\($0.key) \($0.title)" }.joined(separator: "  ")
        var x = 1
        if navigationController.viewControllers.count > 1 {
            x += canvas.write("‹ ", at: Point(x: x, y: 0), style: style)
        }
        let title = sanitize(top.navigationItem.title ?? top.title ?? "")
        let itemsWidth = itemsText.isEmpty ? 0 : itemsText.displayWidth + 2
        let titleRoom = width - 1 - x - itemsWidth
        let shownTitle = TextLayout.truncate(title, toWidth: max(titleRoom, 0))
        canvas.write(shownTitle, at: Point(x: x, y: 0), style: style.adding(.bold))
        if !itemsText.isEmpty && titleRoom >= 0 {
            var itemX = width - 1 - itemsText.displayWidth
            for (index, item) in items.enumerated() {
                if index > 0 { itemX += 2 }
                itemX += canvas.write(item.key.description, at: Point(x: itemX, y: 0), style: style.adding(.bold))
                itemX += 1
                itemX += canvas.write(item.title, at: Point(x: itemX, y: 0), style: style)
            }
        }
    }
}

/// A box in the middle of the screen listing keys and what they do.
///
/// Keys sit in a column when every line fits; on a narrow terminal a hint that does not
/// fit puts its title under its key, wrapped, so what a key does is never cut to "…".
/// On a short terminal the list scrolls (`scroll(for:)`), and the borders say how many
/// keys are above and below: `q Quit`, listed last, is always within reach.
private final class HelpOverlay: View {
    var hints: [KeyHint] = [] {
        didSet { firstLine = 0 }
    }

    /// The first line shown, when not all of them fit.
    private(set) var firstLine = 0

    /// The lines listing `hints` inside a box at most `width` columns wide (borders and
    /// margins included).
    func lines(fittingWidth width: Int) -> [String] {
        let keyWidth = hints.map(\.key.displayWidth).max() ?? 0
        let aligned = hints.map { hint in
            sanitize(hint.key) + String(repeating: " ", count: keyWidth - hint.key.displayWidth) + "  " + sanitize(hint.title)
        }
        let room = width - 4
        guard aligned.contains(where: { $0.displayWidth > room }) else { return aligned }
        return hints.flatMap { hint -> [String] in
            let line = sanitize(hint.key) + "  " + sanitize(hint.title)
            guard line.displayWidth > room else { return [line] }
            return [sanitize(hint.key)] + TextLayout.wrap(sanitize(hint.title), width: max(1, room - 2)).map { "  " + $0 }
        }
    }

    /// How many lines fit inside the box at the overlay's current size.
    private func visibleLineCount(of lines: [String]) -> Int {
        max(0, min(frame.height, lines.count + 2) - 2)
    }

    /// Scrolls the list for ↑↓ j k PgUp PgDn when it does not fit; false (nothing done)
    /// for other keys, or when every line is shown.
    func scroll(for key: Key) -> Bool {
        let lines = lines(fittingWidth: frame.width)
        let visible = visibleLineCount(of: lines)
        guard visible > 0, lines.count > visible else { return false }
        let step: Int
        switch key {
        case .down, .character("j"): step = 1
        case .up, .character("k"): step = -1
        case .pageDown, .character(" "): step = visible
        case .pageUp: step = -visible
        default: return false
        }
        firstLine = min(max(0, firstLine + step), lines.count - visible)
        return true
    }

    override func draw(into canvas: inout Canvas) {
        let lines = lines(fittingWidth: canvas.size.width)
        // A list that scrolls counts the keys above in the top border: room for it.
        let label = lines.count > canvas.size.height - 2 ? "Keys ↑ \(lines.count) more".displayWidth + 2 : "Keys".displayWidth
        let contentWidth = max(label, lines.map(\.displayWidth).max() ?? 0)
        let boxWidth = min(canvas.size.width, contentWidth + 4)
        let boxHeight = min(canvas.size.height, lines.count + 2)
        guard boxWidth >= 4, boxHeight >= 2 else { return }
        let visible = boxHeight - 2
        let first = min(firstLine, max(0, lines.count - visible))
        let left = (canvas.size.width - boxWidth) / 2
        let top = (canvas.size.height - boxHeight) / 2
        canvas.fill(Rect(x: left, y: top, width: boxWidth, height: boxHeight))
        let horizontal = String(repeating: "─", count: boxWidth - 2)
        let room = boxWidth - 4
        canvas.write("┌" + horizontal + "┐", at: Point(x: left, y: top))
        canvas.write(TextLayout.truncate(" Keys " + (first > 0 ? "↑ \(first) more " : ""), toWidth: room, ellipsis: nil),
                     at: Point(x: left + 2, y: top), style: .bold)
        canvas.write("└" + horizontal + "┘", at: Point(x: left, y: top + boxHeight - 1))
        let below = lines.count - first - visible
        if below > 0 {
            canvas.write(TextLayout.truncate(" ↓ \(below) more ", toWidth: room, ellipsis: nil),
                         at: Point(x: left + 2, y: top + boxHeight - 1), style: .bold)
        }
        for row in 0..<visible {
            canvas.write("│", at: Point(x: left, y: top + 1 + row))
            canvas.write("│", at: Point(x: left + boxWidth - 1, y: top + 1 + row))
            canvas.write(TextLayout.truncate(lines[first + row], toWidth: room), at: Point(x: left + 2, y: top + 1 + row))
        }
    }
}
