import Foundation
import LoopbackHTTP
import RxCore
import RxImages
import TestSupport
import XCTest

/// The loader against the real loopback HTTP server, over the default libcurl transport.
final class ImageLoaderTests: XCTestCase {
    private var fixture: ImageServerFixture!
    private var server: LoopbackServer { fixture.server }
    private var cacheDirectory: URL { fixture.cacheDirectory }
    private let jpeg = TestImages.jpeg(TestImages.quadrants(width: 320, height: 240))
    private let box = Size(width: 16, height: 16)

    override func setUpWithError() throws {
        fixture = try ImageServerFixture(name: "rximages")
    }

    override func tearDown() {
        fixture?.tearDown()
    }

    private func url(_ path: String) -> URL { fixture.url(path) }
    private func requests(to path: String) -> Int { fixture.requests(to: path) }

    private func makeLoader(memory: ImageCache = ImageCache(), disk: Bool = true) -> ImageLoader {
        fixture.makeLoader(memory: memory, disk: disk)
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
    }

    func test_aFailedURL_isNotAskedAgainUntilItsRetryDelayHasPassed() {
        server.route("/missing.jpg", reply: LoopbackServer.Reply(status: 404, body: Data("no".utf8)))
        let clock = TestClock()
        let loader = ImageLoader(diskCache: nil, callbackQueue: DispatchQueue(label: "ImageLoaderTests.callbacks"),
                                 failureRetryDelay: 300, networkFailureRetryDelay: 30, now: { clock.nanoseconds })
        XCTAssertEqual(error(loading: url("missing.jpg"), with: loader), .httpStatus(404))
        XCTAssertEqual(requests(to: "missing.jpg"), 1)

        // Redrawn rows ask again: answered with the same error at once, without a request.
        clock.advance(seconds: 299)
        var remembered: ImageError?
        _ = loader.image(for: url("missing.jpg"), pixelSize: box).subscribe(onFailure: { remembered = $0 as? ImageError })
        XCTAssertEqual(remembered, .httpStatus(404))
        XCTAssertEqual(requests(to: "missing.jpg"), 1)

        // Once the delay has passed, the next ask goes to the server again.
        clock.advance(seconds: 2)
        XCTAssertEqual(error(loading: url("missing.jpg"), with: loader), .httpStatus(404))
        XCTAssertEqual(requests(to: "missing.jpg"), 2)
    }

    func test_aServerThatCannotBeReached_isAskedAgainSooner() throws {
        let clock = TestClock()
        let loader = ImageLoader(diskCache: nil, callbackQueue: DispatchQueue(label: "ImageLoaderTests.callbacks"),
                                 failureRetryDelay: 300, networkFailureRetryDelay: 30, now: { clock.nanoseconds })
        let address = url("a.jpg")
        server.stop()  // nothing listens on the port any more
        guard case .network = try XCTUnwrap(error(loading: address, with: loader)) else {
            return XCTFail("a refused connection is a network error")
        }
        clock.advance(seconds: 29)
        guard case .network = try XCTUnwrap(error(loading: address, with: loader)) else { return XCTFail("still the error") }
        XCTAssertEqual(loader.networkRequestCount, 1, "within 30 s the error is remembered")
        clock.advance(seconds: 2)
        _ = error(loading: address, with: loader)
        XCTAssertEqual(loader.networkRequestCount, 2, "after 30 s the network is tried again")
    }

    private func error(loading url: URL, with loader: ImageLoader) -> ImageError? {
        guard case .failure(let error) = load(url, with: loader) else { return nil }
        return error
    }
}

/// A clock the test moves by hand (read from the loader's threads).
final class TestClock: @unchecked Sendable {
    // @unchecked Sendable: `value` is only read and written under `lock`.
    private let lock = NSLock()
    private var value: UInt64 = 1_000_000_000

    var nanoseconds: UInt64 { lock.withLock { value } }

    func advance(seconds: Double) {
        lock.withLock { value += UInt64(seconds * 1_000_000_000) }
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
