import TerminalUI

/// A headless screen for an `Application` launched by a bench case: it notes when each
/// frame arrives and, when watching, when the first frame after which the screen shows
/// what is waited for arrived (before the bench replays it, which is not the app's work).
final class TimedSession: TerminalSession {
    let screen: HeadlessTerminal
    /// When the latest frame arrived.
    private(set) var lastWrite: UInt64 = 0
    /// Frames written so far.
    private(set) var writes = 0
    /// When the first frame showing what `watch` waits for arrived.
    private(set) var shownAt: UInt64?
    private var condition: ((HeadlessTerminal) -> Bool)?

    init(size: Size) {
        screen = HeadlessTerminal(width: size.width, height: size.height)
    }

    var size: Size { screen.size }
    var capabilities: TerminalCapabilities { screen.capabilities }

    func write(_ output: String) {
        let arrived = nanoseconds()
        lastWrite = arrived
        writes += 1
        screen.write(output)
        if shownAt == nil, let condition, condition(screen) { shownAt = arrived }
    }

    /// Notes the arrival of the first frame from now on after which `condition` holds.
    func watch(until condition: @escaping (HeadlessTerminal) -> Bool) {
        shownAt = nil
        self.condition = condition
    }

    func enter() throws {}
    func restore() {}
}
