import Dispatch
import Foundation
import RxCore
#if canImport(Glibc)
import Glibc
#endif

/// The run loop of a terminal app (UIApplication's role): it takes the terminal over,
/// shows a root screen in a `Window`, reads keys from stdin and draws frames, all on
/// the main dispatch queue.
///
/// - Input: stdin is read through a `DispatchSourceRead` into a `KeyParser`; keys go to
///   the window. Inputs epoll cannot watch (a regular file, /dev/null) are read a chunk
///   per main-queue turn instead, and a closed stdin ends the app at once. A Ctrl-C no screen consumed ends the app like SIGINT, a Ctrl-Z
///   suspends it like SIGTSTP (raw mode turns the terminal's own signal keys off).
/// - Drawing: `setNeedsDisplay()` (and every view's, through the root view) asks for a
///   frame; requests are coalesced into one render on the next main-queue turn, and a
///   render follows every batch of input.
/// - The terminal is restored on every exit path: `Application.exit()`, SIGINT, SIGTERM
///   and SIGHUP (exit status 128 + signal), stdin closing (status 0), a failed start
///   (status 1). SIGTSTP restores and stops the process; SIGCONT takes the terminal back
///   and redraws. SIGWINCH re-reads the size and redraws at once; the views keep their
///   state (selection, scroll position), they are only laid out again. Every other
///   signal that would end the process (SIGQUIT, SIGUSR1, SIGALRM, SIGPIPE, ..., and a
///   crash or stack overflow on the main queue) restores the terminal from the C
///   handler `CrashRestore` and then ends the process as the signal would have.
///
/// Signals arrive through `DispatchSourceSignal`s on the main queue, never in a signal
/// handler, so all of this is ordinary main-queue code. Use from the main queue only.
public final class Application {
    /// The running application, set by `run(rootViewController:)`. Main queue only.
    nonisolated(unsafe) static var current: Application?

    /// The window showing the root screen.
    public let window: Window
    /// The terminal drawn on.
    public let terminal: TerminalSession
    /// Whether the app has the terminal (started, not exited, not suspended).
    public private(set) var isRunning = false
    /// Frames rendered so far (for tests and diagnostics).
    public private(set) var renderCount = 0

    let renderer: Renderer
    let keyParser: KeyParser
    private let scheduleOnMain: (@escaping () -> Void) -> Void
    private let hooks: ProcessHooks
    private var renderScheduled = false
    private var isRendering = false
    private var hasExited = false
    private var sources: [DispatchSourceProtocol] = []

    /// The signals the run loop handles through dispatch sources.
    static let handledSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

    /// Creates an application that will show `rootViewController` on `terminal`.
    /// `keyScheduler` times the lone-Esc timeout; `scheduleOnMain` runs work on the next
    /// main-queue turn (coalesced renders); `hooks` end or stop the process.
    init(
        rootViewController: ViewController,
        terminal: TerminalSession,
        keyScheduler: SchedulerType = MainScheduler.instance,
        scheduleOnMain: @escaping (@escaping () -> Void) -> Void = MainQueue.async,
        hooks: ProcessHooks = .live
    ) {
        self.terminal = terminal
        self.window = Window(rootViewController: rootViewController, size: terminal.size)
        self.renderer = Renderer(terminal: terminal)
        self.keyParser = KeyParser(scheduler: keyScheduler)
        self.scheduleOnMain = scheduleOnMain
        self.hooks = hooks
        keyParser.onKey = { [weak self] key in self?.handleKey(key) }
    }

    // MARK: - Running

    /// Runs `rootViewController` full screen on the terminal until the app exits; never
    /// returns. Call once, from the main thread: it runs the main queue on it (through
    /// `RunLoop.main`, so main-queue work stays on the main thread).
    ///
    /// With `mouseWheel` the terminal reports the mouse while the app has it, and each
    /// wheel notch reaches the focused view as `.scrollUp`/`.scrollDown` (a `TableView`
    /// scrolls). Off by default, because it takes the terminal's mouse selection over:
    /// copying text then needs Shift held. Every exit path turns it off again with the
    /// rest of the terminal's modes (see `TTYTerminal`).
    public static func run(rootViewController: ViewController, mouseWheel: Bool = false) -> Never {
        run(rootViewController: rootViewController, terminal: TTYTerminal(mouseWheel: mouseWheel))
    }

