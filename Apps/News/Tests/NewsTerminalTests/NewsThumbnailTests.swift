import AppSupport
import Foundation
import LoopbackHTTP
import NewsCore
import RxCore
import RxImages
import TerminalUI
import TestSupport
import XCTest
@testable import News
@testable import NewsTerminal

/// The rows' pictures, headless, from PNGs the tests make served by the real loopback
/// server through the app's kind of loader (libcurl, a disk cache in a temp directory):
/// both layouts show their pictures, one URL in many rows is one request, a picture that
/// fails keeps the placeholder, a row scrolled away cancels its load, and `--no-images`
/// fetches nothing.
final class NewsThumbnailTests: XCTestCase {
    private var server: LoopbackServer!
    private var cacheDirectory: URL!

    private let red = PixelColor(red: 255, green: 0, blue: 0)
    private let green = PixelColor(red: 0, green: 255, blue: 0)
    private let blue = PixelColor(red: 0, green: 0, blue: 255)
    private let white = PixelColor(red: 255, green: 255, blue: 255)

    override func setUpWithError() throws {
        server = try LoopbackServer()
        cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("news-images-\(UUID().uuidString)")
    }

    override func tearDown() {
        server?.stop()
        try? FileManager.default.removeItem(at: cacheDirectory)
        super.tearDown()
    }

    // MARK: - Helpers

    private func url(_ path: String) -> String { server.baseURL.appendingPathComponent(path).absoluteString }

    private func requests(to path: String) -> Int { server.requests.filter { $0.path == "/" + path }.count }

    /// Serves a PNG of one colour (`width`×`height` pixels) at `path`.
    private func servePicture(_ path: String, _ color: PixelColor, width: Int = 48, height: Int = 20) {
        let png = TestImages.png(PixelImage(width: width, height: height) { _, _ in color })
        server.route("/" + path, reply: LoopbackServer.Reply(headers: ["Content-Type": "image/png"], body: png))
    }

    /// The loader `news` makes for a run, with its disk cache in the test's directory.
    private func makeLoader() -> ImageLoader? {
        NewsApp.imageLoader(options: NewsOptions(), paths: AppPaths(appName: "news", environment: ["XDG_CACHE_HOME": cacheDirectory.path, "HOME": "/nonexistent"]))
    }

    private func screens(showing stories: [NewsItem], loader: ImageLoader?, height: Int = 30) throws -> NewsScreenHarness {
        let harness = try NewsScreenHarness(sources: [StubNewsSource(stories: stories)], height: height, imageLoader: loader)
        harness.start()
        return harness
    }

    /// Waits until the loads of `paths` the rows started have been answered: asking the
    /// loader for the same pictures joins their fetches, which answer every waiter in one
    /// turn of the main queue (or answers at once from memory, the rows' answers then
    /// being queued); then draws.
    private func waitForPictures(_ paths: [String], pixelSize: Size, loader: ImageLoader, harness: NewsScreenHarness,
                                 file: StaticString = #filePath, line: UInt = #line) {
        var subscriptions: [Disposable] = []
        for path in paths {
            let answered = expectation(description: "\(path) answered")
            guard let url = URL(string: url(path)) else { return XCTFail("no URL for \(path)", file: file, line: line) }
            subscriptions.append(loader.image(for: url, pixelSize: pixelSize, contentMode: .scaleAspectFill)
                .subscribe { _ in answered.fulfill() })
            wait(for: [answered], timeout: 10)
        }
        subscriptions.forEach { $0.dispose() }
        drainMainQueue()
        harness.render()
    }

    /// Whether the cells of `rect` on screen are upper half blocks of `color` over `color`.
    private func shows(_ color: PixelColor, in rect: Rect, on harness: NewsScreenHarness) -> Bool {
        let lines = harness.terminal.lines.map(Array.init)
        let expected = Color.rgb(color.red, color.green, color.blue)
        for y in rect.origin.y..<(rect.origin.y + rect.size.height) {
            for x in rect.origin.x..<(rect.origin.x + rect.size.width) {
                guard lines[y][x] == "▀", let style = harness.terminal.style(atX: x, y: y),
                      style.foreground == expected, style.background == expected else { return false }
            }
        }
        return true
    }

    /// The screen as one string, for failure messages.
    private func screen(_ harness: NewsScreenHarness) -> String { harness.terminal.lines.joined(separator: "\n") }

    // MARK: - Pictures

