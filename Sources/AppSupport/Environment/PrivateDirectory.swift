import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's own directories (config, data, cache) are private: tokens, and tweets or
/// searches of private accounts, live there.
public enum PrivateDirectory {
    /// Makes `directory` (and missing parents) with mode 0700, and tightens it to 0700
    /// when it already exists with a wider mode.
    ///
    /// - Throws: `POSIXError`/`CocoaError` when it cannot be made or changed.
    public static func prepare(_ directory: URL) throws {
        let manager = FileManager.default
        if !manager.fileExists(atPath: directory.path) {
            try manager.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            } catch let error as CocoaError where error.code == .fileWriteFileExists {
                // Made meanwhile by another run; tightened below.
            }
        }
        guard chmod(directory.path, 0o700) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
