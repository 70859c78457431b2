import AppCoreSupport
import AppSupport
import Foundation
import RepoSearchCore
import RxCore

/// The front end for a pipe or a file: the same `RepoSearchViewModel` as the screen,
/// started with the text; it waits for the first answer (or its failure), prints the
/// repositories shown then (stored ones when the request failed: nothing is lost), and
/// says on stderr what the view model says: the state's message, a storage problem,
/// what the list leaves out, and how many there are when more pages exist (a pipe
/// prints the first page; the screen loads the others).
///
/// Exit status 0 when repositories (or none) were listed, 1 when the state's message is
/// an error (not found, rate limited, a failed request). Main queue only.
public final class PlainRepoFrontEnd: PlainFrontEnd {
    let viewModel: RepoSearchViewModel
    let format: PlainFormat
    private let bag = DisposeBag()

    /// A front end printing `viewModel`'s first answer (to its `initialText`) in `format`.
    public init(viewModel: RepoSearchViewModel, format: PlainFormat) {
        self.viewModel = viewModel
        self.format = format
    }

    /// Calls `completion` once, on the main queue, when the first answer is in.
    public func run(completion: @escaping (PlainOutcome) -> Void) {
        let viewModel = self.viewModel
        let format = self.format
        let query = SearchQuery(mode: viewModel.currentResults.mode, text: viewModel.initialText)
        viewModel.results.asObservable()
            .filter { $0.query == query && $0.state.isSettled }
            .take(1)
            // What the view model says of the settled results (each is derived from the
            // current results on subscription).
            .flatMap { results in
                Observable.combineLatest(viewModel.message.asObservable().take(1), viewModel.storageProblem.asObservable().take(1),
                                         viewModel.omissions.asObservable().take(1), viewModel.statusParts.asObservable().take(1)) {
                    (results, $0, $1, $2, $3)
                }
            }
            .subscribe(onNext: { results, message, storageProblem, omissions, statusParts in
                let failed = message?.kind == .error
                // A failure prints what was stored, or nothing (no empty document that reads as "none").
                let output = failed && results.repos.isEmpty ? "" : PlainRepoFormatter.string(for: results, format: format)
                let count = results.state == .loaded && results.hasMore ? statusParts.first : nil
                let errors = [message?.text, storageProblem, omissions, count].compactMap { $0 }
                completion(PlainOutcome(output: output, errors: errors, status: failed ? 1 : 0))
            })
            .disposed(by: bag)
    }
}
