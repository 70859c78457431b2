@testable import TerminalUI
import RxImages
import XCTest

/// Pictures painted as sixels (libsixel), checked headless: the exact bytes for a small
/// picture, and when and where the renderer paints and clears them.
final class SixelGraphicsTests: XCTestCase {
    private let sixel = TerminalCapabilities(colors: .trueColor, graphics: .sixel, cellPixelSize: Size(width: 2, height: 6))
    /// Left half red, right half blue, 4×6 pixels: two colours, one sixel band.
    private let picture = PixelImage(width: 4, height: 6) { x, _ in x < 2 ? PixelColor(red: 255, green: 0, blue: 0) : PixelColor(red: 0, green: 0, blue: 255) }

    func test_encode_smallPicture_isTheseExactBytes() throws {
        let encoded = try XCTUnwrap(SixelGraphics.encode(picture))
        XCTAssertEqual(encoded, Self.expectedSixel)
        XCTAssertEqual(SixelGraphics.encode(picture), encoded, "the same picture gives the same bytes")
    }

    func test_encode_layTransparentPixelsOverBlack() throws {
        let clear = PixelImage(width: 2, height: 6) { _, _ in PixelColor(red: 255, green: 255, blue: 255, alpha: 0) }
        let black = PixelImage(width: 2, height: 6) { _, _ in PixelColor(red: 0, green: 0, blue: 0) }
        XCTAssertEqual(SixelGraphics.encode(clear), SixelGraphics.encode(black))
    }

    private func frame(imageAt origin: Point?, cover: String? = nil) -> Buffer {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        if let origin {
            root.addSubview(ImageView(image: picture, frame: Rect(origin: origin, size: Size(width: 2, height: 1))))
        }
        if let cover {
            root.addSubview(Label(cover, frame: Rect(x: 0, y: 2, width: 10, height: 1)))
        }
        return root.rendered(size: Size(width: 10, height: 10), capabilities: sixel)
    }

    func test_aPicture_isPaintedAtItsCells_onceUntilSomethingChanges() {
        let terminal = HeadlessTerminal(width: 10, height: 10, capabilities: sixel)
        let renderer = Renderer(terminal: terminal)
        let first = frame(imageAt: Point(x: 3, y: 2))
        XCTAssertEqual(first.graphics.map(\.rect), [Rect(x: 3, y: 2, width: 2, height: 1)])
        XCTAssertEqual(first.graphics.first?.image.size, Size(width: 4, height: 6))
        renderer.render(first)
        XCTAssertEqual(terminal.sixelImages.count, 1)
        XCTAssertEqual(terminal.sixelImages.first?.cursor, Point(x: 3, y: 2))
        XCTAssertEqual(terminal.sixelImages.first?.data, Self.expectedSixel)
        XCTAssertTrue(terminal.graphicsCommands.isEmpty, "no kitty command")

        renderer.render(frame(imageAt: Point(x: 3, y: 2)))
        XCTAssertEqual(terminal.sixelImages.count, 1, "an unchanged frame paints nothing")
    }

    func test_aMovedPicture_clearsItsOldCells_andIsPaintedWhereItIsNow() {
        let terminal = HeadlessTerminal(width: 10, height: 10, capabilities: sixel)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(imageAt: Point(x: 3, y: 2)))
        terminal.clearWrites()
        renderer.render(frame(imageAt: Point(x: 3, y: 1)))  // scrolled up a line
        let output = terminal.writes.joined()
        XCTAssertEqual(terminal.sixelImages.last?.cursor, Point(x: 3, y: 1))
        XCTAssertEqual(terminal.sixelImages.count, 2)
        // The old cells (row 2, columns 3–4) are written again (blank) before the new paint.
        let clear = output.range(of: "\u{1B}[3;4H")
        let paint = output.range(of: "\u{1B}P")
        XCTAssertNotNil(clear, output.debugDescription)
        XCTAssertLessThan(try XCTUnwrap(clear).lowerBound, try XCTUnwrap(paint).lowerBound)

        terminal.clearWrites()
        renderer.render(frame(imageAt: nil))
        XCTAssertEqual(terminal.sixelImages.count, 2, "nothing painted when the picture went away")
        XCTAssertTrue(terminal.writes.joined().contains("\u{1B}[2;4H"), "its cells cleared")
    }

    func test_cellsDrawnOverAPicture_andUncovered_paintItAgain() {
        let terminal = HeadlessTerminal(width: 10, height: 10, capabilities: sixel)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(imageAt: Point(x: 3, y: 2)))
        renderer.render(frame(imageAt: Point(x: 3, y: 2), cover: "over it"))
        renderer.render(frame(imageAt: Point(x: 3, y: 2)))
        XCTAssertEqual(terminal.sixelImages.count, 3)
    }

    func test_aPictureOnTheLastLine_isDrawnWithHalfBlocks_soTheScreenNeverScrolls() {
        let buffer = frame(imageAt: Point(x: 0, y: 9))
        XCTAssertTrue(buffer.graphics.isEmpty)
        XCTAssertEqual(buffer.lines[9].prefix(1), "▀")
    }

    func test_resizedScreen_paintsThePictureAfterClearing() {
        let terminal = HeadlessTerminal(width: 10, height: 10, capabilities: sixel)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(imageAt: Point(x: 3, y: 2)))
        renderer.invalidate()
        renderer.render(frame(imageAt: Point(x: 3, y: 2)))
        XCTAssertEqual(terminal.sixelImages.count, 2)
    }

    /// libsixel's output: the DCS introducer, the raster attributes (1:1, 4×6), the two
    /// palette entries in percent, then each colour's columns of the one six-pixel band.
    static let expectedSixel = "\u{1B}Pq\"1;1;4;6#0;2;97;0;0#1;2;0;0;97#0~~#1~~\u{1B}\\"
}
