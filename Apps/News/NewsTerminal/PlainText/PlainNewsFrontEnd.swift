import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import RxCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `NewsViewModel` as the list screen: it asks for the pages holding `limit` stories
/// (one offset, so the pages load one after another without the throttle between
/// them), then prints them, or what it has when a page failed; on stderr it says what
/// the screen's banner says: what the feed list left out, and why a page failed.
///
/// Exit status 0 when the stories came, 1 when a page failed. Main queue only;
/// `completion` is called once, on the main queue.
public final class PlainNewsFrontEnd: PlainFrontEnd {
    private let viewModel: NewsViewModel
    private let limit: Int
    private let format: PlainFormat
    private var requested: Int?
    private var finished = false
    /// The stories shown when their count last grew, and the offset after the pages that
    /// had loaded then: the pages after it brought no readable story.
    private var countAtLastGrowth = 0
    private var offsetAtLastGrowth = 0
    /// Pages in a row without a readable story after which the pipe stops asking: a
    /// ranking of 500 ids that all fail to read would otherwise cost 500 requests.
    static let fruitlessPageLimit = 3
    private var skipped = 0
    private let disposeBag = DisposeBag()

    /// A front end printing the first `limit` stories of `viewModel`'s first source in `format`.
    public init(viewModel: NewsViewModel, limit: Int, format: PlainFormat) {
        self.viewModel = viewModel
        self.limit = max(1, limit)
        self.format = format
    }

    /// Starts; calls `completion` once the stories are in, the source has no more, or a
    /// page failed.
    public func run(completion: @escaping (PlainOutcome) -> Void) {
        let pageSize = viewModel.environment.pageSize
        // Drivers deliver on the main queue, in the order they were subscribed to: the
        // state comes last, so the stories, title and banner beside it are of the same moment.
        Observable.combineLatest(viewModel.title.asObservable(), viewModel.newsData.asObservable(), viewModel.nextOffset.asObservable(),
                                 viewModel.banner.asObservable(), viewModel.state.asObservable()) { ($4, $3, $2, $1, $0) }
            .subscribe(onNext: { [weak self] state, banner, nextOffset, sections, title in
                guard let self, !self.finished else { return }
                let stories = sections.flatMap(\.items)
                switch state {
                case .loading:
                    return
                case .failed:
                    self.finish(stories, title: title, banner: banner, failed: true, completion: completion)
                case .loaded(let count, let skipped, let hasMore):
                    guard stories.count == count else { return }
                    self.skipped = skipped
                    if count >= self.limit || !hasMore {
                        self.finish(stories, title: title, banner: banner, failed: false, completion: completion)
                    } else if let next = nextOffset.flatMap({ Int($0) }), next != self.requested, next > (self.requested ?? -1) {
                        if count > self.countAtLastGrowth {
                            self.countAtLastGrowth = count
                            self.offsetAtLastGrowth = next
                        }
                        guard (next - self.offsetAtLastGrowth) / pageSize < Self.fruitlessPageLimit else {
                            self.finish(stories, title: title, banner: banner, failed: false, gaveUp: true, completion: completion)
                            return
                        }
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

    /// Ends with `stories`; says the feed list's notice and the banner (a failed page's
    /// reason), each once.
    private func finish(_ stories: [NewsItem], title: String, banner: Banner?, failed: Bool, gaveUp: Bool = false,
                        completion: (PlainOutcome) -> Void) {
        finished = true
        // A first page that failed leaves nothing to print: text would be a title over no
        // stories (`news --feed /nonexistent` printed "nonexistent"); the error says it all.
        let nothingCame = stories.isEmpty && failed && format == .text
        var errors = viewModel.notice.map { [$0.text] } ?? []
        if let banner, banner != viewModel.notice { errors.append(banner.text) }
        // Stories that are gone or could not be read are said, as the screen's status does.
        if skipped > 0 { errors.append("Skipped \(skipped) \(skipped == 1 ? "story" : "stories") that are gone or could not be read.") }
        if gaveUp {
            errors.append("Stopped asking after \(Self.fruitlessPageLimit) pages in a row without a readable story.")
        }
        let shown = Array(stories.prefix(limit))
        let output: String
        if nothingCame {
            output = ""
        } else if format == .text {
            output = PlainNewsFormatter.text(shown, title: title)
        } else {
            let source = viewModel.environment.sourceList.sources.first
            output = PlainNewsFormatter.json(shown, title: title, source: source?.jsonSource ?? JSONEnvelope.Source(kind: .live),
                                             query: source?.jsonQuery, notices: errors, generatedAt: viewModel.environment.now())
        }
        completion(PlainOutcome(output: output, errors: errors, status: failed || (gaveUp && stories.isEmpty) ? 1 : 0))
    }
}
