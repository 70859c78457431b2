import RxCore
import RxImages

/// A view that shows a picture (UIImageView's role), drawn with the terminal's cells:
/// each cell is two pixels stacked ("▀" with a foreground and a background colour),
/// 24-bit where the terminal has it, else the 256- or 16-colour palette; without colour
/// (NO_COLOR) as shades of grey, and on a dumb terminal as ASCII. Where the terminal
/// shows pixels (kitty graphics or sixel, see `TerminalCapabilities.graphics`) the
/// picture is placed over its cells at the terminal's cell size instead.
///
/// The image keeps its aspect ratio: `contentMode` fits it whole in the box (centred)
/// or fills the box (cut evenly). The box is `pixelSize` pixels: a cell is one pixel
/// wide and two tall, which is about square on common fonts. An image of exactly that
/// size (what `ImageLoader` decodes) is drawn as is; any other is scaled once per size
/// and the cells kept, so redrawing (scrolling) costs a copy. Without an image the view
/// shows its `placeholder`.
///
/// A load in progress (see RxImages' `imageView.rx.image(for:)`) is held in
/// `imageLoad`; a table cell cancels the loads of its image views when it is reused or
/// scrolls off the screen. Use from the main queue only.
open class ImageView: View {
    /// The picture; nil shows the placeholder.
    public var image: PixelImage? {
        didSet {
            if image?.identifier != oldValue?.identifier { setNeedsDisplay() }
        }
    }

    /// How the picture is sized into the box (fit by default).
    public var contentMode: ImageContentMode = .scaleAspectFit {
        didSet {
            if contentMode != oldValue {
                publishPixelSize()
                setNeedsDisplay()
            }
        }
    }

    /// What shows while there is no image (a dim shaded box by default).
    public var placeholder: ImagePlaceholder = .shaded {
        didSet {
            if placeholder != oldValue && image == nil { setNeedsDisplay() }
        }
    }

    /// The load that will set `image` (a network request, a decode), disposed when
    /// another is put here, by `cancelImageLoad()`, and when the view goes away.
    public let imageLoad = SerialDisposable()

    /// The pixels of a cell drawn with half blocks: one wide, two tall.
    public static let pixelsPerCell = Size(width: 1, height: 2)

    /// The pixels of a cell on the terminal last drawn on: `pixelsPerCell`, or the
    /// cell's real pixels where pictures are sent as pixels (kitty, sixel).
    public private(set) var cellPixels = ImageView.pixelsPerCell

    private let pixelSizeSubject = BehaviorSubject<Size>(value: .zero)
    private var cache: (key: CacheKey, cells: [Cell])?
    private var graphicCache: (key: CacheKey, image: PixelImage)?

    private struct CacheKey: Equatable {
        var image: UInt64
        var size: Size
        var mode: ImageContentMode
        var style: ImageCellStyle
    }

    /// A view showing `image`.
    public init(image: PixelImage? = nil, contentMode: ImageContentMode = .scaleAspectFit, frame: Rect = .zero) {
        self.image = image
        self.contentMode = contentMode
        super.init(frame: frame)
    }

    deinit {
        imageLoad.dispose()
        pixelSizeSubject.onCompleted()
    }

    /// The box in pixels: the view's size in `cellPixels` (two pixels a line with half blocks).
    public var pixelSize: Size {
        Size(width: bounds.width * cellPixels.width, height: bounds.height * cellPixels.height)
    }

    /// The box in pixels now and after every change of size; distinct values, on the
    /// main queue (sent when the view is laid out). What a loader decodes for.
    public var pixelSizes: Observable<Size> {
        pixelSizeSubject.distinctUntilChanged()
    }

    /// Stops the load in `imageLoad` (a reused table cell's old picture).
    public func cancelImageLoad() {
        imageLoad.disposable = Disposables.create()
    }

    /// Publishes the new box (so a binding asks for the picture at this size).
    open override func layoutSubviews() {
        super.layoutSubviews()
        publishPixelSize()
    }

