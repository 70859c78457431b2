import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import AppSupport

/// Where an app keeps its files (XDG), and that its directories are private.
final class AppPathsTests: XCTestCase {
    func test_theDirectories_followXDG_elseTheHomeDefaults() {
        let set = AppPaths(appName: "demo", environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "/cache"])
        XCTAssertEqual(set.configDirectory.path, "/cfg/demo")
        XCTAssertEqual(set.dataDirectory.path, "/data/demo")
        XCTAssertEqual(set.cacheDirectory.path, "/cache/demo")
        let unset = AppPaths(appName: "demo", environment: ["HOME": "/home/u"])
        XCTAssertEqual(unset.configDirectory.path, "/home/u/.config/demo")
        XCTAssertEqual(unset.dataDirectory.path, "/home/u/.local/share/demo")
        XCTAssertEqual(unset.cacheDirectory.path, "/home/u/.cache/demo")
    }

    func test_pictures_areKeptInTheCacheDirectory() {
        XCTAssertEqual(AppPaths(appName: "news", environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/cache"]).imageCacheDirectory.path, "/cache/news/images")
        XCTAssertEqual(AppPaths(appName: "news", environment: ["HOME": "/home/u"]).imageCacheDirectory.path, "/home/u/.cache/news/images")
    }

    func test_relativeXDGPaths_areIgnored() {
        let paths = AppPaths(appName: "demo", environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "relative", "XDG_DATA_HOME": ""])
        XCTAssertEqual(paths.configDirectory.path, "/home/u/.config/demo")
        XCTAssertEqual(paths.dataDirectory.path, "/home/u/.local/share/demo")
    }

    func test_prepare_makesAPrivateDirectory_withItsParents() throws {
        let temporary = try TemporaryDirectory(for: self)
        let directory = temporary.url.appendingPathComponent("a/b/demo")
        try PrivateDirectory.prepare(directory)
        XCTAssertEqual(try permissions(of: directory), 0o700)
    }

    func test_prepare_tightensAnExistingDirectoryOthersMayUse() throws {
        let directory = try TemporaryDirectory(for: self).url.appendingPathComponent("data/demo")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(directory.path, 0o755), 0)
        try PrivateDirectory.prepare(directory)
        XCTAssertEqual(try permissions(of: directory), 0o700)
    }

    func test_prepare_keepsTheOwnersOwnChoice_aReadOnlyDirectoryStaysReadOnly() throws {
        let directory = try TemporaryDirectory(for: self).url.appendingPathComponent("demo")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(directory.path, 0o555), 0)
        try PrivateDirectory.prepare(directory)
        XCTAssertEqual(try permissions(of: directory), 0o500)
    }
}