    func test_bothLayouts_showTheirPictures_inTheirBoxes() throws {
        servePicture("one.png", red, width: 24, height: 16)
        servePicture("a.png", green)
        servePicture("b.png", blue)
        servePicture("c.png", white)
        let loader = try XCTUnwrap(makeLoader())
        let harness = try screens(showing: [
            StubNewsSource.story(1, title: "One picture", images: [url("one.png")]),
            StubNewsSource.story(2, title: "Three pictures", images: [url("a.png"), url("b.png"), url("c.png")]),
        ], loader: loader)
        waitForPictures(["one.png"], pixelSize: Size(width: 12, height: 8), loader: loader, harness: harness)
        waitForPictures(["a.png", "b.png", "c.png"], pixelSize: Size(width: 24, height: 10), loader: loader, harness: harness)

        // One picture: 12×4 cells left of the text (rows 2-5), red all over.
        XCTAssertTrue(shows(red, in: Rect(x: 0, y: 2, width: 12, height: 4), on: harness), screen(harness))
        XCTAssertTrue(harness.terminal.lines[2].hasPrefix(String(repeating: "▀", count: 12) + "  One picture"), screen(harness))
        // Three pictures: three 24×5 boxes under the title (rows 8-12), two columns apart.
        XCTAssertTrue(harness.terminal.lines[7].hasPrefix("Three pictures"), screen(harness))
        XCTAssertTrue(shows(green, in: Rect(x: 0, y: 8, width: 24, height: 5), on: harness), screen(harness))
        XCTAssertTrue(shows(blue, in: Rect(x: 26, y: 8, width: 24, height: 5), on: harness), screen(harness))
        XCTAssertTrue(shows(white, in: Rect(x: 52, y: 8, width: 24, height: 5), on: harness), screen(harness))
        XCTAssertTrue(harness.terminal.lines[13].hasPrefix("example.org · 2 comments"), screen(harness))
        XCTAssertEqual(server.requests.count, 4)

        // Kept on disk in the app's image cache: a run after this one asks for nothing.
        let nextRun = try XCTUnwrap(makeLoader())
        let again = try screens(showing: [StubNewsSource.story(1, title: "One picture", images: [url("one.png")])], loader: nextRun)
        waitForPictures(["one.png"], pixelSize: Size(width: 12, height: 8), loader: nextRun, harness: again)
        XCTAssertTrue(shows(red, in: Rect(x: 0, y: 2, width: 12, height: 4), on: again), screen(again))
        XCTAssertEqual(requests(to: "one.png"), 1)
        XCTAssertEqual(nextRun.networkRequestCount, 0)
    }

    func test_tenRowsWithOnePicture_makeOneRequest() throws {
        var reply = LoopbackServer.Reply(headers: ["Content-Type": "image/png"],
                                         body: TestImages.png(PixelImage(width: 24, height: 16) { _, _ in PixelColor(red: 255, green: 0, blue: 0) }))
        reply.delay = 0.2  // the answer comes while every row waits
        server.route("/shared.png", reply: reply)
        let loader = try XCTUnwrap(makeLoader())
        let stories = (1...10).map { StubNewsSource.story($0, images: [url("shared.png")]) }
        let harness = try screens(showing: stories, loader: loader, height: 60)
        XCTAssertTrue(harness.terminal.lines.contains { $0.contains("Story 10") }, "all ten rows on screen:\n\(screen(harness))")
        waitForPictures(["shared.png"], pixelSize: Size(width: 12, height: 8), loader: loader, harness: harness)

        for row in 0..<10 {
            XCTAssertTrue(shows(red, in: Rect(x: 0, y: 2 + 5 * row, width: 12, height: 4), on: harness), "row \(row + 1):\n\(screen(harness))")
        }
        XCTAssertEqual(requests(to: "shared.png"), 1)
        XCTAssertEqual(loader.networkRequestCount, 1)
    }

