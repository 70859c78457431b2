import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A failure setting up the real terminal.
public enum TTYTerminalError: Error, Equatable {
    /// `tcsetattr` refused raw mode; the value is `errno`.
    case rawModeFailed(errno: Int32)
}

/// The real terminal: raw mode over termios, the alternate screen, a hidden cursor and
/// bracketed paste while active (and, when asked, mouse reporting for the wheel), and
/// its size from `TIOCGWINSZ`.
///
/// `enter()` switches everything on; `restore()` switches it all off again and puts the
/// saved termios settings back. `restore()` is idempotent and also runs on deinit.
/// While entered, a crash handler (`CrashRestore`) holds the same restoration, so a
/// trap or a bad pointer gives the terminal back as well.
/// Signals (SIGINT, SIGTSTP, SIGWINCH...) are handled by `Application`, not here: raw
/// mode turns ISIG off, so Ctrl-C and Ctrl-Z arrive as keys and screens may use them;
/// the run loop treats the ones no screen consumed as the signals.
///
/// When input is not a tty (a pipe in tests or CI) raw mode is skipped but the escape
/// sequences are still written; with `TERM=dumb` none are written. Output goes through
/// `writer` (write(2) on the output descriptor by default), so tests can see exactly
/// what is written. Use from the main queue only.
public final class TTYTerminal: Terminal {
    /// Switches to the alternate screen, hides the cursor, turns bracketed paste on.
    public static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"
    /// Resets the style, turns bracketed paste off, shows the cursor, leaves the
    /// alternate screen (which brings back what the shell showed).
    public static let exitSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    /// Turns on reports of mouse buttons and the wheel (1000), in SGR form (1006, so
    /// any column fits); no motion tracking. Written after `enterSequence`.
    public static let mouseWheelOnSequence = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Turns mouse reporting off again, in reverse order. Written before `exitSequence`.
    public static let mouseWheelOffSequence = "\u{1B}[?1006l\u{1B}[?1000l"

    /// The size used when the output is not a terminal or reports no size.
    public static let fallbackSize = Size(width: 80, height: 24)

    /// What the terminal can show, from the environment (NO_COLOR, TERM, COLORTERM),
    /// then corrected by the terminal's own answer at the first `enter()` (see
    /// `GraphicsQuery`).
    public private(set) var capabilities: TerminalCapabilities
    /// Whether the terminal reports the mouse while active, so the wheel arrives as
    /// `.scrollUp`/`.scrollDown`. Off by default: while it is on, the terminal's own
    /// mouse selection (copy and paste) needs Shift held.
    public let isMouseWheelEnabled: Bool
    /// Whether `enter()` is in effect.
    public private(set) var isActive = false
    /// Whether raw mode was set (input is a tty) and is to be undone.
    public var isRawMode: Bool { savedAttributes != nil }

    private let inputDescriptor: Int32
    private let outputDescriptor: Int32
    private let writer: (String) -> Void
    /// Whether output goes straight to `outputDescriptor` (no custom writer), so the
    /// crash handler can write the exit sequence there too.
    private let writesToDescriptor: Bool
    private var savedAttributes: termios?
    /// Whether the first `enter()` asks the terminal how it shows pictures.
    private var asksGraphics: Bool
    /// How long the start-up question waits for the answer, in milliseconds (tests
    /// lengthen it so that only the answer ends the wait).
    var graphicsQueryTimeout = GraphicsProbe.timeout
    /// Keys typed while the terminal was being asked, not yet taken by the app.
    private var pendingInput: [UInt8] = []

    /// Creates a terminal over `input` and `output` descriptors (stdin and stdout by
    /// default), reporting the mouse wheel while active when `mouseWheel` is true;
    /// nothing changes until `enter()`.
    public init(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        mouseWheel: Bool = false,
        writer: ((String) -> Void)? = nil
    ) {
        isMouseWheelEnabled = mouseWheel
        inputDescriptor = input
        outputDescriptor = output
        capabilities = TerminalCapabilities.detect(environment: environment)
        asksGraphics = TerminalCapabilities.shouldQueryGraphics(environment: environment)
        self.writer = writer ?? { text in TTYTerminal.writeAll(text, to: output) }
        writesToDescriptor = writer == nil
    }

    deinit {
        restore()
    }

