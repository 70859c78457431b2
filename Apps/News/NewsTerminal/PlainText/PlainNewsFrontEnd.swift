import AppCoreSupport
import AppSupport
import Foundation
import NewsCore
import RxCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `NewsViewModel` as the list screen: it asks for the pages holding `limit` stories
/// (one offset, so the pages load one after another without the throttle between
/// them), then prints them, or what it has when a page failed; on stderr it says what
/// the screen's banner says: what the feed list left out, why a page failed, and that
/// the stories printed are stored ones (offline), from when.
///
/// Given several view models (one per `--feed`), it prints each one's stories in turn:
/// text blocks one after another, JSON as one envelope holding every source's stories.
///
/// Exit status 0 when the stories came, 1 when a page failed. Main queue only;
/// `completion` is called once, on the main queue.
public final class PlainNewsFrontEnd: PlainFrontEnd {
    private let viewModels: [NewsViewModel]
    private var viewModel: NewsViewModel
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
    /// The storage problems said during this source's run, in order, each once: the
    /// screen's banner shows one until a later page puts it away, a pipe says them all.
    private var storageProblems: [String] = []
    /// What the sources printed so far said.
    private var printed: [SourceRun] = []
    /// The index of the view model being printed.
    private var sourceIndex = 0
    private let subscription = SerialDisposable()

    /// A front end printing the first `limit` stories of `viewModel`'s first source in `format`.
    public convenience init(viewModel: NewsViewModel, limit: Int, format: PlainFormat) {
        self.init(viewModels: [viewModel], limit: limit, format: format)
    }

    /// A front end printing the first `limit` stories of each of `viewModels`' first
    /// sources (at least one), in turn, in `format`.
    public init(viewModels: [NewsViewModel], limit: Int, format: PlainFormat) {
        precondition(!viewModels.isEmpty, "a plain front end needs a view model")
        self.viewModels = viewModels
        viewModel = viewModels[0]
        self.limit = max(1, limit)
        self.format = format
    }

    deinit {
        subscription.dispose()
    }

    /// Starts; calls `completion` once every source's stories are in, it has no more,
    /// or a page failed.
    public func run(completion: @escaping (PlainOutcome) -> Void) {
        run(sourceAt: 0) { [weak self] outcome in
            guard let self else { return true }
            printed.append(outcome)
            guard printed.count == viewModels.count else { return false }
            completion(PlainNewsFrontEnd.outcome(of: printed, format: format, generatedAt: viewModels[0].environment.now()))
            return true
        }
    }

