import RxImages
import TerminalUI
import XCTest

/// Pictures sent as pixels with the kitty graphics protocol, checked headless: what the
/// renderer sends, when, and where.
final class KittyGraphicsTests: XCTestCase {
    private let kitty = TerminalCapabilities(colors: .trueColor, graphics: .kitty, cellPixelSize: Size(width: 2, height: 4))
    private let picture = PixelImage(width: 4, height: 4) { x, _ in PixelColor(red: UInt8(x * 60), green: 10, blue: 20) }

    func test_detect_usesKittyOnlyWhereTheTerminalHasIt_andNeverThroughAMultiplexer() {
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"]).graphics, .kitty)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"]).colors, .trueColor)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"]).graphics, .kitty)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"]).graphics, .kitty)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"]).graphics, .none)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "TMUX": "/tmp/tmux-0/default,1,0"]).graphics, .none)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "screen-256color", "KITTY_WINDOW_ID": "1"]).graphics, .none)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "NO_COLOR": "1"]).graphics, .none)
        XCTAssertEqual(TerminalCapabilities.detect(environment: ["TERM": "dumb", "KITTY_WINDOW_ID": "1"]).graphics, .none)
    }

    private func frame(imageAt origin: Point, image: PixelImage? = nil, visibleHeight: Int = 10) -> Buffer {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: visibleHeight))
        let view = ImageView(image: image ?? picture, frame: Rect(origin: origin, size: Size(width: 2, height: 1)))
        root.addSubview(view)
        return root.rendered(size: Size(width: 10, height: 10), capabilities: kitty)
    }

    func test_aPicture_isSentOnce_andPlacedOverItsCells() throws {
        let terminal = HeadlessTerminal(width: 10, height: 10, capabilities: kitty)
        let renderer = Renderer(terminal: terminal)
        let first = frame(imageAt: Point(x: 3, y: 2))
        XCTAssertEqual(first.graphics.map(\.rect), [Rect(x: 3, y: 2, width: 2, height: 1)])
        // Sized to the box at the cell's pixels (2×1 cells of 2×4 pixels), cells left blank.
        XCTAssertEqual(first.graphics.first?.image.size, Size(width: 4, height: 4))
        XCTAssertEqual(first.lines[2], "          ")
        renderer.render(first)
        let commands = terminal.graphicsCommands.map(\.command)
        XCTAssertEqual(commands.count, 3)
        XCTAssertEqual(commands[0], "a=d,d=a,q=2")
        let transmit = commands[1].split(separator: ";", maxSplits: 1)
        XCTAssertTrue(transmit[0].hasPrefix("a=t,f=32,s=4,v=4,i="), String(transmit[0]))
        XCTAssertEqual(Data(base64Encoded: String(transmit[1])), Data(try XCTUnwrap(first.graphics.first).image.pixels))
        XCTAssertTrue(commands[2].hasPrefix("a=p,i="))
        XCTAssertTrue(commands[2].hasSuffix(",c=2,r=1,C=1,q=2"))
        XCTAssertEqual(terminal.graphicsCommands[2].cursor, Point(x: 3, y: 2))

        // The same frame again: nothing is sent.
        terminal.clearWrites()
        renderer.render(frame(imageAt: Point(x: 3, y: 2)))
        XCTAssertEqual(terminal.graphicsCommands.count, 3)

        // Moved: placed again where it is now, not sent again.
        renderer.render(frame(imageAt: Point(x: 5, y: 6)))
        XCTAssertEqual(terminal.graphicsCommands.dropFirst(3).map(\.command).first, "a=d,d=a,q=2")
        XCTAssertEqual(terminal.graphicsCommands.count, 5)
        XCTAssertEqual(terminal.graphicsCommands.last?.cursor, Point(x: 5, y: 6))
        XCTAssertTrue(terminal.graphicsCommands.last?.command.hasPrefix("a=p,") == true)
    }

    func test_aPictureCutByTheScreenEdge_isDrawnWithHalfBlocksInstead() {
        // The view's second line is outside its superview.
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        root.addSubview(ImageView(image: picture, frame: Rect(x: 0, y: 2, width: 2, height: 2)))
        let buffer = root.rendered(size: Size(width: 10, height: 10), capabilities: kitty)
        XCTAssertTrue(buffer.graphics.isEmpty)
        XCTAssertEqual(buffer.lines[2].prefix(2), "▄▄")  // a square picture centred in 2×4 pixels
    }

    func test_withoutThePictures_thePlacementsAreRemoved() {
        let terminal = HeadlessTerminal(width: 10, height: 10, capabilities: kitty)
        let renderer = Renderer(terminal: terminal)
        renderer.render(frame(imageAt: Point(x: 0, y: 0)))
        let count = terminal.graphicsCommands.count
        renderer.render(View(frame: Rect(x: 0, y: 0, width: 10, height: 10)).rendered(size: Size(width: 10, height: 10), capabilities: kitty))
        XCTAssertEqual(terminal.graphicsCommands.dropFirst(count).map(\.command), ["a=d,d=a,q=2"])
        XCTAssertEqual(terminal.lines, Array(repeating: "          ", count: 10), "no command's text reaches the screen")
    }

    func test_onOtherTerminals_noGraphicsCommandIsEverSent() {
        let terminal = HeadlessTerminal(width: 10, height: 10)
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(ImageView(image: picture, frame: Rect(x: 0, y: 0, width: 2, height: 1)))
        Renderer(terminal: terminal).render(root.rendered(size: terminal.size))
        XCTAssertTrue(terminal.graphicsCommands.isEmpty)
        XCTAssertFalse(terminal.writes.joined().contains("\u{1B}_G"))
    }
}
