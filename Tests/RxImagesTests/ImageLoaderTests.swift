import Foundation
import LoopbackHTTP
import RxCore
import RxImages
import TerminalUI
import XCTest

/// The loader against the real loopback HTTP server, over the default libcurl transport.
final class ImageLoaderTests: XCTestCase {
    private var server: LoopbackServer!
    private var cacheDirectory: URL!
    private let jpeg = TestImages.jpeg(TestImages.quadrants(width: 320, height: 240))
    private let box = Size(width: 16, height: 16)

    override func setUpWithError() throws {
        server = try LoopbackServer()
        cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("rximages-\(UUID().uuidString)")
    }

    override func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    private func url(_ path: String) -> URL { server.baseURL.appendingPathComponent(path) }

    private func requests(to path: String) -> Int {
        server.requests.filter { $0.path == "/" + path }.count
    }

    private func makeLoader(memory: ImageCache = ImageCache(), disk: Bool = true) -> ImageLoader {
        ImageLoader(memoryCache: memory, diskCache: disk ? DiskImageCache(directory: cacheDirectory) : nil,
                    callbackQueue: DispatchQueue(label: "ImageLoaderTests.callbacks"))
    }

    /// Waits for the loader's answer for `url` (any thread).
    private func load(_ url: URL, with loader: ImageLoader, size: Size? = nil, file: StaticString = #filePath, line: UInt = #line) -> Result<PixelImage, ImageError>? {
        let done = expectation(description: "loaded \(url.path)")
        let box = UncheckedResultBox()
        let subscription = loader.image(for: url, pixelSize: size ?? self.box).subscribe { event in
            switch event {
            case .success(let image): box.result = .success(image)
            case .failure(let error): box.result = .failure(error as? ImageError ?? .network(reason: "\(error)"))
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        subscription.dispose()
        return box.result
    }

    func test_aPicture_isFetchedDecodedAndSizedForItsBox() throws {
        server.route("/a.jpg", reply: LoopbackServer.Reply(headers: ["Content-Type": "image/jpeg"], body: jpeg))
        let image = try XCTUnwrap(load(url("a.jpg"), with: makeLoader())?.get())
        XCTAssertEqual(image.size, Size(width: 16, height: 12))
        XCTAssertEqual(server.requests.first?.header("Accept"), "image/webp,image/png,image/jpeg")
    }

    func test_aCacheHit_makesNoRequest_fromMemoryOrFromDisk() throws {
        server.route("/a.jpg", reply: LoopbackServer.Reply(body: jpeg))
        let loader = makeLoader()
        _ = try XCTUnwrap(load(url("a.jpg"), with: loader)?.get())
        XCTAssertEqual(requests(to: "a.jpg"), 1)

        // Memory: answered at once, on the subscribing thread.
        var fromMemory: PixelImage?
        _ = loader.image(for: url("a.jpg"), pixelSize: box).subscribe(onSuccess: { fromMemory = $0 })
        XCTAssertEqual(fromMemory?.size, Size(width: 16, height: 12))

        // Disk: a new loader (an app started again) with an empty memory cache.
        let restarted = makeLoader()
        XCTAssertEqual(try XCTUnwrap(load(url("a.jpg"), with: restarted)?.get()).size, Size(width: 16, height: 12))
        // Another size of the same file comes from disk too.
        XCTAssertEqual(try XCTUnwrap(load(url("a.jpg"), with: restarted, size: Size(width: 8, height: 8))?.get()).size, Size(width: 8, height: 6))
        XCTAssertEqual(requests(to: "a.jpg"), 1)
        XCTAssertEqual(loader.networkRequestCount + restarted.networkRequestCount, 1)
    }

    func test_tenCellsAskingForOneURL_makeOneRequest() {
        var reply = LoopbackServer.Reply(body: jpeg)
        reply.delay = 0.2  // the answer comes while all ten wait
        server.route("/shared.jpg", reply: reply)
        let loader = makeLoader()
        let done = expectation(description: "all ten")
        done.expectedFulfillmentCount = 10
        let sizes = (0..<10).map { Size(width: 8 + 2 * ($0 % 3), height: 8) }
        let results = UncheckedResultsBox()
        let subscriptions = sizes.map { size in
            loader.image(for: url("shared.jpg"), pixelSize: size).subscribe(onSuccess: { image in
                results.append(image.size)
                done.fulfill()
            }, onFailure: { _ in done.fulfill() })
        }
        wait(for: [done], timeout: 10)
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(requests(to: "shared.jpg"), 1)
        XCTAssertEqual(Set(results.sizes), [Size(width: 8, height: 6), Size(width: 10, height: 8), Size(width: 11, height: 8)])
        XCTAssertEqual(results.sizes.count, 10)
    }

    func test_reusingACell_cancelsItsRequest() {
        server.route("/slow.jpg", reply: .never)
        let closed = expectation(description: "the client closed the connection")
        server.whenClientCloses { path in if path == "/slow.jpg" { closed.fulfill() } }
        let arrived = expectation(description: "the request arrived")
        server.route("/slow.jpg") { _ in arrived.fulfill(); return .never }
        let loader = makeLoader()
        let cell = PictureCell(reuseIdentifier: "picture")
        cell.frame = Rect(x: 0, y: 0, width: 16, height: 8)
        _ = cell.rendered(size: Size(width: 16, height: 8))
        cell.picture.rx.image(for: url("slow.jpg"), loader: loader)
        wait(for: [arrived], timeout: 10)
        cell.prepareForReuse()
        wait(for: [closed], timeout: 10)
        XCTAssertNil(cell.picture.image)
        XCTAssertEqual(server.clientClosedPaths, ["/slow.jpg"])
    }

    func test_aCellScrolledAway_cancelsItsRequest_butAnotherCellStillWaitingKeepsIt() {
        let arrived = expectation(description: "the request arrived")
        server.route("/slow.jpg") { _ in arrived.fulfill(); return .never }
        let loader = makeLoader()
        let cells = (0..<2).map { _ in PictureCell(reuseIdentifier: "picture") }
        for cell in cells {
            cell.frame = Rect(x: 0, y: 0, width: 16, height: 8)
            _ = cell.rendered(size: Size(width: 16, height: 8))
            cell.picture.rx.image(for: url("slow.jpg"), loader: loader)
        }
        wait(for: [arrived], timeout: 10)
        let closed = expectation(description: "the client closed the connection")
        server.whenClientCloses { _ in closed.fulfill() }
        cells[0].didEndDisplaying()
        XCTAssertEqual(server.clientClosedPaths, [], "the other cell still waits")
        cells[1].didEndDisplaying()
        wait(for: [closed], timeout: 10)
        XCTAssertEqual(requests(to: "slow.jpg"), 1)
    }

    func test_a30MBBody_isRefused_withOrWithoutAContentLength() {
        let body = Data(repeating: 0xFF, count: 30_000_000)
        server.route("/huge.jpg", reply: LoopbackServer.Reply(body: body))
        var chunked = LoopbackServer.Reply(body: body)
        chunked.chunked = true
        chunked.chunkSize = 1 << 20
        server.route("/huge-chunked.jpg", reply: chunked)
        let loader = makeLoader()
        XCTAssertEqual(error(loading: url("huge.jpg"), with: loader), .fileTooLarge(limit: 20_000_000))
        XCTAssertEqual(error(loading: url("huge-chunked.jpg"), with: loader), .fileTooLarge(limit: 20_000_000))
        XCTAssertTrue(ImageError.fileTooLarge(limit: 20_000_000).description.contains("20 MB"))
        XCTAssertEqual(DiskImageCache(directory: cacheDirectory).byteCount, 0)
    }

    func test_anErrorPageOrAStatus_isATypedError_andNothingIsKeptOnDisk() {
        server.route("/page.jpg", reply: LoopbackServer.Reply(headers: ["Content-Type": "text/html"], body: Data("<html>moved</html>".utf8)))
        server.route("/missing.jpg", reply: LoopbackServer.Reply(status: 404, body: Data("no".utf8)))
        let loader = makeLoader()
        XCTAssertEqual(error(loading: url("page.jpg"), with: loader), .notAnImage(startsWith: "\"<html>moved</htm\""))
        XCTAssertEqual(error(loading: url("missing.jpg"), with: loader), .httpStatus(404))
        XCTAssertEqual(DiskImageCache(directory: cacheDirectory).byteCount, 0)
        // Failures are not remembered: the next ask tries again.
        _ = load(url("missing.jpg"), with: loader)
        XCTAssertEqual(requests(to: "missing.jpg"), 2)
    }

    func test_aBoundImageView_showsThePlaceholderThenThePicture() {
        server.route("/a.jpg", reply: LoopbackServer.Reply(body: jpeg))
        let loader = ImageLoader(diskCache: nil)  // delivers on the main queue
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 8, height: 4))
        _ = view.rendered(size: Size(width: 8, height: 4))
        view.rx.image(for: url("a.jpg"), loader: loader, placeholder: .text("…"))
        XCTAssertNil(view.image)
        XCTAssertEqual(view.rendered(size: Size(width: 8, height: 4)).lines[1], "   …    ")
        // A second subscriber to the same picture joins the view's fetch and is answered
        // after it, in the same turn of the main queue.
        let shown = expectation(description: "shown")
        let after = loader.image(for: url("a.jpg"), pixelSize: view.pixelSize).subscribe { _ in shown.fulfill() }
        wait(for: [shown], timeout: 10)
        after.dispose()
        XCTAssertEqual(requests(to: "a.jpg"), 1)
        XCTAssertEqual(view.image?.size, Size(width: 8, height: 6))
        // 8×6 pixels centred in 8×8: the first line's upper pixels are empty.
        XCTAssertEqual(view.rendered(size: Size(width: 8, height: 4)).lines, ["▄▄▄▄▄▄▄▄", "▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀"])
    }

    private func error(loading url: URL, with loader: ImageLoader) -> ImageError? {
        guard case .failure(let error) = load(url, with: loader) else { return nil }
        return error
    }
}

/// A table row with one picture.
final class PictureCell: TableViewCell {
    let picture = ImageView()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(picture)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        picture.frame = bounds
    }
}

/// An outcome handed from the loader's callback queue to the test thread, which reads
/// it only after the expectation it waited for (fulfilled after the write).
private final class UncheckedResultBox: @unchecked Sendable {
    var result: Result<PixelImage, ImageError>?
}

/// Sizes appended on the loader's one serial callback queue, read after the wait.
private final class UncheckedResultsBox: @unchecked Sendable {
    var sizes: [Size] = []
    func append(_ size: Size) { sizes.append(size) }
}
