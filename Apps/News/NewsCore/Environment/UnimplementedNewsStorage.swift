import AppCoreSupport
import Foundation
import RxCore

/// `NewsEnvironment.unimplemented`'s storage: every call reports its use; marks and
/// stories fail to be kept and none are read.
final class UnimplementedNewsStorage: NewsStorageType {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    func markRead(_ id: String, at date: Date) throws {
        unimplemented("NewsEnvironment.storage")
        throw UnimplementedDependency(name: "NewsEnvironment.storage")
    }

    func readIDs(on scheduler: ImmediateSchedulerType) -> Observable<Set<String>> {
        unimplemented.observable("NewsEnvironment.storage")
    }

    func keep(_ items: [NewsItem], source: String, title: String?, offset: Int, at date: Date) throws {
        unimplemented("NewsEnvironment.storage")
        throw UnimplementedDependency(name: "NewsEnvironment.storage")
    }

    func storedStories(of source: String, limit: Int) throws -> StoredStories? {
        unimplemented("NewsEnvironment.storage")
        throw UnimplementedDependency(name: "NewsEnvironment.storage")
    }
}