    /// Runs `rootViewController` on `terminal`, reading keys from `input`; never returns.
    public static func run(rootViewController: ViewController, terminal: TerminalSession, input: Int32 = STDIN_FILENO) -> Never {
        let application = Application(rootViewController: rootViewController, terminal: terminal)
        current = application
        do {
            try application.start()
        } catch {
            FileHandle.standardError.write(Data("Cannot use the terminal: \(error)\n".utf8))
            application.exit(1)
        }
        application.installSources(input: input, signals: handledSignals)
        runMainQueueOnMainThread()
    }

    /// Runs the main queue on the main thread for good, through its run loop.
    ///
    /// Not `dispatchMain()`: on Linux that ends the main thread and has the main queue
    /// drained by dispatch's worker threads, a different one from turn to turn, and each
    /// would need an alternate signal stack of its own for a stack overflow in UI code
    /// to restore the terminal (workers come and go, and nothing runs on them when they
    /// start). `RunLoop.main` drains the main queue on this thread, which the crash
    /// handler covers. The main run loop always has the main queue as a source, so it
    /// does not return; if it ever does, the queue is handed to `dispatchMain()`.
    private static func runMainQueueOnMainThread() -> Never {
        CrashRestore.coverCurrentThread()
        while RunLoop.main.run(mode: .default, before: .distantFuture) {}
        dispatchMain()
    }

    /// Starts `rootViewController` on `terminal`, reading keys from `input`, without
    /// taking the main thread over, and returns the running application: the caller
    /// keeps servicing the main queue (a `RunLoop`), and `onExit` is called where the
    /// process would end (the terminal is restored first). For benchmarks that measure
    /// the real input path; apps use `run(rootViewController:)`. Main queue only.
    @_spi(Instrumentation)
    public static func launch(
        rootViewController: ViewController,
        terminal: TerminalSession,
        input: Int32,
        onExit: @escaping (Int32) -> Void
    ) throws -> Application {
        let application = Application(
            rootViewController: rootViewController,
            terminal: terminal,
            hooks: ProcessHooks(terminate: onExit, suspend: ProcessHooks.live.suspend)
        )
        try application.start()
        application.installSources(input: input, signals: [])
        return application
    }

    /// Ends the running application: restores the terminal and exits the process with
    /// `status`. Without a running application it just exits.
    public static func exit(_ status: Int32 = 0) {
        if let current {
            current.exit(status)
        } else {
            Glibc.exit(status)
        }
    }

    /// Takes the terminal over, shows the root screen and draws the first frame. On
    /// failure the terminal is restored and the error thrown.
    func start() throws {
        do {
            try terminal.enter()
        } catch {
            terminal.restore()
            throw error
        }
        isRunning = true
        window.size = terminal.size
        window.makeKeyAndVisible()
        window.rootViewController.view.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
        renderNow()
        let typed = terminal.takePendingInput()
        if !typed.isEmpty { handleInput(typed) }
    }

    /// Restores the terminal (once) and ends the process with `status`.
    public func exit(_ status: Int32 = 0) {
        if !hasExited {
            hasExited = true
            isRunning = false
            sources.forEach { $0.cancel() }
            sources = []
            terminal.restore()
        }
        hooks.terminate(status)
    }

    // MARK: - Drawing

    /// Asks for a frame on the next main-queue turn; any number of requests before it
    /// make one frame. Requests made while a frame is drawn (layout setting frames) are
    /// part of that frame and ignored, so drawing never schedules the next frame.
    public func setNeedsDisplay() {
        guard isRunning, !renderScheduled, !isRendering else { return }
        renderScheduled = true
        scheduleOnMain { [weak self] in
            guard let self else { return }
            self.renderScheduled = false
            self.renderNow()
        }
    }

    /// Draws a frame now (only the changed cells reach the terminal).
    func renderNow() {
        guard isRunning else { return }
        isRendering = true
        window.render(with: renderer)
        isRendering = false
        renderCount += 1
    }

    // MARK: - Input

