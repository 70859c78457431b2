import Foundation
import RxCore
@testable import NewsCore

/// Storage whose reads and writes all fail, as a damaged or full disk would.
final class BrokenNewsStorage: NewsStorageType {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "disk I/O error" }
    }

    func markRead(_ id: String, at date: Date) throws { throw Broken() }
    func readIDs(on scheduler: ImmediateSchedulerType) -> Observable<Set<String>> { .error(Broken()) }
    func keep(_ items: [NewsItem], source: String, title: String?, offset: Int, at date: Date) throws { throw Broken() }
    func storedStories(of source: String, limit: Int) throws -> StoredStories? { throw Broken() }
}
