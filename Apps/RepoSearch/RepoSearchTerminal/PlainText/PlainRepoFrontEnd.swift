import Foundation
import RepoSearchCore
import RxCore

/// The front end for a pipe or a file: drives the same `RepoSearchViewModel` as the
/// screen — types the text once, waits for the first answer (or its failure) — and
/// says what to print and how the run went.
///
/// Use from the main queue; `completion` is called once, on the main queue.
public final class PlainRepoFrontEnd {
    /// How a run ended.
    public struct Outcome: Equatable, Sendable {
        /// 0 when repositories (or none) were listed, 1 when the request failed.
        public var status: Int32
        /// What to print on stdout.
        public var output: String
        /// What to say on stderr, one message per line.
        public var errors: [String]
    }

    private let viewModel: RepoSearchViewModel
    private let format: PlainRepoFormatter.Format
    private var finished = false
    private let disposeBag = DisposeBag()

    /// A front end printing `viewModel`'s first answer in `format`.
    public init(viewModel: RepoSearchViewModel, format: PlainRepoFormatter.Format) {
        self.viewModel = viewModel
        self.format = format
    }

    /// Searches for `text` (in the view model's mode) and calls `completion` with the
    /// outcome once the first answer is in: the repositories shown then (stored ones
    /// are printed when the request failed: nothing is lost) and the message of a
    /// failure or an empty answer.
    public func run(text: String, completion: @escaping (Outcome) -> Void) {
        let query = SearchQuery(mode: viewModel.currentResults.mode, text: text)
        viewModel.results.asObservable()
            .filter { $0.query == query && $0.state.isSettled }
            .take(1)
            .subscribe(onNext: { [weak self] results in self?.finish(results, completion: completion) })
            .disposed(by: disposeBag)
        viewModel.keywords.accept(text)
    }

    private func finish(_ results: RepoSearchResults, completion: (Outcome) -> Void) {
        guard !finished else { return }
        finished = true
        let failed: Bool
        switch results.state {
        case .loaded, .empty, .idle, .loading: failed = false
        case .notFound, .rateLimited, .failed: failed = true
        }
        // A failure prints what was stored, or nothing (no empty document that reads as "none").
        let output = failed && results.repos.isEmpty ? "" : PlainRepoFormatter.string(for: results, format: format)
        var errors = results.message.map { [$0] } ?? []
        if results.skipped > 0 {
            errors.append("Skipped \(results.skipped) element\(results.skipped == 1 ? "" : "s") of GitHub's answer that could not be read "
                          + "as repositories; the others are shown.")
        }
        if results.isIncomplete {
            errors.append("GitHub's search timed out: the results may be incomplete. Try again, or narrow the search.")
        }
        if results.state == .loaded, results.hasMore {
            errors.append("Showing the first \(results.repos.count)\(results.totalCount.map { " of \($0)" } ?? ""); the terminal front end loads more pages.")
        }
        completion(Outcome(status: failed ? 1 : 0, output: output, errors: errors))
    }
}
