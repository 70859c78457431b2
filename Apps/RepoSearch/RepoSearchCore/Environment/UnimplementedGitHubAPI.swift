import AppCoreSupport
import Foundation
import RxCore

/// `RepoSearchEnvironment.unimplemented`'s API: every request reports its use and fails.
final class UnimplementedGitHubAPI: GitHubAPIProtocol {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    func repositories(for query: SearchQuery) -> Single<RepoPage> {
        unimplemented.single("RepoSearchEnvironment.api")
    }

    func page(at url: URL, mode: SearchMode) -> Single<RepoPage> {
        unimplemented.single("RepoSearchEnvironment.api")
    }
}
