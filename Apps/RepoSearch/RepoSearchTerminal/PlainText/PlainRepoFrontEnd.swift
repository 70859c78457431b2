import AppCoreSupport
import AppSupport
import Foundation
import RepoSearchCore
import RxCore

/// The front end for a pipe or a file: the same `RepoSearchViewModel` as the screen,
/// started with the text; it waits for the first answer (or its failure), with a limit
/// for the next pages too (`wantedCount`) until there are that many or no more, prints
/// the repositories shown then (the first `limit`; stored ones when the request failed:
/// nothing is lost), and says on stderr what the view model says: the state's message,
/// a storage problem, what the list leaves out, and how many there are when more exist.
///
/// Exit status 0 when repositories (or none) were listed, 1 when the state's message is
/// an error (not found, rate limited, a failed request, a failed next page: what came
/// before it is printed). Main queue only.
public final class PlainRepoFrontEnd: PlainFrontEnd {
    let viewModel: RepoSearchViewModel
    let format: PlainFormat
    /// How many repositories to print at most, loading next pages up to it; nil for the
    /// first page.
    let limit: Int?
    /// Where the repositories come from, for JSON's envelope.
    let source: JSONEnvelope.Source
    private let bag = DisposeBag()

    /// A front end printing `viewModel`'s first answer (to its `initialText`) in `format`,
    /// or its first `limit` repositories, however many pages that takes; JSON names
    /// `source` as where they came from.
    public init(viewModel: RepoSearchViewModel, format: PlainFormat, limit: Int? = nil, source: JSONEnvelope.Source) {
        self.viewModel = viewModel
        self.format = format
        self.limit = limit
        self.source = source
        if let limit { viewModel.wantedCount.accept(limit) }
    }

    /// Calls `completion` once, on the main queue, when the answer is in.
    public func run(completion: @escaping (PlainOutcome) -> Void) {
        let viewModel = self.viewModel
        let format = self.format
        let limit = self.limit
        let source = self.source
        let query = SearchQuery(mode: viewModel.currentResults.mode, text: viewModel.initialText)
        viewModel.results.asObservable()
            .filter { $0.query == query && $0.hasSettled(wanting: limit ?? 0) }
            .take(1)
            // What the view model says of the settled results (each is derived from the
            // current results on subscription).
            .flatMap { results in
                Observable.combineLatest(viewModel.message.asObservable().take(1), viewModel.storageProblem.asObservable().take(1),
                                         viewModel.omissions.asObservable().take(1)) {
                    (results, $0, $1, $2)
                }
            }
            .subscribe(onNext: { results, message, storageProblem, omissions in
                let failed = message?.kind == .error
                var shown = results
                if let limit { shown.repos = Array(results.repos.prefix(limit)) }
                var count: String?
                if results.state == .loaded {
                    count = RepoFormatting.count(shown: shown.repos.count, of: results)
                    // Fewer than asked: say there are no more, or `--limit 500` printing 33 looks cut short.
                    if let limit, count == nil, !shown.repos.isEmpty, shown.repos.count < limit {
                        count = RepoFormatting.fewerThanAsked(shown.repos.count, limit: limit)
                    }
                }
                let errors = [viewModel.sourceNotice, message?.text, storageProblem, omissions, count].compactMap { $0 }
                // A failure prints what was stored; as text, nothing when nothing was (no
                // empty output that reads as "none"); JSON's notices say why there is none.
                let output = format == .text ? PlainRepoFormatter.text(shown.repos)
                    : PlainRepoFormatter.json(shown, source: source, notices: errors, generatedAt: viewModel.environment.now())
                completion(PlainOutcome(output: output, errors: errors, status: failed ? 1 : 0))
            })
            .disposed(by: bag)
    }
}