    /// Parses bytes read from stdin and asks for a frame after the keys they made.
    func handleInput(_ bytes: [UInt8]) {
        guard isRunning else { return }
        keyParser.feed(bytes)
        setNeedsDisplay()
    }

    /// Gives a key to the window; Ctrl-C and Ctrl-Z nothing consumed act as the signals.
    func handleKey(_ key: Key) {
        guard isRunning else { return }
        if window.processKey(key) {
            setNeedsDisplay()
            return
        }
        switch key {
        case .ctrl("c"): exit(128 + SIGINT)
        case .ctrl("z"): suspend()
        default: break
        }
    }

    /// Stdin reached its end or failed: give out a pending Esc, then exit cleanly.
    func inputEnded() {
        guard !hasExited else { return }
        keyParser.flush()
        exit(0)
    }

    // MARK: - Signals

    /// Acts on a signal delivered by a dispatch source.
    func handleSignal(_ signal: Int32) {
        switch signal {
        case SIGINT, SIGTERM, SIGHUP:
            exit(128 + signal)
        case SIGTSTP:
            suspend()
        case SIGCONT:
            resume()
        case SIGWINCH:
            resize()
        default:
            break
        }
    }

    /// Gives the terminal back and stops the process; takes it back when continued.
    func suspend() {
        guard isRunning else { return }
        isRunning = false
        terminal.restore()
        hooks.suspend()
        resume()
    }

    /// Takes the terminal back after a stop and redraws everything (the shell drew over
    /// the screen meanwhile). Does nothing while already running.
    func resume() {
        guard !isRunning, !hasExited else { return }
        do {
            try terminal.enter()
        } catch {
            exit(1)
            return
        }
        isRunning = true
        renderer.invalidate()
        window.size = terminal.size
        renderNow()
    }

    /// Takes the new size and redraws at once (the renderer redraws whole on a new size).
    func resize() {
        guard isRunning else { return }
        window.size = terminal.size
        renderNow()
    }

    // MARK: - Sources

    /// Reads `input` and listens for `signals` on the main queue.
    private func installSources(input: Int32, signals: [Int32]) {
        for signalNumber in signals {
            // Ignored, so only the dispatch source sees it (no default action).
            _ = signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            let handler = MainQueueClosure { [weak self] in self?.handleSignal(signalNumber) }
            source.setEventHandler { handler.body() }
            source.resume()
            sources.append(source)
        }
        switch InputKind(of: input) {
        case .closed:
            scheduleOnMain { [weak self] in self?.inputEnded() }
        case .neverBlocks:
            scheduleOnMain { [weak self] in self?.readWithoutWatching(input) }
        case .watchable:
            let reader = DispatchSource.makeReadSource(fileDescriptor: input, queue: .main)
            let handler = MainQueueClosure { [weak self] in self?.readInput(input) }
            reader.setEventHandler { handler.body() }
            reader.resume()
            sources.append(reader)
        }
    }

    /// What the input descriptor is, which decides how it is read.
    private enum InputKind {
        /// Not open: input has ended before it began.
        case closed
        /// A regular file or a device like /dev/null: epoll refuses to watch it (a read
        /// source would never fire, and the app would wait forever), but a read never
        /// waits either.
        case neverBlocks
        /// A terminal, a pipe or a socket: read when the dispatch source says so.
        case watchable

        init(of descriptor: Int32) {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else {
                self = .closed
                return
            }
            let type = info.st_mode & S_IFMT
            self = type == S_IFIFO || type == S_IFSOCK || isatty(descriptor) == 1 ? .watchable : .neverBlocks
        }
    }

    /// Reads an input that cannot be watched one chunk per main-queue turn (so frames
    /// are drawn in between) until its end.
    private func readWithoutWatching(_ input: Int32) {
        guard !hasExited else { return }
        readInput(input)
        if !hasExited {
            scheduleOnMain { [weak self] in self?.readWithoutWatching(input) }
        }
    }

    /// One read of what is available (the source said it is readable, so it does not
    /// block); 0 bytes or an error other than an interruption mean stdin is gone.
    private func readInput(_ input: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
        if count > 0 {
            handleInput(Array(buffer[0..<count]))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            inputEnded()
        }
    }
}
