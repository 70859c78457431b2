import Dispatch
import RxCore

/// An activity indicator: a one-cell animation, optionally followed by a title, shown
/// while something loads (UIActivityIndicatorView's role).
///
/// Frames advance on the injected scheduler (the main scheduler by default), so tests
/// drive it in virtual time; each frame asks for a redraw with `setNeedsDisplay()`.
/// Hidden while stopped when `hidesWhenStopped` (the default). Use from the main queue only.
open class Spinner: View {
    /// Braille dots turning: one column in any UTF-8 terminal.
    public static let defaultFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The symbols shown in turn, one column each.
    public let frames: [String]
    /// The time between frames.
    public let interval: RxTimeInterval
    /// Text shown after the symbol, like "Loading…" (sanitized).
    public var title: String? {
        didSet {
            title = title.map { sanitize($0) }
            superview?.setNeedsLayout()
        }
    }
    /// The symbol's and title's style.
    public var style: Style = .plain
    /// Whether the spinner hides itself while stopped.
    public var hidesWhenStopped = true {
        didSet { updateHidden() }
    }

    /// Whether it is animating.
    public private(set) var isAnimating = false
    /// The index of the frame shown.
    public private(set) var frameIndex = 0

    private let scheduler: SchedulerType
    private var timer: Disposable?

    /// Creates a stopped spinner whose frames advance every `interval` on `scheduler`.
    public init(
        title: String? = nil,
        frames: [String] = Spinner.defaultFrames,
        interval: RxTimeInterval = .milliseconds(80),
        scheduler: SchedulerType = MainScheduler.instance,
        frame: Rect = .zero
    ) {
        self.frames = frames.isEmpty ? ["*"] : frames
        self.interval = interval
        self.scheduler = scheduler
        super.init(frame: frame)
        self.title = title.map { sanitize($0) }
        updateHidden()
    }

    deinit {
        timer?.dispose()
    }

    /// Starts the animation from the first frame (nothing if it is already running).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        frameIndex = 0
        updateHidden()
        timer = scheduler.schedulePeriodic((), startAfter: interval, period: interval) { [weak self] _ in
            self?.advance()
        }
        setNeedsDisplay()
    }

    /// Stops the animation and cancels its timer.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        timer?.dispose()
        timer = nil
        updateHidden()
        setNeedsDisplay()
    }

    private func advance() {
        frameIndex = (frameIndex + 1) % frames.count
        setNeedsDisplay()
    }

    private func updateHidden() {
        isHidden = hidesWhenStopped && !isAnimating
    }

    /// The symbol, a space and the title, on one line.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = 1 + (title.map { 1 + $0.displayWidth } ?? 0)
        return Size(width: min(width, size.width), height: min(1, size.height))
    }

    /// Draws the current frame (a blank when stopped and shown) and the title.
    open override func draw(into canvas: inout Canvas) {
        let symbol = isAnimating ? frames[frameIndex] : " "
        canvas.write(symbol, at: .zero, style: style)
        if let title {
            canvas.write(TextLayout.truncate(title, toWidth: canvas.size.width - 2), at: Point(x: 2, y: 0), style: style)
        }
    }
}
