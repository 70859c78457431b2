import RxCore
import RxImages
import TerminalUI
import XCTest

/// Snapshot tests of pictures drawn with cells: the bytes go through the real renderer
/// into a headless terminal, so the colours checked are the ones a terminal is sent.
final class ImageViewTests: XCTestCase {
    private let red = PixelColor(red: 255, green: 0, blue: 0)
    private let green = PixelColor(red: 0, green: 255, blue: 0)
    private let blue = PixelColor(red: 0, green: 0, blue: 255)
    private let white = PixelColor(red: 255, green: 255, blue: 255)
    private let black = PixelColor(red: 0, green: 0, blue: 0)
    private let grey = PixelColor(red: 128, green: 128, blue: 128)

    /// 4×4 pixels: two lines of cells, with transparent pixels in several places.
    private var picture: PixelImage {
        let rows: [[PixelColor]] = [
            [red, green, blue, white],
            [black, white, .clear, grey],
            [.clear, .clear, red, white],
            [.clear, blue, .clear, black],
        ]
        return PixelImage(width: 4, height: 4) { x, y in rows[y][x] }
    }

    /// The picture in a 4×2 image view on a headless terminal with `capabilities`.
    private func screen(_ image: PixelImage, columns: Int = 4, rows: Int = 2, mode: ImageContentMode = .scaleAspectFit,
                        capabilities: TerminalCapabilities) -> HeadlessTerminal {
        let view = ImageView(image: image, contentMode: mode, frame: Rect(x: 0, y: 0, width: columns, height: rows))
        let terminal = HeadlessTerminal(width: columns, height: rows, capabilities: capabilities)
        Renderer(terminal: terminal).render(view.rendered(size: terminal.size, capabilities: capabilities))
        return terminal
    }

    private func cell(_ terminal: HeadlessTerminal, _ x: Int, _ y: Int) -> Cell? {
        terminal.screen[x, y]
    }

    func test_trueColor_drawsTwoPixelsPerCellWithTheirExactColours() {
        let terminal = screen(picture, capabilities: .full)
        XCTAssertEqual(terminal.lines, ["▀▀▀▀", " ▄▀▀"])
        func style(_ upper: PixelColor?, _ lower: PixelColor?) -> Style {
            Style(foreground: upper.map { .rgb($0.red, $0.green, $0.blue) }, background: lower.map { .rgb($0.red, $0.green, $0.blue) })
        }
        XCTAssertEqual(cell(terminal, 0, 0)?.style, style(red, black))
        XCTAssertEqual(cell(terminal, 1, 0)?.style, style(green, white))
        XCTAssertEqual(cell(terminal, 2, 0)?.style, style(blue, nil), "a transparent lower pixel shows the terminal's background")
        XCTAssertEqual(cell(terminal, 3, 0)?.style, style(white, grey))
        XCTAssertEqual(cell(terminal, 0, 1)?.style, .plain, "two transparent pixels are a blank cell")
        XCTAssertEqual(cell(terminal, 1, 1)?.style, style(blue, nil), "a lone lower pixel is a lower half block")
        XCTAssertEqual(cell(terminal, 2, 1)?.style, style(red, nil))
        XCTAssertEqual(cell(terminal, 3, 1)?.style, style(white, black))
    }

    func test_256Colours_useTheNearestEntriesOfTheCubeAndGreyRamp() {
        let terminal = screen(picture, capabilities: TerminalCapabilities(colors: .ansi256))
        XCTAssertEqual(terminal.lines, ["▀▀▀▀", " ▄▀▀"])
        let styles = (0..<2).flatMap { y in (0..<4).map { x in cell(terminal, x, y)?.style ?? .plain } }
        XCTAssertEqual(styles.map(\.foreground), [.indexed(196), .indexed(46), .indexed(21), .indexed(231),
                                                   nil, .indexed(21), .indexed(196), .indexed(231)])
        XCTAssertEqual(styles.map(\.background), [.indexed(16), .indexed(231), nil, .indexed(244),
                                                   nil, nil, nil, .indexed(16)])
    }

    func test_noColor_drawsBrightnessAsShadesWithoutAnyColour() {
        let terminal = screen(picture, capabilities: TerminalCapabilities(colors: .none))
        // Brightness of the two pixels (a transparent one counts as dark): red/black 38,
        // green/white 202, blue/– 14, white/grey 191; –/–, –/blue 14, red/– 38, white/black 127.
        XCTAssertEqual(terminal.lines, [" ▓ ▓", "   ▒"])
        for y in 0..<2 {
            for x in 0..<4 {
                XCTAssertNil(cell(terminal, x, y)?.style.foreground)
                XCTAssertNil(cell(terminal, x, y)?.style.background)
            }
        }
        XCTAssertFalse(terminal.writes.joined().contains("38;"), "no colour is ever sent")
    }

    func test_dumbTerminal_drawsBrightnessAsASCII() {
        let terminal = screen(picture, capabilities: .dumb)
        XCTAssertEqual(terminal.lines, [".# #", "  .="])
        XCTAssertFalse(terminal.writes.joined().contains("\u{1B}"), "a dumb terminal gets no escape sequence")
    }

