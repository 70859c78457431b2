import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The app's own directories (config, data, cache) are private: tokens, and tweets or
/// searches of private accounts, live there.
public enum PrivateDirectory {
    /// Makes `directory` (and missing parents) with mode 0700, and tightens an existing
    /// one that others may use: their permission bits are removed (0755 becomes 0700),
    /// the owner's are left as they are (a directory the user made read-only stays so).
    ///
    /// - Throws: `POSIXError`/`CocoaError` when it cannot be made or changed.
    public static func prepare(_ directory: URL) throws {
        let manager = FileManager.default
        if !manager.fileExists(atPath: directory.path) {
            try manager.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            } catch let error as CocoaError where error.code == .fileWriteFileExists {
                // Made meanwhile by another run; checked below.
            }
        }
        var status = stat()
        guard stat(directory.path, &status) == 0 else { throw posixError() }
        let mode = status.st_mode & 0o7777
        // The umask could have narrowed a new directory's mode, never widened it; an old one may be open.
        if mode & 0o077 != 0, chmod(directory.path, mode & 0o700) != 0 { throw posixError() }
    }

    private static func posixError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
