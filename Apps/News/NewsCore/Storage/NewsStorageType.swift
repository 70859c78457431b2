import Foundation
import RxCore

/// Where the news reader keeps which stories were read: the list's storage, behind this
/// protocol so tests can swap it. `NewsStorage` keeps them in SQLite. Implementations
/// are thread-safe.
public protocol NewsStorageType: AnyObject, Sendable {
    /// Keeps the story `id` as read at `date`.
    func markRead(_ id: String, at date: Date) throws
    /// The ids of the stories read (in any run), now and after every change (on `scheduler`).
    func readIDs(on scheduler: ImmediateSchedulerType) -> Observable<Set<String>>
}

extension NewsStorage: NewsStorageType {}