    func test_fit_keepsTheAspectRatio_centredWithTheRestBlank() {
        // 8×4 pixels (2:1) in a 4×4-cell box (4×8 pixels): 4×2 pixels, in pixel rows 3–4.
        let wide = PixelImage(width: 8, height: 4) { _, _ in self.green }
        let terminal = screen(wide, columns: 4, rows: 4, capabilities: .full)
        XCTAssertEqual(terminal.lines, ["    ", "▄▄▄▄", "▀▀▀▀", "    "])
        XCTAssertEqual(cell(terminal, 0, 1)?.style.foreground, .rgb(0, 255, 0))
        XCTAssertNil(cell(terminal, 0, 1)?.style.background)
    }

    func test_fill_coversTheBox_cuttingTheSidesEvenly() {
        // 8×4 pixels, left half red, right half blue, filling a 2×2-cell box (2×4 pixels):
        // the middle 2 columns are shown, one red and one blue.
        let halves = PixelImage(width: 8, height: 4) { x, _ in x < 4 ? self.red : self.blue }
        let terminal = screen(halves, columns: 2, rows: 2, mode: .scaleAspectFill, capabilities: .full)
        XCTAssertEqual(terminal.lines, ["▀▀", "▀▀"])
        XCTAssertEqual(cell(terminal, 0, 0)?.style, Style(foreground: .rgb(255, 0, 0), background: .rgb(255, 0, 0)))
        XCTAssertEqual(cell(terminal, 1, 1)?.style, Style(foreground: .rgb(0, 0, 255), background: .rgb(0, 0, 255)))
    }

    func test_shrinking_averagesThePixelsUnderEachCell() {
        // 4×4 pixels of alternating black and white columns shrunk into one cell (1×2 pixels): grey.
        let stripes = PixelImage(width: 4, height: 8) { x, _ in x % 2 == 0 ? self.black : self.white }
        let terminal = screen(stripes, columns: 1, rows: 1, capabilities: .full)
        XCTAssertEqual(cell(terminal, 0, 0)?.style, Style(foreground: .rgb(128, 128, 128), background: .rgb(128, 128, 128)))
    }

    func test_withoutAnImage_showsThePlaceholder() {
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 6, height: 3))
        XCTAssertEqual(view.rendered(size: Size(width: 6, height: 3)).lines, ["░░░░░░", "░░░░░░", "░░░░░░"])
        view.placeholder = .text("no\u{1B}[31m pic")
        XCTAssertEqual(view.rendered(size: Size(width: 6, height: 3)).lines, ["      ", "no pic", "      "])
        view.placeholder = .none
        XCTAssertEqual(view.rendered(size: Size(width: 6, height: 3)).lines, ["      ", "      ", "      "])
        // A square picture in a 6×6-pixel box fills it.
        view.placeholder = .image(PixelImage(width: 1, height: 1) { _, _ in self.red })
        XCTAssertEqual(view.rendered(size: Size(width: 6, height: 3)).lines, ["▀▀▀▀▀▀", "▀▀▀▀▀▀", "▀▀▀▀▀▀"])
        view.image = picture
        XCTAssertEqual(view.rendered(size: Size(width: 6, height: 3)).lines.count, 3)
        XCTAssertNotEqual(view.rendered(size: Size(width: 6, height: 3)).lines[0], "      ")
    }

    func test_pixelSizes_followTheViewsSize() {
        let view = ImageView()
        var sizes: [Size] = []
        let subscription = view.rx.pixelSize.subscribe(onNext: { sizes.append($0) })
        defer { subscription.dispose() }
        view.frame = Rect(x: 0, y: 0, width: 16, height: 8)
        _ = view.rendered(size: Size(width: 20, height: 10))
        view.frame = Rect(x: 0, y: 0, width: 16, height: 8)
        _ = view.rendered(size: Size(width: 20, height: 10))
        view.frame = Rect(x: 0, y: 0, width: 12, height: 4)
        _ = view.rendered(size: Size(width: 20, height: 10))
        XCTAssertEqual(sizes, [.zero, Size(width: 16, height: 16), Size(width: 12, height: 8)])
    }

    func test_tableCell_cancelsItsImageLoads_whenReusedOrScrolledAway() {
        final class PictureCell: TableViewCell {
            let picture = ImageView()
            required init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                addSubview(picture)
            }
        }
        let cell = PictureCell(reuseIdentifier: "picture")
        let load = BooleanDisposable()
        cell.picture.imageLoad.disposable = load
        cell.didEndDisplaying()
        XCTAssertTrue(load.isDisposed)
        let next = BooleanDisposable()
        cell.picture.imageLoad.disposable = next
        cell.prepareForReuse()
        XCTAssertTrue(next.isDisposed)
        XCTAssertFalse(cell.picture.imageLoad.isDisposed, "the view takes the next load")
    }
}
