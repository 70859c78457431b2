import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// A fresh directory under the system's temporary directory, removed when the test ends.
/// Tests point the app's XDG directories here, never at the real home.
struct TemporaryDirectory {
    let url: URL

    init(for test: XCTestCase) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("appsupport-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let url = self.url
        test.addTeardownBlock {
            // A test may have made parts read-only; give them back so they can go.
            _ = try? FileManager.default.subpathsOfDirectory(atPath: url.path).forEach {
                chmod(url.appendingPathComponent($0).path, 0o700)
            }
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// An environment whose XDG directories (and HOME) are inside this directory.
    var environment: [String: String] {
        ["HOME": url.appendingPathComponent("home").path,
         "XDG_CONFIG_HOME": url.appendingPathComponent("config").path,
         "XDG_DATA_HOME": url.appendingPathComponent("data").path,
         "XDG_CACHE_HOME": url.appendingPathComponent("cache").path]
    }
}

/// The POSIX permission bits of the file at `url`.
func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}
