import Foundation

/// One source's stories in the environment's storage, for one run of paging: what was
/// stored, read when the run starts, and each fresh page kept as it arrives. A source
/// without a `storageKey` keeps nothing; a page standing in for it is not its own.
///
/// A storage error does not stop the list: it is said through `problem` (the banner's
/// storage problem) and the run goes on without the store.
final class StoryShelf {
    private let storage: any NewsStorageType
    private let key: String?
    private let now: () -> Date
    private let problem: (Error) -> Void

    /// The shelf of the source stored as `key` (nil: none) in `storage`, stamping pages
    /// with `now`; errors go to `problem`.
    init(storage: any NewsStorageType, key: String?, now: @escaping () -> Date, problem: @escaping (Error) -> Void) {
        self.storage = storage
        self.key = key
        self.now = now
        self.problem = problem
    }

    /// At most `limit` stored stories, nil when there are none (or no key).
    func stored(limit: Int) -> StoredStories? {
        guard let key else { return nil }
        do {
            return try storage.storedStories(of: key, limit: limit)
        } catch {
            problem(error)
            return nil
        }
    }

    /// Keeps `page`, which arrived for `offset`, unless it stands in for the source.
    func keep(_ page: NewsPage, at offset: Int) {
        guard let key, !page.standsIn, !page.items.isEmpty || offset == 0 else { return }
        do {
            try storage.keep(page.items, source: key, title: page.sourceTitle, offset: offset, at: now())
        } catch {
            problem(error)
        }
    }
}
