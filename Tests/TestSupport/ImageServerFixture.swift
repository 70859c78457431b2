import Foundation
import LoopbackHTTP
import RxImages

/// What a test of `ImageLoader` against the real loopback HTTP server needs: the server, a
/// disk cache directory of its own (removed by `tearDown`) and loaders over them, on the
/// default libcurl transport. Make one in `setUpWithError`, call `tearDown()` in `tearDown`.
public final class ImageServerFixture {
    /// The server the pictures are asked from.
    public let server: LoopbackServer
    /// A fresh directory for the disk cache.
    public let cacheDirectory: URL

    /// Starts the server; `name` labels the cache directory and the callback queue.
    public init(name: String) throws {
        server = try LoopbackServer()
        cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        callbackLabel = "\(name).callbacks"
    }

    private let callbackLabel: String

    /// Stops the server and removes the cache directory.
    public func tearDown() {
        server.stop()
        try? FileManager.default.removeItem(at: cacheDirectory)
    }

    /// The URL of `path` on the server.
    public func url(_ path: String) -> URL { server.baseURL.appendingPathComponent(path) }

    /// How many requests for `path` the server has had.
    public func requests(to path: String) -> Int {
        server.requests.filter { $0.path == "/" + path }.count
    }

    /// A loader with `memory` and, when `disk`, a disk cache in `cacheDirectory`, answering
    /// on a serial queue of its own.
    public func makeLoader(memory: ImageCache = ImageCache(), disk: Bool = true) -> ImageLoader {
        ImageLoader(memoryCache: memory, diskCache: disk ? DiskImageCache(directory: cacheDirectory) : nil,
                    callbackQueue: DispatchQueue(label: callbackLabel))
    }
}
