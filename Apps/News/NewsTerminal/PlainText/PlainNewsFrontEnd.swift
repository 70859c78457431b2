import Foundation
import NewsCore
import RxCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `NewsViewModel` as the list screen: it asks for the pages holding `limit` stories
/// (one offset, so the pages load one after another without the throttle between
/// them), then prints them, or what it has and the error when a page failed.
///
/// Use from the main queue; `completion` is called once, on the main queue.
public final class PlainNewsFrontEnd {
    /// How a run ended.
    public struct Outcome: Equatable, Sendable {
        /// The process's exit status: 0 when the stories came, 1 when a page failed.
        public var status: Int32
        /// What was printed.
        public var output: String
        /// What went wrong (for stderr), one message per line; empty on success.
        public var errors: [String]
    }

    private let viewModel: NewsViewModel
    private let limit: Int
    private let format: PlainNewsFormatter.Format
    private var requested: Int?
    private var finished = false
    private let disposeBag = DisposeBag()

    /// A front end printing the first `limit` stories of `viewModel`'s first source in `format`.
    public init(viewModel: NewsViewModel, limit: Int, format: PlainNewsFormatter.Format) {
        self.viewModel = viewModel
        self.limit = max(1, limit)
        self.format = format
    }

    /// Starts; calls `completion` once the stories are in, the source has no more, or a
    /// page failed.
    public func run(completion: @escaping (Outcome) -> Void) {
        let pageSize = viewModel.environment.pageSize
        // Drivers deliver on the main queue, in the order they were subscribed to: the
        // state comes last, so the stories and title beside it are of the same moment.
        Observable.combineLatest(viewModel.title.asObservable(), viewModel.newsData.asObservable(),
                                 viewModel.nextOffset.asObservable(), viewModel.state.asObservable()) { ($3, $2, $1, $0) }
            .subscribe(onNext: { [weak self] state, nextOffset, sections, title in
                guard let self, !self.finished else { return }
                let stories = sections.flatMap(\.items)
                switch state {
                case .loading:
                    return
                case .failed(let error, _, _):
                    self.finish(stories, title: title, errors: [error.plainMessage], completion: completion)
                case .loaded(let count, _, let hasMore):
                    guard stories.count == count else { return }
                    if count >= self.limit || !hasMore {
                        self.finish(stories, title: title, errors: [], completion: completion)
                    } else if let next = nextOffset.flatMap({ Int($0) }), next != self.requested, next > (self.requested ?? -1) {
                        // Every page up to the one the limit falls in, in one request; more
                        // follow when skipped stories leave the count short.
                        let target = max(next, (self.limit - 1) / pageSize * pageSize)
                        self.requested = target
                        self.viewModel.offset.accept(String(target))
                    }
                }
            })
            .disposed(by: disposeBag)
    }

    private func finish(_ stories: [NewsItem], title: String, errors: [String], completion: (Outcome) -> Void) {
        finished = true
        // A first page that failed leaves nothing to print: text would be a title over no
        // stories (`news --feed /nonexistent` printed "nonexistent"); the error says it all.
        let nothingCame = stories.isEmpty && !errors.isEmpty && format == .text
        let output = nothingCame ? "" : PlainNewsFormatter.string(for: Array(stories.prefix(limit)), title: title, format: format)
        completion(Outcome(status: errors.isEmpty ? 0 : 1, output: output, errors: errors))
    }
}
