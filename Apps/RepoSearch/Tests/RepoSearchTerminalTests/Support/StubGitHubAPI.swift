import Foundation
import RepoSearchCore
import RxCore

/// A `GitHubAPIProtocol` answering at once from a table a test fills: first pages by
/// query, later pages by URL; any other user is not found, any other search empty, and
/// any other later page waits until `answer(_:with:)`.
/// Records what was asked. Used on the test's thread only.
final class StubGitHubAPI: GitHubAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: used on the main thread only.
    var pages: [SearchQuery: Result<RepoPage, GitHubError>] = [:]
    var nextPages: [URL: Result<RepoPage, GitHubError>] = [:]
    private(set) var asked: [String] = []
    /// Later pages asked for with no answer in `nextPages`: they wait for `answer(_:with:)`.
    private var waiting: [URL: PublishSubject<RepoPage>] = [:]

    /// Answers the waiting request for `url` with `page`.
    func answer(_ url: URL, with page: RepoPage) {
        waiting[url]?.onNext(page)
        waiting[url]?.onCompleted()
        waiting[url] = nil
    }

    func repositories(for query: SearchQuery) -> Single<RepoPage> {
        asked.append(query.description)
        switch pages[query] {
        case .success(let page)?: return .just(page)
        case .failure(let error)?: return .error(error)
        case nil: return query.mode == .userRepositories ? .error(GitHubError.userNotFound(query.text)) : .just(RepoPage(repos: [], totalCount: 0))
        }
    }

    func page(at url: URL, mode: SearchMode) -> Single<RepoPage> {
        asked.append(url.absoluteString)
        switch nextPages[url] {
        case .success(let page)?: return .just(page)
        case .failure(let error)?: return .error(error)
        case nil:
            let subject = PublishSubject<RepoPage>()
            waiting[url] = subject
            return subject.asSingle()
        }
    }
}
