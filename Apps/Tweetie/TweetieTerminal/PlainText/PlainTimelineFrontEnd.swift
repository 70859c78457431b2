import Foundation
import RxCore
import TweetieCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `ListTimelineViewModel` as the terminal screen: it waits for the view model's first
/// fetch to finish (`fetchStatus`) or become impossible (not logged in, offline), then
/// prints the stored timeline (`tweets`) and reports how it went. With a limit it first
/// loads older pages (`loadOlder`) until that many tweets are stored or the source has no
/// older ones, and prints the newest `limit`.
///
/// Use from the main queue; `completion` is called once, on the main queue.
public final class PlainTimelineFrontEnd {
    /// How a run ended.
    public struct Outcome: Equatable, Sendable {
        /// The process's exit status: 0 when the first fetch succeeded, 1 otherwise.
        public var status: Int32
        /// What was printed.
        public var output: String
        /// What went wrong (for stderr), one message per line; empty on success.
        public var errors: [String]
        /// What the reader should know although nothing failed (for stderr), such as
        /// tweets that could not be read and were left out.
        public var warnings: [String] = []
    }

    private let viewModel: ListTimelineViewModel
    private let format: PlainTimelineFormatter.Format
    private let limit: Int?
    private let authorizationError: Driver<TwitterError?>
    private var finished = false
    private let disposeBag = DisposeBag()

    /// A front end printing `viewModel`'s timeline in `format`: everything stored, or the
    /// newest `limit` tweets after loading older pages until there are that many. When the
    /// account is not logged in, `authorizationError` (the account's) says why.
    public init(viewModel: ListTimelineViewModel, format: PlainTimelineFormatter.Format, limit: Int? = nil,
                authorizationError: Driver<TwitterError?> = .just(nil)) {
        self.viewModel = viewModel
        self.format = format
        self.limit = limit
        self.authorizationError = authorizationError
    }

    /// Starts; calls `completion` once the first fetch finished (or cannot happen: not
    /// logged in, offline) with what to print and the exit status.
    public func run(completion: @escaping (Outcome) -> Void) {
        // From the start: the name is asked once the first poll succeeded, and only a
        // subscriber at that moment sees its answer.
        let titles = ReplaySubject<String>.create(bufferSize: 2)
        viewModel.title.asObservable()
            .subscribe(titles)
            .disposed(by: disposeBag)
        viewModel.paused = false

        let fetched = viewModel.fetchStatus.asObservable()
            .filter(\.isFinished)
            .map { status -> [String] in
                if case .failed(let error) = status { return [PlainTimelineFrontEnd.plainMessage(error)] }
                return []
            }
        let notLoggedIn = viewModel.loggedIn.asObservable()
            .filter { !$0 }
            .withLatestFrom(authorizationError.asObservable().startWith(nil))
            .map { reason in
                [reason?.message ?? ListTimelineViewModel.notLoggedInMessage]
            }
        let noun = viewModel.noun
        let offline = viewModel.isOffline.asObservable()
            .filter { $0 }
            .map { _ in ["Offline: showing stored \(noun.plural) only."] }

        Observable.merge(fetched, notLoggedIn, offline)
            .take(1)
            .observe(on: MainScheduler.instance)
            // The status comes after the page was stored, and the live query's first
            // element is read on subscription: it holds everything stored so far.
            .flatMap { [weak self] errors -> Observable<PageRun> in
                guard let self else { return .empty() }
                return self.viewModel.skippedTweets.asObservable().take(1).flatMap { [weak self] skipped in
                    self?.tweetsUpToLimit(PageRun(tweets: [], errors: errors, skipped: skipped, pages: 1)) ?? .empty()
                }
            }
            // An empty list is named in the message that says so: the list's own name
            // once the source answered (the second title).
            .flatMap { [format] run -> Observable<(PageRun, String?)> in
                guard run.tweets.isEmpty, run.errors.isEmpty, format == .text else { return .just((run, nil)) }
                return titles.skip(1).take(1).map { (run, $0) }
            }
            .subscribe(onNext: { [weak self] run, title in
                self?.finish(run, title: title, completion: completion)
            })
            .disposed(by: disposeBag)
    }

