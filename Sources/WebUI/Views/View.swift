import RxCore

/// The base of every view: an element of the page with subviews, rendered on the server
/// and kept live in the browser (UIView's role, as TerminalUI's `View` is on a terminal).
///
/// Views are plain classes used from the main queue only, like TerminalUI's. A view
/// renders itself once as markup (`render(into:)`), and each later change of one of its
/// properties is sent to the page as a small update of its slot (`slot`), coalesced per
/// turn of the main queue; an equal value sends nothing. There is no frame: the page's
/// stylesheet lays views out (stacks, tables, the screen's column).
open class View: ReactiveCompatible, InputTarget {
    /// The number that names the view's element on the page (`data-slot`).
    public let slot: Int

    /// The views inside this one, in order.
    public private(set) var subviews: [View] = []

    /// The view this one is inside, if any.
    public private(set) weak var superview: View?

    /// The page a view is the root of (set by the page on its root view).
    weak var hostingPage: LivePage?

    /// The flush that last rendered the view, so a subview added in the same turn as a
    /// new ancestor is not sent twice.
    var renderedGeneration = -1

    /// Whether the view (and its subviews) is left out of the page.
    public var isHidden = false {
        didSet {
            if isHidden != oldValue { enqueue(.hidden(slot: slot, isHidden)) }
        }
    }

    /// A name for screen readers (`aria-label`), when the content does not say it.
    public var accessibilityLabel: String?

    /// A style from the page's stylesheet for this view, like "card" or "muted"
    /// (letters, digits and dashes; other characters are dropped).
    public var styleName: String? {
        didSet {
            styleName = styleName.map { String($0.filter { $0.isLetter || $0.isNumber || $0 == "-" }) }
            if styleName != oldValue { enqueue(.attribute(slot: slot, name: "class", value: classNames)) }
        }
    }

    /// Creates a view.
    public init() {
        slot = Slot.next()
    }

    // MARK: - Hierarchy

    /// Adds `view` after the subviews (removing it from its old superview first).
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped).
    open func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        let position = max(0, min(index, subviews.count))
        subviews.insert(view, at: position)
        view.superview = self
        let next = position + 1 < subviews.count ? subviews[position + 1].slot : nil
        enqueue(.insert(parent: slot, before: next, view: view))
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        enqueue(.remove(slot: slot))
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Makes `view` a child without sending anything: for containers that render their
    /// children themselves (a table's cells).
    func adopt(_ view: View) {
        view.superview = self
    }

    /// Lets go of a child adopted with `adopt`.
    func release(_ view: View) {
        if view.superview === self { view.superview = nil }
    }

    /// The page the view is on: its root view's page, nil when it is on none.
    var page: LivePage? {
        var root = self
        while let superview = root.superview { root = superview }
        return root.hostingPage
    }

    /// Sends `operation` to the view's page, if it is on one.
    func enqueue(_ operation: PatchOperation) {
        page?.enqueue(operation)
    }

    // MARK: - Rendering

    /// The element's tag; `div` by default.
    open var tagName: String { "div" }

    /// The view's own class on the page, like "label" (the stylesheet styles by it).
    open var baseClass: String { "view" }

    /// The element's classes: `baseClass`, the view's state classes and `styleName`.
    public var classNames: String {
        ([baseClass] + stateClasses + (styleName.map { [$0] } ?? [])).joined(separator: " ")
    }

    /// Classes that show the view's state, like "error" for a banner; none by default.
    open var stateClasses: [String] { [] }

    /// The element's attributes beyond slot, class, hidden and aria-label; none by default.
    open var attributes: [(String, String?)] { [] }

    /// Writes the element's content; by default the subviews, in order.
    open func renderContent(into html: inout HTML) {
        for subview in subviews {
            subview.render(into: &html)
        }
    }

    /// Writes the view's element and everything inside it, registering it with the page
    /// being rendered.
    public func render(into html: inout HTML) {
        html.page?.register(self)
        renderedGeneration = html.generation
        html.open(tagName, [("data-slot", String(slot)), ("class", classNames), ("hidden", isHidden ? "" : nil),
                            ("aria-label", accessibilityLabel)] + attributes)
        renderContent(into: &html)
        if !HTML.voidElements.contains(tagName) { html.close(tagName) }
    }

    /// The view's markup on its own (tests, and updates that replace it).
    public var renderedMarkup: String {
        var html = HTML(page: page, generation: page?.generation ?? 0)
        render(into: &html)
        return html.markup
    }

    /// Sends the view's whole element again (for a change of tag or structure).
    public func setNeedsDisplay() {
        enqueue(.replace(view: self))
    }

    // MARK: - Input

    /// Handles an input event from the page aimed at this view; returns whether it was
    /// for it. The base takes none.
    func receive(_ event: InputEvent) -> Bool {
        false
    }

    /// The keys this view handles, for the `?` help overlay; the base has none.
    open var keyHints: [KeyHint] { [] }
}

extension HTML {
    /// Elements that have no closing tag.
    static let voidElements: Set<String> = ["img", "input", "br", "hr"]
}

extension Reactive where Base: View {
    /// Binds whether the view is hidden (on the main queue).
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in
            view.isHidden = hidden
        }
    }
}
