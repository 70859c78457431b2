import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RxStore

/// Why an app's local database cannot be used, with what the user can do. The messages
/// name the database by what it holds ("tweet database") and the app that writes it.
public struct LocalDatabaseError: AppError, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Equatable, Sendable {
        /// The file is damaged or not a database: `LocalDatabase.moveAside(now:)` renames
        /// it (nothing is deleted) so a fresh one can be opened.
        case corrupt
        /// A newer version of the app wrote the file; it was left untouched.
        case tooNew(found: Int, supported: Int)
        /// The file is another program's SQLite database; it was left untouched (and is
        /// never moved aside: it is not damaged, and not ours).
        case foreign(reason: String)
        /// The file or its directory cannot be written; nothing is wrong with the data.
        case readOnly(reason: String)
        /// Moving the damaged file aside failed; everything was left where it was.
        case cannotMoveAside(reason: String)
        /// The database could not be opened for another reason (permissions, disk full,
        /// locked); `reason` says which.
        case cannotOpen(reason: String)
    }

    /// What is wrong.
    public var problem: Problem
    /// The database file.
    public var path: String
    /// What the database holds, for messages: "tweet database".
    public var kind: String
    /// The app that writes it, for messages: "Tweetie".
    public var appName: String

    /// The error `problem` with the database at `path`.
    public init(_ problem: Problem, path: String, kind: String, appName: String) {
        self.problem = problem
        self.path = path
        self.kind = kind
        self.appName = appName
    }

    /// What happened and what to do.
    public var message: String { message(naming: " \(path)") }

    /// The same without the path, for a screen that shows the path on a line of its own
    /// (a long path wrapped into a narrow terminal's few lines hid what was wrong).
    public var summary: String { message(naming: "") }

    /// The message with `file` (" /path" or "") after the database's name.
    private func message(naming file: String) -> String {
        switch problem {
        case .corrupt:
            return "The \(kind)\(file) is damaged. Move it aside (it is kept, renamed to .corrupt-<time>) and start with an empty one."
        case .tooNew(let found, let supported):
            return "The \(kind)\(file) was written by a newer \(appName) (schema \(found), this one reads up to \(supported)); it was left untouched. Update \(appName), or move the file aside."
        case .foreign(let reason):
            return "The file\(file) is not a \(kind) but another program's SQLite database (\(reason)). It was left untouched: move it away yourself, or set XDG_DATA_HOME to use another directory."
        case .readOnly(let reason):
            return "The \(kind)\(file) cannot be written: \(reason). Nothing is wrong with its data; check the permissions of the file and its directory."
        case .cannotMoveAside(let reason):
            return "Could not move the \(kind)\(file) aside: \(reason). Nothing was moved or deleted."
        case .cannotOpen(let reason):
            return "Cannot open the \(kind)\(file): \(reason)"
        }
    }

    /// 1: the data is not usable as it is.
    public var exitStatus: Int32 { 1 }

    /// Same as `message`.
    public var description: String { message }

    /// Whether moving the file aside lets the app start fresh: only for a damaged file
    /// (a foreign, read-only or newer one is not ours to move).
    public var canStartFresh: Bool { problem == .corrupt }

    /// The problem for `error`, thrown while opening a database.
    static func problem(for error: Error) -> Problem {
        switch error {
        case StoreError.corrupt, StoreError.notADatabase:
            return .corrupt
        case StoreError.schemaTooNew(let found, let supported):
            return .tooNew(found: found, supported: supported)
        case StoreError.foreignDatabase(_, let reason):
            return .foreign(reason: reason)
        case StoreError.readOnly(_, let reason):
            return .readOnly(reason: reason)
        case let error as POSIXError where [.EACCES, .EPERM, .EROFS].contains(error.code):
            // strerror's words: Foundation's description wraps them in "The operation could not be completed."
            return .readOnly(reason: "its directory cannot be changed (\(String(cString: strerror(error.code.rawValue))))")
        case let error as CocoaError where error.code == .fileWriteNoPermission || error.code == .fileWriteVolumeReadOnly:
            return .readOnly(reason: "its directory cannot be created or changed")
        case let error as StoreError:
            return .cannotOpen(reason: error.description)
        case let error as LocalDatabaseError:
            return error.problem
        default:
            return .cannotOpen(reason: error.localizedDescription)
        }
    }
}