    /// The tweets read so far, what went wrong, how many tweets of how many pages could
    /// not be read, and whether the source said it has nothing older.
    private struct PageRun {
        var tweets: [Tweet]
        var errors: [String]
        var skipped: Int
        var pages: Int
        var reachedEnd = false
    }

    /// The stored tweets once there are `limit` of them, the source has nothing older, or
    /// loading older failed (its message joins `errors`); at once without a limit or after
    /// an error. Each older page that came adds its skipped tweets to `run`'s.
    private func tweetsUpToLimit(_ run: PageRun) -> Observable<PageRun> {
        let viewModel = self.viewModel
        let limit = self.limit
        return viewModel.tweets.take(1).flatMap { [weak self] tweets, _ -> Observable<PageRun> in
            var run = run
            run.tweets = tweets
            guard let self, run.errors.isEmpty, let limit, !tweets.isEmpty, tweets.count < limit else { return .just(run) }
            // Listen first, then ask: the status may settle while `loadOlder` is handled.
            let settled = Observable<OlderPagesStatus>.create { observer in
                let subscription = viewModel.olderPages.asObservable()
                    .skip(1)
                    .filter { $0 != .loading }
                    .take(1)
                    .subscribe(observer)
                viewModel.loadOlder.accept(())
                return subscription
            }
            return settled.flatMap { [weak self] status -> Observable<PageRun> in
                switch status {
                case .idle:
                    // A page came (`skippedTweets` is told before it is stored): count its skipped.
                    return viewModel.skippedTweets.asObservable().take(1).flatMap { [weak self] skipped -> Observable<PageRun> in
                        var next = run
                        next.skipped += skipped
                        next.pages += 1
                        return self?.tweetsUpToLimit(next) ?? .empty()
                    }
                case .failed(let error):
                    return viewModel.tweets.take(1).map { tweets, _ in
                        var failed = run
                        (failed.tweets, failed.errors) = (tweets, [PlainTimelineFrontEnd.plainMessage(error)])
                        return failed
                    }
                case .reachedEnd, .loading:
                    return viewModel.tweets.take(1).map { tweets, _ in
                        var ended = run
                        ended.tweets = tweets
                        ended.reachedEnd = status == .reachedEnd
                        return ended
                    }
                }
            }
        }
    }

    /// `error`'s message for stderr, where nothing asks again: a network failure, Twitter's
    /// or Bluesky's, also says what to do ("Network error: host not found (…). Check the
    /// connection and try again.").
    static func plainMessage(_ error: TwitterError) -> String {
        switch error {
        case .network, .bluesky(.network): return error.message + " Check the connection and try again."
        default: return error.message
        }
    }

    private func finish(_ run: PageRun, title: String?, completion: (Outcome) -> Void) {
        guard !finished else { return }
        finished = true
        let shown = limit.map { Array(run.tweets.prefix($0)) } ?? run.tweets
        let output = PlainTimelineFormatter.string(for: shown, format: format)
        let from = run.pages == 1 ? "of the latest update" : "of the \(run.pages) pages read"
        var warnings = run.skipped == 0 ? [] : [
            "skipped \(viewModel.noun.count(run.skipped)) \(from) that could not be read "
                + "(broken JSON, no author or an unreadable date); the others are shown.",
        ]
        // Fewer than asked: say the list has no more, or `--limit 500` printing 17 looks cut short.
        if let limit, run.reachedEnd, !shown.isEmpty, shown.count < limit {
            let noun = viewModel.noun
            warnings.append("\(noun.count(shown.count)) of the \(limit) asked for: the list has no older \(noun.plural).")
        }
        // Empty text output would say nothing at all (JSON's `[]` speaks for itself).
        if shown.isEmpty && run.errors.isEmpty && format == .text {
            warnings.append("No \(viewModel.noun.plural) in \(title ?? "this list") yet.")
        }
        completion(Outcome(status: run.errors.isEmpty ? 0 : 1, output: output, errors: run.errors, warnings: warnings))
    }
}