    func test_aPictureThatCannotBeHad_keepsThePlaceholder() throws {
        // The answers wait until the test has joined the rows' fetches (failures are not
        // remembered, so asking after one ended would fetch again).
        let gate = DispatchSemaphore(value: 0)
        server.route("/missing.png") { _ in
            gate.wait()
            return LoopbackServer.Reply(status: 404, body: Data("gone".utf8))
        }
        server.route("/page.png") { _ in
            gate.wait()
            return LoopbackServer.Reply(headers: ["Content-Type": "text/html"], body: Data("<html>not a picture</html>".utf8))
        }
        let loader = try XCTUnwrap(makeLoader())
        let harness = try screens(showing: [
            StubNewsSource.story(1, title: "Missing", images: [url("missing.png")]),
            StubNewsSource.story(2, title: "Not a picture", images: [url("page.png")]),
        ], loader: loader)
        var failures: [XCTestExpectation] = []
        var joined: [Disposable] = []
        for path in ["missing.png", "page.png"] {
            let failed = expectation(description: "\(path) failed")
            failures.append(failed)
            let picture = try XCTUnwrap(URL(string: url(path)))
            joined.append(loader.image(for: picture, pixelSize: Size(width: 12, height: 8), contentMode: .scaleAspectFill)
                .subscribe(onSuccess: { _ in XCTFail("\(path) is not a picture") }, onFailure: { _ in failed.fulfill() }))
        }
        gate.signal()
        gate.signal()
        wait(for: failures, timeout: 10)
        joined.forEach { $0.dispose() }
        drainMainQueue()
        harness.render()

        let box = String(repeating: "░", count: 12)
        XCTAssertTrue(harness.terminal.lines[2].hasPrefix(box + "  Missing"), screen(harness))
        XCTAssertTrue(harness.terminal.lines[7].hasPrefix(box + "  Not a picture"), screen(harness))
        XCTAssertEqual(requests(to: "missing.png"), 1)
        XCTAssertEqual(requests(to: "page.png"), 1)
        let kept = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path + "/news/images")) ?? []
        XCTAssertEqual(kept, [], "nothing kept on disk")
    }

    func test_aRowScrolledAway_cancelsItsPicturesLoad() throws {
        let arrived = expectation(description: "the picture was asked for")
        server.route("/slow.png") { _ in arrived.fulfill(); return .never }
        let closed = expectation(description: "the loader closed the connection")
        server.whenClientCloses { path in if path == "/slow.png" { closed.fulfill() } }
        let loader = try XCTUnwrap(makeLoader())
        let stories = [StubNewsSource.story(1, title: "Slow picture", images: [url("slow.png")])] + (2...10).map { StubNewsSource.story($0) }
        let harness = try screens(showing: stories, loader: loader)
        wait(for: [arrived], timeout: 10)
        XCTAssertEqual(server.clientClosedPaths, [], "still on screen, still loading")

        harness.press(.end)
        XCTAssertFalse(harness.terminal.lines.contains { $0.contains("Slow picture") }, screen(harness))
        wait(for: [closed], timeout: 10)
        XCTAssertEqual(requests(to: "slow.png"), 1)
    }

    // MARK: - --no-images

    func test_noImages_fetchesNothing_dropsTheOneBox_keepsTheThree() throws {
        servePicture("one.png", red)
        servePicture("a.png", green)
        let options = try NewsOptions.parse(["--no-images"])
        XCTAssertTrue(options.common.noImages)
        XCTAssertTrue(NewsOptions.commandLine.usage.contains("--no-images"), NewsOptions.commandLine.usage)
        let loader = NewsApp.imageLoader(options: options, paths: AppPaths(appName: "news", environment: ["XDG_CACHE_HOME": cacheDirectory.path]))
        XCTAssertNil(loader)
        let harness = try screens(showing: [
            StubNewsSource.story(1, title: "One picture", images: [url("one.png")]),
            StubNewsSource.story(2, title: "Three pictures", images: [url("a.png"), url("a.png"), url("a.png")]),
        ], loader: loader)
        harness.advance(5)

        // The one-picture row gives its box's room to the text.
        XCTAssertTrue(harness.terminal.lines[2].hasPrefix("One picture"), screen(harness))
        XCTAssertTrue(harness.terminal.lines[3].hasPrefix("example.org · 1 comment"), screen(harness))
        // The three-picture row keeps its three boxes as placeholders, right after the
        // one-picture row's content (no box, so no blank lines of its height).
        XCTAssertTrue(harness.terminal.lines[6].hasPrefix("Three pictures"), screen(harness))
        let wide = String(repeating: "░", count: 24)
        for row in 7...11 { XCTAssertTrue(harness.terminal.lines[row].hasPrefix(wide + "  " + wide + "  " + wide), screen(harness)) }
        XCTAssertEqual(server.requests.count, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheDirectory.path), "no image cache made")
    }

    func test_withPictures_theLoaderKeepsFilesInTheAppsImageCacheDirectory() throws {
        let paths = AppPaths(appName: "news", environment: ["XDG_CACHE_HOME": cacheDirectory.path])
        let loader = try XCTUnwrap(NewsApp.imageLoader(options: try NewsOptions.parse([]), paths: paths))
        XCTAssertEqual(loader.diskCache?.directory.path, paths.imageCacheDirectory.path)
        XCTAssertEqual(loader.diskCache?.directory.path, cacheDirectory.appendingPathComponent("news/images").path)
    }
}
