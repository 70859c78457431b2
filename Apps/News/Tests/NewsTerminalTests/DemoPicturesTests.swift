import AppSupport
import Foundation
import NewsCore
import RxCore
import RxImages
import TerminalUI
import TestSupport
import XCTest
@testable import News
@testable import NewsTerminal

/// The offline demo's bundled pictures: every picture URL of the demo is answered by a
/// PNG that decodes, without the network, and the demo's rows show them.
final class DemoPicturesTests: XCTestCase {
    private var cacheDirectory: URL!

    override func setUp() {
        super.setUp()
        cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("news-demo-images-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: cacheDirectory)
        super.tearDown()
    }

    /// The loader `news` makes for a run, with its disk cache in the test's directory.
    private func makeLoader() throws -> ImageLoader {
        try XCTUnwrap(NewsApp.imageLoader(options: NewsOptions(),
                                          paths: AppPaths(appName: "news", environment: ["XDG_CACHE_HOME": cacheDirectory.path, "HOME": "/nonexistent"])))
    }

    private func demoPictureURLs() throws -> [URL] {
        try DemoNews().items().flatMap { [$0.imageURL].compactMap { $0 } + $0.extraImageURLs }
    }

    func test_everyDemoPicture_isABundledPNG_thatDecodes() throws {
        let urls = try demoPictureURLs()
        XCTAssertGreaterThan(urls.count, 20)
        XCTAssertEqual(DemoPictures.names.count, 8)
        var shown = Set<Data>()
        for url in urls {
            XCTAssertEqual(url.host, DemoPictures.host)
            let png = try XCTUnwrap(DemoPictures.png(for: url), url.absoluteString)
            XCTAssertLessThan(png.count, 4_096, "small files")
            let image = try ImageDecoder().decode(png)
            XCTAssertEqual(image.size, Size(width: 64, height: 40))
            shown.insert(png)
        }
        XCTAssertEqual(shown.count, 8, "every scene is used")
        // A three-picture story shows three different scenes.
        let market = try ["market-1", "market-2", "market-3"].map { name in
            try XCTUnwrap(DemoPictures.png(for: try XCTUnwrap(URL(string: "https://\(DemoPictures.host)/img/\(name).jpg"))))
        }
        XCTAssertEqual(Set(market).count, 3)
        XCTAssertNil(DemoPictures.png(for: try XCTUnwrap(URL(string: "https://example.org/img/market-1.jpg"))))
    }

    func test_theDemoList_showsItsPictures_withoutTheNetwork() throws {
        let loader = try makeLoader()
        let harness = try NewsScreenHarness(sources: [DemoNews(now: { Date(timeIntervalSince1970: 1_750_000_000) })], imageLoader: loader)
        harness.start()
        // Joining the rows' loads: each answers every waiter in one main-queue turn.
        for url in try demoPictureURLs().prefix(8) {
            let answered = expectation(description: url.lastPathComponent)
            let subscription = loader.image(for: url, pixelSize: Size(width: 12, height: 8), contentMode: .scaleAspectFill)
                .subscribe { event in
                    if case .failure(let error) = event { XCTFail("\(url): \(error)") }
                    answered.fulfill()
                }
            wait(for: [answered], timeout: 10)
            subscription.dispose()
        }
        drainMainQueue()
        harness.render()
        let screen = harness.terminal.lines.joined(separator: "\n")
        // Pictures are upper half blocks in true colour; placeholders are shaded.
        let pictureCells = harness.terminal.lines.enumerated().reduce(0) { count, row in
            count + Array(row.element).enumerated().filter { x, character in
                character == "▀" && harness.terminal.style(atX: x, y: row.offset)?.background != nil
            }.count
        }
        XCTAssertGreaterThan(pictureCells, 100, screen)
    }
}
