import Foundation
import RxImages
import XCTest

final class ImageCacheTests: XCTestCase {
    private func key(_ name: String, _ width: Int = 8) -> ImageCacheKey {
        ImageCacheKey(url: URL(string: "https://example.org/\(name)")!, pixelSize: Size(width: width, height: width), contentMode: .scaleAspectFit)
    }

    /// A picture of `bytes` bytes (a multiple of 4).
    private func picture(bytes: Int) -> PixelImage {
        PixelImage(width: bytes / 4, height: 1, pixels: [UInt8](repeating: 7, count: bytes))
    }

    func test_memoryCache_staysWithinItsByteBound_droppingTheLeastRecentlyUsed() {
        let cache = ImageCache(byteLimit: 1_000)
        cache.insert(picture(bytes: 400), for: key("a"))
        cache.insert(picture(bytes: 400), for: key("b"))
        XCTAssertNotNil(cache.image(for: key("a")))  // a is now the most recently used
        cache.insert(picture(bytes: 400), for: key("c"))
        XCTAssertEqual(cache.byteCount, 800)
        XCTAssertNil(cache.image(for: key("b")))
        XCTAssertNotNil(cache.image(for: key("a")))
        XCTAssertNotNil(cache.image(for: key("c")))
    }

    func test_memoryCache_keepsSizesApart_replacesEqualKeys_andRefusesWhatCannotFit() {
        let cache = ImageCache(byteLimit: 1_000)
        cache.insert(picture(bytes: 100), for: key("a", 8))
        cache.insert(picture(bytes: 200), for: key("a", 16))
        cache.insert(picture(bytes: 300), for: key("a", 16))
        XCTAssertEqual(cache.count, 2)
        XCTAssertEqual(cache.byteCount, 400)
        cache.insert(picture(bytes: 2_000), for: key("huge"))
        XCTAssertNil(cache.image(for: key("huge")))
        XCTAssertEqual(cache.byteCount, 400, "a picture larger than the bound does not empty the cache")
        cache.removeAll()
        XCTAssertEqual([cache.count, cache.byteCount], [0, 0])
    }

    func test_diskCache_staysWithinItsBound_removingTheLeastRecentlyUsedFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rximages-disk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskImageCache(directory: directory, byteLimit: 1_000)
        let urls = (0..<4).map { URL(string: "https://example.org/\($0).jpg")! }
        cache.store(Data(repeating: 1, count: 400), for: urls[0])
        cache.store(Data(repeating: 2, count: 400), for: urls[1])
        // Make file 0 clearly older, then use it: it becomes the most recent.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -100)], ofItemAtPath: cache.filePath(for: urls[1]))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -200)], ofItemAtPath: cache.filePath(for: urls[0]))
        XCTAssertEqual(cache.data(for: urls[0]), Data(repeating: 1, count: 400))
        cache.store(Data(repeating: 3, count: 400), for: urls[2])
        XCTAssertLessThanOrEqual(cache.byteCount, 1_000)
        XCTAssertNil(cache.data(for: urls[1]), "the least recently used file went")
        XCTAssertNotNil(cache.data(for: urls[0]))
        XCTAssertNotNil(cache.data(for: urls[2]))
        // The directory is private: what a user looked at is theirs.
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o077, 0)
        // A second cache on the same directory counts what is there.
        XCTAssertEqual(DiskImageCache(directory: directory, byteLimit: 1_000).byteCount, 800)
        cache.remove(urls[0])
        XCTAssertEqual(cache.byteCount, 400)
    }
}
