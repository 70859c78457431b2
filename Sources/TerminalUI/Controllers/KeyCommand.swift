import RxCore

/// A key that triggers an action on a screen, listed in the `?` help overlay;
/// subscribe to `rx.tap` for its presses.
///
/// A hot command is tried before the focused view, so it works even while a text field
/// is being edited (use it for Ctrl keys); a cold one (the default) only gets keys the
/// focused view left, so a plain letter still types into a field. Use from the main
/// queue only.
open class KeyCommand: ReactiveCompatible {
    /// The key that triggers it.
    public let key: Key
    /// What it does, as shown in help and title bars (sanitized).
    public var title: String {
        didSet { title = sanitize(title) }
    }
    /// Whether it is tried before the focused view.
    public let isHot: Bool
    /// Whether it responds; a disabled command leaves its key to others and is not listed.
    public var isEnabled = true

    let taps = PublishSubject<Void>()

    /// Creates a command for `key` described by `title`.
    public init(key: Key, title: String, isHot: Bool = false) {
        self.key = key
        self.title = sanitize(title)
        self.isHot = isHot
    }

    deinit {
        taps.onCompleted()
    }

    /// Sends a tap, as if its key were pressed (when enabled).
    public func sendActions() {
        guard isEnabled else { return }
        taps.onNext(())
    }

    /// The command as a help line.
    public var keyHint: KeyHint { KeyHint(key, title: title) }
}

/// A key command shown in the navigation controller's title bar, like "r Refresh".
open class BarButtonItem: KeyCommand {}

/// What the navigation controller shows for a screen: its title and bar button items.
public final class NavigationItem {
    /// The title shown in the title bar; when nil, the view controller's `title`.
    public var title: String?
    /// Items shown at the left of the title bar, after the back arrow.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Items shown at the right of the title bar.
    public var rightBarButtonItems: [BarButtonItem] = []

    /// Creates an empty item.
    public init() {}

    /// One right item (RxCocoa examples set this).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}

extension Reactive where Base: KeyCommand {
    /// The command's presses (its key, or `sendActions()`), on the main queue.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }
}