    /// Prints the stories of `viewModels[index]`, then hands its outcome to `done`, which
    /// says whether it was the last; if not, the next view model follows.
    private func run(sourceAt index: Int, done: @escaping (SourceRun) -> Bool) {
        viewModel = viewModels[index]
        sourceIndex = index
        requested = nil
        finished = false
        countAtLastGrowth = 0
        offsetAtLastGrowth = 0
        skipped = 0
        storageProblems = []
        let completion = { [weak self] (outcome: SourceRun) in
            guard let self, !done(outcome) else { return }
            run(sourceAt: index + 1, done: done)
        }
        // Kept before subscribing: a source that answers at once starts the next one
        // inside `subscribe`, which replaces (and so disposes) this one's.
        let current = SingleAssignmentDisposable()
        subscription.disposable = current
        let pageSize = viewModel.environment.pageSize
        // Drivers deliver on the main queue, in the order they were subscribed to: the
        // state comes last, so the stories, title and banner beside it are of the same moment.
        let bindings = Observable.combineLatest(viewModel.title.asObservable(), viewModel.newsData.asObservable(), viewModel.nextOffset.asObservable(),
                                 viewModel.banner.asObservable(), viewModel.state.asObservable()) { ($4, $3, $2, $1, $0) }
            // Each state on a turn of its own: asking for pages from the state's first
            // delivery, still inside the subscription to the outputs, let a source that
            // answers in the same turn (the demo, unthrottled) load every page before the
            // state's binding was registered; as under RxSwift (a share replays before it
            // adds), the state then never moved and the pipe waited for good.
            .observe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { [weak self] state, banner, nextOffset, sections, title in
                // A finished source's bindings may still see a change before they go.
                guard let self, self.sourceIndex == index, !self.finished else { return }
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
        let problems = viewModel.storageProblem.asObservable()
            .subscribe(onNext: { [weak self] problem in
                guard let self, let problem, self.sourceIndex == index, !self.storageProblems.contains(problem) else { return }
                self.storageProblems.append(problem)
            })
        current.setDisposable(CompositeDisposable(problems, bindings))
    }

    /// What one source's run printed: its stories (nil when nothing came, so a text
    /// output prints no title over none), what it said, its status and, for JSON, where
    /// its stories came from.
    struct SourceRun {
        var stories: [NewsItem]?
        var title: String
        var errors: [String]
        var status: Int32
        var source: JSONEnvelope.Source
        var query: String?
    }

    /// The runs of every source as one outcome: as text, each source's block in turn; as
    /// JSON, one envelope whose items are every source's stories in turn (each names its
    /// site in `source`), titled with the sources' titles, its notices every source's;
    /// every error, and the worst status.
    static func outcome(of runs: [SourceRun], format: PlainFormat, generatedAt: Date) -> PlainOutcome {
        let errors = runs.flatMap(\.errors)
        let status = runs.map(\.status).max() ?? 0
        switch format {
        case .text:
            // One string for every block, each source's written into it in turn (D81).
            var output = ""
            output.reserveCapacity(runs.reduce(0) { total, run in
                total + (run.stories.map { PlainNewsFormatter.textCapacity($0, title: run.title) + 1 } ?? 0)
            })
            for run in runs {
                guard let stories = run.stories else { continue }
                if !output.isEmpty { output += "\n" }
                PlainNewsFormatter.appendText(stories, title: run.title, to: &output)
            }
            return PlainOutcome(output: output, errors: errors, status: status)
        case .json:
            let stories = runs.flatMap { $0.stories ?? [] }
            let single = runs.count == 1 ? runs.first : nil
            let kinds = Set(runs.map(\.source.kind))
            let source = single?.source ?? JSONEnvelope.Source(kind: kinds.count == 1 ? kinds.first ?? .live : .live)
            let output = PlainNewsFormatter.json(stories, title: runs.map(\.title).joined(separator: " · "), source: source,
                                                 query: single?.query, notices: errors, generatedAt: generatedAt)
            return PlainOutcome(output: output, errors: errors, status: status)
        }
    }

    /// Ends with `stories`; says the feed list's notice and the banner (a failed page's
    /// reason), each once.
    private func finish(_ stories: [NewsItem], title: String, banner: Banner?, failed: Bool, gaveUp: Bool = false,
                        completion: (SourceRun) -> Void) {
        finished = true
        // A first page that failed leaves nothing to print: text would be a title over no
        // stories (`news --feed /nonexistent` printed "nonexistent"); the error says it all.
        let nothingCame = stories.isEmpty && failed && format == .text
        var said = storageProblems
        if let banner, banner != viewModel.notice, !storageProblems.contains(banner.text) { said.append(banner.text) }
        // Stories that are gone or could not be read are said, as the screen's status does.
        if skipped > 0 {
            said.append("Skipped \(skipped) \(skipped == 1 ? "story that is" : "stories that are") gone or could not be read.")
        }
        if gaveUp {
            said.append("Stopped asking after \(Self.fruitlessPageLimit) pages in a row without a readable story.")
        }
        // With several sources, each says which one it is about: two feeds offline said
        // the same "No network" twice, naming neither.
        if viewModels.count > 1 { said = said.map { "\(title): \($0)" } }
        // The feed list's notice once, with the first source; it is about the list.
        let errors = (viewModel === viewModels[0] ? viewModel.notice.map { [$0.text] } ?? [] : []) + said
        let source = viewModel.environment.sourceList.sources.first
        // Stories after a failed fetch are the stored ones (the pipe fetches fresh otherwise).
        let jsonSource = (source?.jsonSource ?? JSONEnvelope.Source(kind: .live)).stored(failed && !stories.isEmpty)
        completion(SourceRun(stories: nothingCame ? nil : Array(stories.prefix(limit)), title: title, errors: errors,
                             status: failed || (gaveUp && stories.isEmpty) ? 1 : 0, source: jsonSource, query: source?.jsonQuery))
    }
}
