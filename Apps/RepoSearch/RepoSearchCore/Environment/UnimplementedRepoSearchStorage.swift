import AppCoreSupport
import Foundation

/// `RepoSearchEnvironment.unimplemented`'s storage: every call reports its use; reads
/// find nothing and writes fail.
final class UnimplementedRepoSearchStorage: RepoSearchStorageType {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    func results(for query: SearchQuery) throws -> RecentQuery? {
        unimplemented("RepoSearchEnvironment.storage")
        return nil
    }

    func save(_ results: RecentQuery) throws {
        unimplemented("RepoSearchEnvironment.storage")
        throw UnimplementedDependency(name: "RepoSearchEnvironment.storage")
    }
}
