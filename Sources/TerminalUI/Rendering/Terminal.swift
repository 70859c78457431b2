/// Where frames go: a screen of a known size that accepts output.
///
/// The protocol is only what rendering needs. A real terminal (raw mode, alternate
/// screen, hidden cursor, resize signals, input) implements it in its own type and
/// does its setup and restoration itself; `HeadlessTerminal` implements it in memory
/// for tests. Implementations are used from the main queue only.
public protocol Terminal: AnyObject {
    /// The screen's size now; the renderer redraws everything when it changes.
    var size: Size { get }
    /// What the screen can show.
    var capabilities: TerminalCapabilities { get }
    /// Writes one frame's output. The renderer calls this at most once per frame, with
    /// the whole frame, so the screen never shows half a frame.
    func write(_ output: String)
}
