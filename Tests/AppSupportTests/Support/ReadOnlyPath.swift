import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// Makes the file or directory at `url` unwritable for this process until the test ends.
/// Permissions do not stop root, so as root the immutable flag is set (`chattr +i`);
/// otherwise the write bits are removed. Throws (failing the test) when neither works here.
func makeReadOnly(_ url: URL, for test: XCTestCase) throws {
    if geteuid() == 0 {
        let set = try ChildProcess.run("/usr/bin/chattr", ["+i", url.path])
        guard set.status == 0 else {
            throw ReadOnlyPathError("chattr +i \(url.path) failed (\(set.stderr)); run the tests as a normal user, or on a file system with immutable flags")
        }
        test.addTeardownBlock { _ = try? ChildProcess.run("/usr/bin/chattr", ["-i", url.path]) }
    } else {
        var status = stat()
        guard stat(url.path, &status) == 0, chmod(url.path, status.st_mode & 0o555) == 0 else {
            throw ReadOnlyPathError("cannot remove the write bits of \(url.path)")
        }
        let mode = status.st_mode & 0o7777
        test.addTeardownBlock { _ = chmod(url.path, mode) }
    }
    guard access(url.path, W_OK) != 0 else { throw ReadOnlyPathError("\(url.path) is still writable") }
}

/// Why a path could not be made read-only for a test.
struct ReadOnlyPathError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
