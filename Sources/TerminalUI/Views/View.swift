import RxCore

/// The base of every view: a rectangle in its superview, subviews, layout, drawing and
/// key handling.
///
/// Views are used from the main queue only (like UIKit's); nothing here is thread-safe.
/// Drawing is immediate-mode: `render(into:)` lays out what needs it and draws the
/// whole tree into a `Buffer`; the `Renderer` then writes only what changed.
open class View: ReactiveCompatible {
    /// The view's rectangle in its superview's coordinates.
    public var frame: Rect = .zero {
        didSet {
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }

    /// Whether the view (and its subviews) is left out of drawing; stacks also give
    /// it no space.
    public var isHidden = false {
        didSet {
            if isHidden != oldValue { superview?.markNeedsLayout() }
        }
    }

    /// When set, the view's area is filled with blanks in this style before it draws.
    public var backgroundStyle: Style?

    /// The views inside this one, drawn after it, in order.
    public private(set) var subviews: [View] = []

    /// The view this one is inside, if any.
    public private(set) weak var superview: View?

    private var needsLayout = true
    /// Whether `layoutSubviews()` is running; a `setNeedsLayout()` meanwhile (a binding
    /// that ran from inside the layout, as a view model fed by a layout callback does)
    /// asks for another layout before the next draw instead of being lost.
    private var isLayingOut = false
    private var needsLayoutAgain = false

    /// Creates a view with the given frame.
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// The view's area in its own coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews (removing it from its old superview first).
    open func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        markNeedsLayout()
    }

    /// Puts the subviews in the order of `views`, which holds exactly the current subviews
    /// (for containers that keep them in screen order).
    func reorderSubviews(_ views: [View]) {
        guard views.count == subviews.count else { return }
        subviews = views
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.markNeedsLayout()
        self.superview = nil
    }

    // MARK: - Layout

    /// Marks the view for `layoutSubviews()` before it is next drawn, and asks for that
    /// draw (`setNeedsDisplay()`), so changes made by bindings outside input handling
    /// (a reload, a banner shown) reach the screen.
    public func setNeedsLayout() {
        if isLayingOut { needsLayoutAgain = true }
        markNeedsLayout()
    }

    /// The hierarchy's own requests (a subview added, removed or hidden): during this
    /// view's layout they ask for no other pass, since the layout is placing them.
    private func markNeedsLayout() {
        needsLayout = true
        setNeedsDisplay()
    }

    /// How many times `layoutIfNeeded()` runs `layoutSubviews()` in a row while each pass
    /// asks for another; a layout that never settles is drawn as its last pass left it.
    static let maximumLayoutPasses = 4

    /// Runs `layoutSubviews()` now if the view needs it, and again while the pass itself
    /// asked for another (a binding fed by the layout changed what it lays out: a next
    /// page that arrived at once), so the frame drawn next shows what the layout led to.
    public func layoutIfNeeded() {
        var passes = 0
        while needsLayout, passes < View.maximumLayoutPasses {
            passes += 1
            isLayingOut = true
            layoutSubviews()
            isLayingOut = false
            // Cleared after, so subviews added or moved during layout do not ask for another;
            // an explicit `setNeedsLayout()` made during it does.
            needsLayout = needsLayoutAgain
            needsLayoutAgain = false
        }
    }

    /// Sets the subviews' frames; the base does nothing. Called before drawing after the
    /// size changed or `setNeedsLayout()`.
    open func layoutSubviews() {}

    /// The size the view would like within `size`. The base takes all of it; views with
    /// content (labels, banners) ask for just what their content needs.
    open func sizeThatFits(_ size: Size) -> Size {
        size
    }

    // MARK: - Drawing

    /// Called on the root view when something in its tree changed on its own (a spinner's
    /// frame, a text field's edit) and the screen should be drawn again; the run loop sets it.
    public var onNeedsDisplay: (() -> Void)?

    /// Asks for the screen to be drawn again: calls the root view's `onNeedsDisplay`.
    public func setNeedsDisplay() {
        var root = self
        while let superview = root.superview { root = superview }
        root.onNeedsDisplay?()
    }

