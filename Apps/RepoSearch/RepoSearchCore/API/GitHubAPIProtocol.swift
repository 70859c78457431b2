import Foundation
import RxCore

/// Where repositories come from: the live GitHub API, a directory of recorded answers,
/// or a test's mock, injected into the view model as `any GitHubAPIProtocol`.
///
/// The returned `Single` sends its request on subscription, succeeds with the page or
/// fails with a `GitHubError`, and cancels the request when disposed. Implementations
/// must be safe to call from any thread; answers may arrive on any thread.
public protocol GitHubAPIProtocol: AnyObject, Sendable {
    /// The first page of `query` (not empty; a user name already checked with
    /// `SearchQuery.isValidUserName`).
    func repositories(for query: SearchQuery) -> Single<RepoPage>

    /// The page at `url`, a `RepoPage.next` of an earlier answer for a query in `mode`.
    func page(at url: URL, mode: SearchMode) -> Single<RepoPage>
}
