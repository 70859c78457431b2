import Foundation
import RxStore

/// Why the reader's database could not be opened, with what the user can do.
public enum TweetieStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is damaged or not a database. `TweetieStorage.moveAside(_:)` renames it
    /// (nothing is deleted) so a fresh one can be opened.
    case corrupt(path: String)
    /// A newer version of the reader wrote the file; it was left untouched.
    case tooNew(path: String, found: Int, supported: Int)
    /// The database could not be opened for another reason (permissions, disk full, locked).
    case cannotOpen(path: String, reason: String)

    /// The file involved.
    public var path: String {
        switch self {
        case .corrupt(let path), .tooNew(let path, _, _), .cannotOpen(let path, _): return path
        }
    }

    /// What happened and what to do.
    public var message: String {
        switch self {
        case .corrupt(let path):
            return "The tweet database \(path) is damaged. Move it aside (it is kept, renamed to .corrupt-<time>) and start with an empty one."
        case .tooNew(let path, let found, let supported):
            return "The tweet database \(path) was written by a newer Tweetie (schema \(found), this one reads up to \(supported)); it was left untouched. Update Tweetie, or move the file aside."
        case .cannotOpen(let path, let reason):
            return "Cannot open the tweet database \(path): \(reason)"
        }
    }

    /// Same as `message`.
    public var description: String { message }

    /// The error for `error` thrown while opening `path`.
    init(_ error: Error, path: String) {
        switch error {
        case StoreError.corrupt, StoreError.notADatabase:
            self = .corrupt(path: path)
        case StoreError.schemaTooNew(let found, let supported):
            self = .tooNew(path: path, found: found, supported: supported)
        case let error as StoreError:
            self = .cannotOpen(path: path, reason: error.description)
        case let error as TweetieStoreError:
            self = error
        default:
            self = .cannotOpen(path: path, reason: error.localizedDescription)
        }
    }
}
