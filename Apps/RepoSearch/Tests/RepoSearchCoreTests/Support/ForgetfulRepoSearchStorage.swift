import Foundation
@testable import RepoSearchCore

/// Storage that keeps nothing: no query is found, saves are dropped. For tests about
/// requests, where what is kept does not matter.
final class ForgetfulRepoSearchStorage: RepoSearchStorageType {
    func results(for query: SearchQuery) throws -> RecentQuery? { nil }
    func save(_ results: RecentQuery) throws {}
}