    private func publishPixelSize() {
        let size = pixelSize
        if (try? pixelSizeSubject.value()) != size {
            pixelSizeSubject.onNext(size)
        }
    }

    /// Draws the image, or the placeholder.
    open override func draw(into canvas: inout Canvas) {
        let columns = canvas.size.width
        let rows = canvas.size.height
        guard columns > 0, rows > 0 else { return }
        let style = ImageCellStyle(canvas.capabilities)
        let shown: PixelImage
        switch (image, placeholder) {
        case (let image?, _):
            shown = image
        case (nil, .image(let picture)):
            shown = picture
        case (nil, .none):
            return
        case (nil, .shaded):
            canvas.fill(canvas.bounds, with: Cell(symbol: "░", style: .dim))
            return
        case (nil, .text(let text)):
            let line = TextLayout.truncate(sanitize(text), toWidth: columns)
            let width = DisplayWidth.of(line)
            canvas.write(line, at: Point(x: max(0, (columns - width) / 2), y: (rows - 1) / 2), style: .dim)
            return
        }
        let key = CacheKey(image: shown.identifier, size: canvas.size, mode: contentMode, style: style)
        if canvas.capabilities.graphics != .none, placeGraphic(shown, key: key, into: &canvas) { return }
        if cache?.key != key {
            cache = (key, Self.cells(for: shown, columns: columns, rows: rows, mode: contentMode, style: style))
        }
        if let cells = cache?.cells {
            canvas.put(cells, columns: columns)
        }
    }

    /// Places the picture as pixels over the whole box (blank cells under it), sized to
    /// the box at the terminal's cell size; false when it is not all on screen.
    private func placeGraphic(_ shown: PixelImage, key: CacheKey, into canvas: inout Canvas) -> Bool {
        let cellPixels = canvas.capabilities.cellPixelSize
        if cellPixels != self.cellPixels {
            self.cellPixels = cellPixels
            // After this frame: a binding then asks for the picture at the sharper size.
            MainQueue.async { [weak self] in self?.publishPixelSize() }
        }
        let box = Size(width: canvas.size.width * cellPixels.width, height: canvas.size.height * cellPixels.height)
        if graphicCache?.key != key {
            let sized = shown.scaled(toFit: box, mode: contentMode)
            graphicCache = (key, sized.size == box ? sized : sized.centered(in: box))
        }
        guard let image = graphicCache?.image, canvas.place(image, over: canvas.bounds) else { return false }
        canvas.fill(canvas.bounds)
        return true
    }

    /// The cells showing `image` in a box of `columns` × `rows` cells.
    static func cells(for image: PixelImage, columns: Int, rows: Int, mode: ImageContentMode, style: ImageCellStyle) -> [Cell] {
        let box = Size(width: columns * pixelsPerCell.width, height: rows * pixelsPerCell.height)
        let sized = image.scaled(toFit: box, mode: mode)
        let framed = sized.size == box ? sized : sized.centered(in: box)
        return style.cells(for: framed, columns: columns, rows: rows)
    }
}

extension PixelImage {
    /// The image in the middle of a transparent box of `box` pixels (cut if larger).
    func centered(in box: Size) -> PixelImage {
        let left = (box.width - width) / 2
        let top = (box.height - height) / 2
        var output = [UInt8](repeating: 0, count: box.width * box.height * 4)
        for y in 0..<box.height {
            let sourceY = y - top
            guard sourceY >= 0, sourceY < height else { continue }
            for x in 0..<box.width {
                let sourceX = x - left
                guard sourceX >= 0, sourceX < width else { continue }
                let source = (sourceY * width + sourceX) * 4
                let target = (y * box.width + x) * 4
                output[target] = pixels[source]
                output[target + 1] = pixels[source + 1]
                output[target + 2] = pixels[source + 2]
                output[target + 3] = pixels[source + 3]
            }
        }
        return PixelImage(width: box.width, height: box.height, pixels: output)
    }
}
