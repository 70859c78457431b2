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
    /// The pictures the terminal holds (kitty), by number.
    private var transmitted: Set<UInt32> = []
    /// The most pictures left with the terminal before it is told to free them all.
    static let transmittedLimit = 512
    /// Sixel strings of the pictures last painted, by picture identifier, so a picture
    /// painted again (scrolled, uncovered) is not encoded again.
    private var sixels: [UInt64: String] = [:]
    /// The most sixel strings kept.
    static let sixelLimit = 64

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
        let placementsChanged = frame.graphics != (previous?.graphics ?? []) || previous?.size != frame.size
        if var previous, previous.size == frame.size {
            // Lines that moved (a scrolled table) are moved by the terminal; the diff
            // is then taken against the screen as it looks after that move. Not with
            // pictures placed: they are placed again instead.
            let hasGraphics = !frame.graphics.isEmpty || !previous.graphics.isEmpty
            if capabilities.scrollRegions, !hasGraphics, let scroll = LineScroll.detect(from: previous, to: frame) {
                writer.append(scroll.sequence)
                previous.scrollRows(scroll.region, by: scroll.amount)
            }
            writer.putChanges(of: frame, from: previous)
        } else {
            writer.append(ANSIEncoder.resetStyle + ANSIEncoder.clearScreen)
            // A cleared screen is blank: only the non-blank cells need writing.
            writer.putChanges(of: frame, from: nil)
        }
        switch capabilities.graphics {
        case .kitty where placementsChanged:
            placeGraphics(of: frame, with: &writer)
        case .sixel where placementsChanged || coveredCellsChanged(frame):
            paintSixels(of: frame, with: &writer)
        default:
            break
        }
        writer.finish()
        previous = frame
        if !writer.bytes.isEmpty {
            terminal.write(writer.string)
        }
    }

    /// Removes the pictures placed by the last frame and places this frame's, sending
    /// each picture the terminal does not have yet.
    private func placeGraphics(of frame: Buffer, with writer: inout ANSIWriter) {
        writer.append(KittyGraphics.removePlacements)
        if transmitted.count + frame.graphics.count > Self.transmittedLimit {
            writer.append(KittyGraphics.removeEverything)
            transmitted.removeAll()
        }
        for placement in frame.graphics {
            let number = KittyGraphics.imageNumber(placement.image)
            if transmitted.insert(number).inserted {
                writer.append(KittyGraphics.transmit(placement.image))
            }
            writer.placeCursor(x: placement.rect.minX, y: placement.rect.minY)
            writer.append(KittyGraphics.place(number, columns: placement.rect.width, rows: placement.rect.height))
        }
    }

    /// Whether a cell under one of the frame's pictures was written by this frame (a
    /// view drawn over the picture, or one that went away): sixels are painted into the
    /// cells, so such a picture is painted again.
    private func coveredCellsChanged(_ frame: Buffer) -> Bool {
        guard let previous, previous.size == frame.size else { return true }
        for placement in frame.graphics {
            let rect = placement.rect
            for y in rect.minY..<rect.maxY {
                for x in rect.minX..<rect.maxX where frame[x, y] != previous[x, y] { return true }
            }
        }
        return false
    }

    /// Paints this frame's sixel pictures. A sixel becomes part of the cells it covers,
    /// so the cells of pictures that went away (or moved: a scrolled row) are written
    /// again from the frame first, which clears them, then every picture is painted.
    private func paintSixels(of frame: Buffer, with writer: inout ANSIWriter) {
        if let previous, previous.size == frame.size {
            let kept = Set(frame.graphics)
            for placement in previous.graphics where !kept.contains(placement) {
                writer.putCells(of: frame, in: placement.rect)
            }
        }
        if sixels.count + frame.graphics.count > Self.sixelLimit {
            sixels = sixels.filter { entry in frame.graphics.contains { $0.image.identifier == entry.key } }
        }
        for placement in frame.graphics {
            let identifier = placement.image.identifier
            guard let sixel = sixels[identifier] ?? SixelGraphics.encode(placement.image) else { continue }
            sixels[identifier] = sixel
            writer.placeCursor(x: placement.rect.minX, y: placement.rect.minY)
            writer.append(sixel)
            // Where the terminal leaves the cursor after a sixel differs between terminals.
            writer.forgetCursor()
        }
    }

    /// Makes the next frame redraw the whole screen (after a resize, a resume, or
    /// anything else that may have changed the screen behind our back).
    public func invalidate() {
        previous = nil
    }
}
