import RxImages

/// What a view draws into: the frame's buffer seen through the view's own coordinates,
/// clipped to the part of the view that is on screen.
///
/// Points are relative to the view's top-left corner; anything outside the view (or
/// outside its superviews) is dropped.
public struct Canvas {
    /// The frame being drawn.
    public internal(set) var buffer: Buffer
    /// The view's top-left corner on the screen.
    public internal(set) var origin: Point
    /// The view's size.
    public internal(set) var size: Size
    /// The visible part of the view, in screen coordinates.
    var clip: Rect
    /// What the terminal the frame is for can show (`.full` when drawn for a test or
    /// a snapshot), so a view can choose how to draw (an image's cells without colour).
    public internal(set) var capabilities: TerminalCapabilities

    init(buffer: Buffer, origin: Point, size: Size, clip: Rect, capabilities: TerminalCapabilities = .full) {
        self.buffer = buffer
        self.origin = origin
        self.size = size
        self.clip = clip
        self.capabilities = capabilities
    }

    /// The view's area in its own coordinates.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// Writes `text` on one line at `point` (view coordinates), clipped to the view;
    /// returns the number of columns written. Text from data should be sanitized first.
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style = .plain) -> Int {
        buffer.write(text, at: Point(x: origin.x + point.x, y: origin.y + point.y), style: style, clip: clip)
    }

    /// Fills `rect` (view coordinates) with `cell`, clipped to the view.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        buffer.fill(rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip), with: cell)
    }

    /// Copies `cells` (rows of `columns` cells, single-width symbols) to the view from
    /// its top-left corner, clipped to the view: how an image view draws its kept cells.
    mutating func put(_ cells: [Cell], columns: Int) {
        guard columns > 0 else { return }
        let rows = cells.count / columns
        let area = Rect(x: origin.x, y: origin.y, width: columns, height: rows).intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let rowStart = (y - origin.y) * columns - origin.x
            for x in area.minX..<area.maxX {
                buffer.setCell(cells[rowStart + x], at: Point(x: x, y: y))
            }
        }
    }

    /// Places `image` over the view's `rect` (view coordinates) when the terminal shows
    /// pixels and all of `rect` is visible; returns false otherwise (draw cells then).
    /// A sixel picture never reaches the last line: a terminal moves the cursor below a
    /// sixel, which there would scroll the whole screen.
    mutating func place(_ image: PixelImage, over rect: Rect) -> Bool {
        let screenRect = rect.offsetBy(dx: origin.x, dy: origin.y)
        guard capabilities.graphics != .none, screenRect.intersection(clip) == screenRect, !screenRect.isEmpty else { return false }
        if capabilities.graphics == .sixel && screenRect.maxY >= buffer.size.height { return false }
        buffer.graphics.append(GraphicPlacement(image: image, rect: screenRect))
        return true
    }

    /// Adds `attributes` to the cells of `rect` (view coordinates), keeping their text
    /// and colours: how a selected row is shown reversed.
    public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        buffer.updateStyles(in: area) { $0.attributes.formUnion(attributes) }
    }
}
