import AppSupport
import Foundation
import LoopbackHTTP
import RxCore
import RxImages
import TerminalUI
import TestSupport
import TweetieCore
import XCTest
@testable import Tweetie
@testable import TweetieTerminal

/// The authors' pictures beside the tweets, headless, from a PNG served by the real
/// loopback server through the loader `tweetie` makes: shown in a 4×2 box at the left of
/// a row on a wide enough terminal, not at all (and not fetched) with `--no-images` or
/// on a narrow one.
final class TweetAvatarTests: XCTestCase {
    private var server: LoopbackServer!
    private var cacheDirectory: URL!
    private let red = PixelColor(red: 255, green: 0, blue: 0)

    override func setUpWithError() throws {
        server = try LoopbackServer()
        cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-images-\(UUID().uuidString)")
        let png = TestImages.png(PixelImage(width: 48, height: 48) { _, _ in PixelColor(red: 255, green: 0, blue: 0) })
        // Answered half a second late, so the first frames show the placeholder whatever
        // the machine's speed (the tests wait for the answer).
        server.route("/ada.png", reply: LoopbackServer.Reply(headers: ["Content-Type": "image/png"], body: png, delay: 0.5))
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(at: cacheDirectory)
        super.tearDown()
    }

    private var avatarURL: URL { server.baseURL.appendingPathComponent("ada.png") }

    /// The loader `tweetie` makes for a run (nil with `--no-images`), its disk cache in
    /// the test's directory.
    private func makeLoader(noImages: Bool = false) -> ImageLoader? {
        var options = TweetieOptions()
        options.common.noImages = noImages
        return TweetieApp.imageLoader(options: options, paths: AppPaths(appName: "tweetie", environment: ["XDG_CACHE_HOME": cacheDirectory.path, "HOME": "/nonexistent"]))
    }

    /// A list timeline showing one stored tweet by Ada with her picture, `width` columns wide.
    private func timeline(loader: ImageLoader?, width: Int = 80) throws -> TweetieScreenHarness {
        let harness = try TweetieScreenHarness()
        harness.presenter.imageLoader = loader
        harness.terminal.size = Size(width: width, height: 24)
        try harness.storeTweets([Tweet(id: 7, text: "Stored earlier", authorName: "Ada", screenName: "ada",
                                       createdAt: harness.now, avatarURL: avatarURL)])
        // Sized before the first frame: a frame at 80 columns would already ask for the picture.
        harness.window.size = Size(width: width, height: 24)
        harness.showTimeline()
        harness.render()
        return harness
    }

    /// Waits until the row's load has been answered (asking the loader for the same
    /// picture joins its fetch, which answers every waiter in one main-queue turn), then draws.
    private func waitForAvatar(_ loader: ImageLoader, harness: TweetieScreenHarness) {
        let answered = expectation(description: "avatar answered")
        let subscription = loader.image(for: avatarURL, pixelSize: Size(width: 4, height: 4), contentMode: .scaleAspectFill)
            .subscribe { _ in answered.fulfill() }
        wait(for: [answered], timeout: 10)
        subscription.dispose()
        harness.render()
    }

    /// The row of the tweet's header line.
    private func headerRow(_ harness: TweetieScreenHarness) throws -> Int {
        try XCTUnwrap(harness.terminal.lines.firstIndex { $0.contains("@ada") }, harness.screen)
    }

    func test_aWideRow_showsTheAuthorsPicture_inA4By2BoxAtItsLeft() throws {
        let loader = try XCTUnwrap(makeLoader())
        let harness = try timeline(loader: loader)
        let row = try headerRow(harness)
        XCTAssertTrue(harness.terminal.lines[row].hasPrefix("░░░░ Ada @ada"), "a placeholder while loading:\n" + harness.terminal.lines.joined(separator: "\n"))
        waitForAvatar(loader, harness: harness)
        let expected = Color.rgb(255, 0, 0)
        for y in row...(row + 1) {
            let line = Array(harness.terminal.lines[y])
            for x in 0..<4 {
                XCTAssertEqual(line[x], "▀", harness.screen)
                XCTAssertEqual(harness.terminal.style(atX: x, y: y)?.foreground, expected)
                XCTAssertEqual(harness.terminal.style(atX: x, y: y)?.background, expected)
            }
            XCTAssertEqual(line[4], " ")
        }
        XCTAssertTrue(harness.terminal.lines[row].hasPrefix("▀▀▀▀ Ada @ada"), harness.screen)
        XCTAssertTrue(harness.terminal.lines[row + 1].hasPrefix("▀▀▀▀   Stored earlier"), harness.screen)
        XCTAssertEqual(server.requests.filter { $0.path == "/ada.png" }.count, 1)
    }

    func test_anAuthorWithoutAPicture_showsTheirInitialInTheBox() throws {
        let harness = try TweetieScreenHarness()
        harness.presenter.imageLoader = try XCTUnwrap(makeLoader())
        try harness.storeTweets([Tweet(id: 8, text: "No picture", authorName: "zoë", screenName: "zoe", createdAt: harness.now)])
        harness.showTimeline()
        let lines = harness.render()
        let row = try XCTUnwrap(lines.firstIndex { $0.contains("@zoe") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines[row].hasPrefix(" Z   zoë @zoe"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines[row + 1].hasPrefix("       No picture"), lines.joined(separator: "\n"))
        XCTAssertTrue(server.requests.isEmpty)
    }

    func test_withNoImages_theRowHasNoBox_andNothingIsFetched() throws {
        XCTAssertNil(makeLoader(noImages: true))
        let harness = try timeline(loader: nil)
        let row = try headerRow(harness)
        XCTAssertTrue(harness.terminal.lines[row].hasPrefix("Ada @ada"), harness.screen)
        XCTAssertTrue(harness.terminal.lines[row + 1].hasPrefix("  Stored earlier"), harness.screen)
        XCTAssertTrue(server.requests.isEmpty)
    }

    func test_onANarrowTerminal_theRowHasNoBox_andNothingIsFetched() throws {
        let harness = try timeline(loader: try XCTUnwrap(makeLoader()), width: TweetAvatar.minimumWidth - 1)
        let row = try headerRow(harness)
        XCTAssertTrue(harness.terminal.lines[row].hasPrefix("Ada @ada"), harness.screen)
        XCTAssertFalse(harness.screen.contains("░"), harness.screen)
        drainMainQueue()
        XCTAssertTrue(server.requests.isEmpty)
    }
}