    /// The window's size from `TIOCGWINSZ` on the output (then the input), or
    /// `fallbackSize` when neither is a terminal or the size is zero.
    public var size: Size {
        for descriptor in [outputDescriptor, inputDescriptor] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return Size(width: Int(window.ws_col), height: Int(window.ws_row))
            }
        }
        return Self.fallbackSize
    }

    /// Turns raw mode on (when input is a tty) and writes `enterSequence` (then
    /// `mouseWheelOnSequence` when the wheel is on) unless the terminal is dumb. Calling it again while active does nothing.
    ///
    /// The first time, when input and output are both terminals and the environment
    /// allows it (`TerminalCapabilities.shouldQueryGraphics`), it asks the terminal how it
    /// shows pictures and waits up to 150 ms for the answer (`GraphicsQuery`); keys typed
    /// meanwhile are kept for `takePendingInput()`.
    public func enter() throws {
        guard !isActive else { return }
        if isatty(inputDescriptor) == 1 {
            var attributes = termios()
            if tcgetattr(inputDescriptor, &attributes) == 0 {
                var raw = attributes
                Self.makeRaw(&raw)
                guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
                    throw TTYTerminalError.rawModeFailed(errno: errno)
                }
                savedAttributes = attributes
            }
        }
        isActive = true
        if capabilities.cursorAddressing {
            writer(enterOutput)
        }
        // On the alternate screen, which the first frame clears: a terminal that shows
        // a command it does not know shows it there, not in the shell's scrollback.
        if asksGraphics {
            asksGraphics = false
            if savedAttributes != nil && isatty(outputDescriptor) == 1 { askGraphics() }
        }
        armCrashRestore()
    }

    /// Asks the terminal (raw mode is on, so the answer is neither echoed nor held for a
    /// line) and takes its answer into `capabilities`.
    private func askGraphics() {
        writer(GraphicsQuery.request)
        let (answer, kept) = GraphicsProbe.readAnswer(from: inputDescriptor, timeoutMilliseconds: graphicsQueryTimeout)
        capabilities = capabilities.answered(answer)
        if answer.cellPixelSize == nil, let cell = cellPixelSizeFromWindow() { capabilities.cellPixelSize = cell }
        pendingInput += kept
    }

    /// The cell's pixels from `TIOCGWINSZ`'s pixel size, when the terminal fills it in.
    private func cellPixelSizeFromWindow() -> Size? {
        var window = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
              window.ws_xpixel > 0, window.ws_ypixel > 0 else { return nil }
        let cell = Size(width: Int(window.ws_xpixel) / Int(window.ws_col), height: Int(window.ws_ypixel) / Int(window.ws_row))
        return cell.width > 0 && cell.height > 0 ? cell : nil
    }

    /// The bytes typed while the terminal was asked at start, for the key parser; empty
    /// after the first call.
    public func takePendingInput() -> [UInt8] {
        defer { pendingInput = [] }
        return pendingInput
    }

    /// What `enter()` writes: the modes on, mouse reporting last.
    var enterOutput: String {
        isMouseWheelEnabled ? Self.enterSequence + Self.mouseWheelOnSequence : Self.enterSequence
    }

    /// What `restore()` (and the crash handler) writes: mouse reporting off first, so a
    /// shell never receives reports, then the modes off.
    var exitOutput: String {
        isMouseWheelEnabled ? Self.mouseWheelOffSequence + Self.exitSequence : Self.exitSequence
    }

    /// Lets a crash (a trap, a bad pointer) give the terminal back too: the exit
    /// sequence and the saved settings are handed to the signal handler now, while
    /// nothing is failing. Armed only when there is something to undo.
    private func armCrashRestore() {
        let sequence = writesToDescriptor && capabilities.cursorAddressing ? exitOutput : ""
        guard !sequence.isEmpty || savedAttributes != nil else { return }
        CrashRestore.arm(output: outputDescriptor, restoreSequence: sequence, input: inputDescriptor, savedAttributes: savedAttributes)
    }

    /// Undoes `enter()`: writes `exitSequence` (after `mouseWheelOffSequence` when the
    /// wheel is on) and puts the saved termios settings back.
    /// Does nothing when not active, so it is safe on every exit path.
    public func restore() {
        guard isActive else { return }
        isActive = false
        CrashRestore.disarm()
        if capabilities.cursorAddressing {
            writer(exitOutput)
        }
        if var attributes = savedAttributes {
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &attributes)
            savedAttributes = nil
        }
    }

    /// Writes a frame through the writer.
    public func write(_ output: String) {
        writer(output)
    }

    /// Raw input like cfmakeraw, but keeping output processing (so a plain "\n" from a
    /// dumb-terminal frame still returns the carriage): no echo, no line editing, no
    /// signals from keys, no flow control or CR translation, 8-bit, reads return at the
    /// first byte.
    static func makeRaw(_ attributes: inout termios) {
        attributes.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        attributes.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        attributes.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        attributes.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &attributes.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
    }

    /// Writes all of `text`, retrying after partial writes and interruptions; gives up
    /// on other errors (a closed terminal) rather than spin.
    static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < buffer.count {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
