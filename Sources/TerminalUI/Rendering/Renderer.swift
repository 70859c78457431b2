/// Draws frames on a terminal, writing only the cells that changed since the last frame.
///
/// When a block of lines moved (a table scrolled), the terminal is told to move them
/// (`LineScroll`: a scroll region and delete/insert line) and only the lines that then
/// still differ are written, so scrolling by a row costs a few lines, not a screen.
///
/// Use from the main queue only (not thread-safe, like the views).
public final class Renderer {
    /// Where frames go.
    public let terminal: Terminal
    private var previous: Buffer?

    /// Creates a renderer for `terminal`; the first frame is written whole.
    public init(terminal: Terminal) {
        self.terminal = terminal
    }

    /// Writes `frame` to the terminal in one write: the changed cells only, or the whole
    /// screen after `invalidate()`, on the first frame and when the size changed.
    /// Writes nothing when nothing changed.
    public func render(_ frame: Buffer) {
        let capabilities = terminal.capabilities
        guard capabilities.cursorAddressing else {
            if previous != frame {
                terminal.write(ANSIEncoder.plainFrame(frame))
                previous = frame
            }
            return
        }
        // Diffed and encoded in one pass into one byte buffer (no list of changes).
        var writer = ANSIWriter(capabilities: capabilities, reservingCapacity: 4 * frame.cells.count)
        if var previous, previous.size == frame.size {
            // Lines that moved (a scrolled table) are moved by the terminal; the diff
            // is then taken against the screen as it looks after that move.
            if capabilities.scrollRegions, let scroll = LineScroll.detect(from: previous, to: frame) {
                writer.append(scroll.sequence)
                previous.scrollRows(scroll.region, by: scroll.amount)
            }
            writer.putChanges(of: frame, from: previous)
        } else {
            writer.append(ANSIEncoder.resetStyle + ANSIEncoder.clearScreen)
            // A cleared screen is blank: only the non-blank cells need writing.
            writer.putChanges(of: frame, from: nil)
        }
        writer.finish()
        previous = frame
        if !writer.bytes.isEmpty {
            terminal.write(writer.string)
        }
    }

    /// Makes the next frame redraw the whole screen (after a resize, a resume, or
    /// anything else that may have changed the screen behind our back).
    public func invalidate() {
        previous = nil
    }
}
