import Foundation
import NewsCore
import RxCore

/// Storage that reads as `base` does but cannot keep stories, as a full disk would.
final class UnwritableNewsStorage: NewsStorageType {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk is full" }
    }

    private let base: NewsStorage

    init(_ base: NewsStorage) {
        self.base = base
    }

    func markRead(_ id: String, at date: Date) throws { throw DiskFull() }
    func readIDs(on scheduler: ImmediateSchedulerType) -> Observable<Set<String>> { base.readIDs(on: scheduler) }
    func keep(_ items: [NewsItem], source: String, title: String?, offset: Int, at date: Date) throws { throw DiskFull() }
    func storedStories(of source: String, limit: Int) throws -> StoredStories? { try base.storedStories(of: source, limit: limit) }
}