    /// Draws the view's own content (subviews draw themselves afterwards); the base
    /// draws nothing.
    open func draw(into canvas: inout Canvas) {}

    /// Draws over the subviews once they are drawn (a selected cell reverses its row
    /// this way); the base does nothing.
    open func drawOverSubviews(into canvas: inout Canvas) {}

    /// Lays out and draws the view and its subviews into `buffer`, at the view's frame,
    /// clipped to the buffer, for a terminal with `capabilities` (`.full` by default).
    public func render(into buffer: inout Buffer, capabilities: TerminalCapabilities = .full) {
        let clip = buffer.area
        var canvas = Canvas(buffer: Buffer(size: .zero), origin: frame.origin, size: frame.size, clip: clip, capabilities: capabilities)
        // Move the buffer in and out instead of copying it, so cells are not copied.
        swap(&canvas.buffer, &buffer)
        renderTree(into: &canvas, origin: frame.origin, clip: clip)
        swap(&canvas.buffer, &buffer)
    }

    /// A new buffer of `size` with the view drawn into it at `frame` (tests and
    /// snapshots), for a terminal with `capabilities` (`.full` by default).
    public func rendered(size: Size, capabilities: TerminalCapabilities = .full) -> Buffer {
        var buffer = Buffer(size: size)
        render(into: &buffer, capabilities: capabilities)
        return buffer
    }

    private func renderTree(into canvas: inout Canvas, origin: Point, clip: Rect) {
        guard !isHidden else { return }
        layoutIfNeeded()
        let visible = Rect(origin: origin, size: frame.size).intersection(clip)
        guard !visible.isEmpty else { return }
        canvas.origin = origin
        canvas.size = frame.size
        canvas.clip = visible
        if let backgroundStyle {
            canvas.fill(bounds, with: Cell(symbol: " ", style: backgroundStyle))
        }
        draw(into: &canvas)
        for subview in subviews {
            let subOrigin = Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY)
            subview.renderTree(into: &canvas, origin: subOrigin, clip: visible)
        }
        canvas.origin = origin
        canvas.size = frame.size
        canvas.clip = visible
        drawOverSubviews(into: &canvas)
    }

    // MARK: - Focus

    /// The view controller whose root view this is; set when the controller gets it.
    weak var owningViewController: ViewController?

    /// The screen the view is on: the controller of the nearest root view up the
    /// superview chain, or nil when the view is on no screen.
    var enclosingViewController: ViewController? {
        var current: View? = self
        while let view = current {
            if let controller = view.owningViewController { return controller }
            current = view.superview
        }
        return nil
    }

    /// Whether the view can take the focus, so that Tab and Shift-Tab stop on it and
    /// `becomeFirstResponder()` works. The base cannot; text fields can. Override to
    /// return true for views that edit or navigate with keys.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether keys go to this view first on its screen: it is the screen's focused
    /// view, or nothing is focused and it is the screen's root view.
    public var isFirstResponder: Bool {
        guard let controller = enclosingViewController else { return false }
        return (controller.focusedView ?? controller.view) === self
    }

    /// Makes the view its screen's focused view, so keys go to it first. Returns false
    /// (and changes nothing) when it cannot take the focus, is hidden, or is on no screen.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, !isHidden, let controller = enclosingViewController else { return false }
        controller.focusedView = self
        return true
    }

    /// Gives the focus up: keys go to the screen's root view again. Returns false when
    /// the view was not focused.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let controller = enclosingViewController, controller.focusedView === self else { return false }
        controller.focusedView = nil
        return true
    }

    // MARK: - Keys

    /// Handles a key and returns whether it was consumed; the base consumes nothing.
    /// Keys not consumed go on to the superview, then to the screen's cold keys (see
    /// `NavigationController` for the hot → focused → cold routing).
    open func processKey(_ key: Key) -> Bool {
        false
    }

    /// The keys this view handles, for the `?` help overlay; the base has none.
    open var keyHints: [KeyHint] { [] }
}
