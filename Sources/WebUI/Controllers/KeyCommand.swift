import RxCore

/// A key that triggers an action on a screen, listed in the `?` help overlay, where it
/// can be clicked too; subscribe to `rx.tap` for its presses.
///
/// The page sends the press: a cold command (the default) only when no text field has
/// the focus, so a plain letter still types; a hot one (Ctrl keys) even while typing.
/// Use from the main queue only.
open class KeyCommand: ReactiveCompatible, InputTarget {
    /// The key that triggers it.
    public let key: Key
    /// What it does, as shown in help and title bars.
    public var title: String {
        didSet { if title != oldValue { owner?.commandsDidChange() } }
    }
    /// Whether it is sent even while a field is being edited.
    public let isHot: Bool
    /// Whether it responds; a disabled command is not listed and its key does nothing.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { owner?.commandsDidChange() } }
    }
    /// The number the page names it by.
    public let slot = Slot.next()

    /// The screen listing it, told when its title or state changes.
    weak var owner: ViewController?

    let taps = PublishSubject<Void>()

    /// Creates a command for `key` described by `title`.
    public init(key: Key, title: String, isHot: Bool = false) {
        self.key = key
        self.title = title
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

    func receive(_ event: InputEvent) -> Bool {
        guard event.type == .tap else { return false }
        sendActions()
        return true
    }

    /// The command as a button: in the title bar (`visible`) or in the help list.
    func render(into html: inout HTML, visible: Bool) {
        html.page?.register(self, slot: slot)
        html.open("button", [("type", "button"), ("class", visible ? "bar-button" : "help-command"), ("data-command", String(slot)),
                             ("data-key", key.webName), ("data-hot", isHot ? "" : nil), ("disabled", isEnabled ? nil : "")])
        html.element("kbd", text: key.description)
        html.element("span", text: title)
        html.close("button")
    }
}

/// A key command shown in the navigation controller's title bar as a button, like
/// "r Refresh".
open class BarButtonItem: KeyCommand {}

/// What the navigation controller shows for a screen: its title and bar button items.
public final class NavigationItem {
    /// The title shown in the title bar; when nil, the view controller's `title`.
    public var title: String? {
        didSet { owner?.commandsDidChange() }
    }
    /// Items shown at the left of the title bar, after the back button.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { itemsDidChange() }
    }
    /// Items shown at the right of the title bar.
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { itemsDidChange() }
    }

    /// The view controller whose title bar shows the items; each item tells it when its
    /// title or `isEnabled` changes, so the bar is drawn again.
    weak var owner: ViewController? {
        didSet { itemsDidChange() }
    }

    private func itemsDidChange() {
        for item in leftBarButtonItems + rightBarButtonItems { item.owner = owner }
        owner?.commandsDidChange()
    }

    /// Creates an empty item.
    public init() {}

    /// One right item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}

extension Reactive where Base: KeyCommand {
    /// The command's presses (its key, its button, or `sendActions()`), on the main queue.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }
}
