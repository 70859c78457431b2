import TerminalUI

/// A terminal that only counts the bytes it is sent (the cost of a real terminal's
/// write is the kernel's, not ours).
final class ByteSink: Terminal {
    let size: Size
    let capabilities: TerminalCapabilities
    var bytes = 0
    var writes = 0

    init(size: Size, capabilities: TerminalCapabilities = .full) {
        self.size = size
        self.capabilities = capabilities
    }

    func write(_ output: String) {
        bytes += output.utf8.count
        writes += 1
    }
}

/// A headless screen for latency cases: it notes when each frame arrives, and when the
/// first frame that satisfies `expectation` (read from the screen it draws) arrived —
/// the time is taken as the frame arrives, so reading it back is not counted.
final class TimedSession: TerminalSession {
    let screen: HeadlessTerminal
    var lastWrite: UInt64 = 0
    var writes = 0
    var expectation: (([String]) -> Bool)?
    var shownAt: UInt64?

    init(size: Size) {
        screen = HeadlessTerminal(width: size.width, height: size.height)
    }

    var size: Size { screen.size }
    var capabilities: TerminalCapabilities { screen.capabilities }

    func write(_ output: String) {
        lastWrite = nanoseconds()
        writes += 1
        screen.write(output)
        if shownAt == nil, let expectation, expectation(screen.lines) { shownAt = lastWrite }
    }

    /// Notes the arrival of the first frame from now on after which `condition` holds
    /// (on the screen's lines).
    func watch(until condition: @escaping ([String]) -> Bool) {
        shownAt = nil
        expectation = condition
    }

    func enter() throws {}
    func restore() {}
}
