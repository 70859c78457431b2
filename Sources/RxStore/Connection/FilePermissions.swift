import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells a database that cannot be written from one that is damaged: SQLite reports a
/// read-only file or directory in several ways (it opens read-only, cannot open the
/// journal, I/O errors), which would otherwise read as damage.
enum FilePermissions {
    /// `.readOnly` when the database file at `path` exists and cannot be written, or its
    /// directory (where the journal and WAL files go) cannot be written to; nil otherwise
    /// (a missing directory is not a permissions problem).
    static func readOnlyError(path: String) -> StoreError? {
        let directory = (path as NSString).deletingLastPathComponent
        if let reason = denial(path) {
            return .readOnly(path: path, reason: "the file is read-only (\(reason))")
        }
        if let reason = denial(directory.isEmpty ? "." : directory) {
            return .readOnly(path: path, reason: "its directory \(directory) is read-only (\(reason))")
        }
        return nil
    }

    /// Why `path`, which exists, may not be written (permissions, a read-only file
    /// system, an immutable file); nil when it may or does not exist.
    private static func denial(_ path: String) -> String? {
        guard access(path, F_OK) == 0, access(path, W_OK) != 0 else { return nil }
        let code = errno
        guard [EACCES, EPERM, EROFS].contains(code) else { return nil }
        return String(cString: strerror(code))
    }
}
