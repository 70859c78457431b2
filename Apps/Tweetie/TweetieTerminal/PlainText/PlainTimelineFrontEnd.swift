import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import TweetieCore

/// The second front end: for a pipe or a file instead of a terminal. It drives the same
/// `ListTimelineViewModel` as the terminal screen: it waits for the view model's first
/// fetch to finish (`fetchStatus`) or become impossible (not logged in, offline), then
/// prints the stored timeline (`tweets`) and says on stderr what the view model's banner
/// says. With a limit it first loads older pages (`loadOlder`) until that many tweets are
/// stored or the source has no older ones, and prints the newest `limit`.
///
/// A rate limit on the first fetch is waited out once when it ends within
/// `ListTimelineViewModel.pipeRateLimitPatience`, said at once on stderr (`report`);
/// a longer one ends the run saying it was not waited for. The demo data says so on
/// stderr (`sourceNotice`).
///
/// Exit status 0 when the fetch succeeded (an empty list is said on stderr, in text), 1
/// otherwise. Use from the main queue; `completion` is called once, on the main queue.
public final class PlainTimelineFrontEnd: PlainFrontEnd {
    private let viewModel: ListTimelineViewModel
    private let format: PlainFormat
    private let limit: Int?
    private let report: (String) -> Void
    /// Where the posts come from, for JSON's envelope.
    private let source: JSONEnvelope.Source
    private var finished = false
    /// What the run says of a rate limit it did not wait out, instead of the banner's
    /// "waiting until …" (which the screen's polling makes true).
    private var rateLimitSentence: String?
    /// The banner now: subscribed from the start, so it has caught up when the run ends.
    private let banner = BehaviorRelay<Banner?>(value: nil)
    /// The list's title now, for JSON.
    private let title = BehaviorRelay<String?>(value: nil)
    private let disposeBag = DisposeBag()

    /// A front end printing `viewModel`'s timeline in `format`: everything stored, or the
    /// newest `limit` tweets after loading older pages until there are that many;
    /// `report` says on stderr, at once, what the run is waiting for (the app's
    /// `AppContext.report`); JSON names `source` as where the posts came from (`stored`
    /// when fetching failed and the stored ones are printed).
    public init(viewModel: ListTimelineViewModel, format: PlainFormat, limit: Int? = nil, source: JSONEnvelope.Source,
                report: @escaping (String) -> Void = { _ in }) {
        self.viewModel = viewModel
        self.format = format
        self.limit = limit
        self.source = source
        self.report = report
    }

    /// Starts; calls `completion` once the first fetch finished (or cannot happen: not
    /// logged in, offline) with what to print, what to say and the exit status.
    public func run(completion: @escaping (PlainOutcome) -> Void) {
        // First: its inputs then reach it before they reach what is subscribed below.
        viewModel.banner
            .drive(banner)
            .disposed(by: disposeBag)
        // From the start: the name is asked once the first poll succeeded, and only a
        // subscriber at that moment sees its answer.
        let titles = ReplaySubject<String>.create(bufferSize: 2)
        viewModel.title.asObservable()
            .subscribe(titles)
            .disposed(by: disposeBag)
        viewModel.title
            .drive(onNext: { [title] in title.accept($0) })
            .disposed(by: disposeBag)
        viewModel.paused = false

        // A short rate limit is waited out once: the fetcher asks again when it ends.
        var waited = false
        let scheduler = viewModel.environment.scheduler
        let fetched = viewModel.fetchStatus.asObservable()
            .filter(\.isFinished)
            .flatMap { [weak self] status -> Observable<Bool> in
                guard case .failed(let error) = status,
                      let limit = ListTimelineViewModel.pipeRateLimit(error, now: scheduler.now, mayWait: !waited) else {
                    return .just(!status.isUpdated)
                }
                if limit.waits {
                    waited = true
                    self?.report(limit.sentence)
                    return .empty()
                }
                self?.rateLimitSentence = limit.sentence
                return .just(true)
            }
        let notLoggedIn = viewModel.loggedIn.asObservable()
            .filter { !$0 }
            .map { _ in true }
        let offline = viewModel.isOffline.asObservable()
            .filter { $0 }
            .map { _ in true }

        Observable.merge(fetched, notLoggedIn, offline)
            .take(1)
            .observe(on: MainScheduler.instance)
            // The status comes after the page was stored: `storedTweets` reads it.
            .flatMap { [weak self] failed -> Observable<PageRun> in
                guard let self else { return .empty() }
                return self.viewModel.skippedTweets.asObservable().take(1).flatMap { [weak self] skipped in
                    self?.tweetsUpToLimit(PageRun(tweets: [], failed: failed, skipped: skipped, pages: 1)) ?? .empty()
                }
            }
            // An empty list is named in the banner that says so: the list's own name
            // once the source answered (the second title).
            .flatMap { [format] run -> Observable<PageRun> in
                guard run.tweets.isEmpty, !run.failed, format == .text else { return .just(run) }
                return titles.skip(1).take(1).map { _ in run }
            }
            // A turn of the main queue, so the banner has heard what this run heard.
            .observe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { [weak self] run in
                self?.finish(run, completion: completion)
            })
            .disposed(by: disposeBag)
    }

    /// The tweets read so far, whether fetching failed (the banner says why), how many
    /// tweets of how many pages could not be read, and whether the source said it has
    /// nothing older.
    private struct PageRun {
        var tweets: [Tweet]
        var failed: Bool
        var skipped: Int
        var pages: Int
        var reachedEnd = false
    }

    /// The stored tweets once there are `limit` of them, the source has nothing older, or
    /// loading older failed; at once without a limit or after a failure. Each older page that came adds its skipped tweets to `run`'s.
    private func tweetsUpToLimit(_ run: PageRun) -> Observable<PageRun> {
        let viewModel = self.viewModel
        let limit = self.limit
        return viewModel.storedTweets.flatMap { [weak self] tweets -> Observable<PageRun> in
            var run = run
            run.tweets = tweets
            guard let self, !run.failed, let limit, !tweets.isEmpty, tweets.count < limit else { return .just(run) }
            return viewModel.olderPage.asObservable().flatMap { [weak self] status -> Observable<PageRun> in
                switch status {
                case .idle:
                    // A page came (`skippedTweets` is told before it is stored): count its skipped.
                    return viewModel.skippedTweets.asObservable().take(1).flatMap { [weak self] skipped -> Observable<PageRun> in
                        var next = run
                        next.skipped += skipped
                        next.pages += 1
                        return self?.tweetsUpToLimit(next) ?? .empty()
                    }
                case .failed:
                    return viewModel.storedTweets.map { tweets in
                        var failed = run
                        (failed.tweets, failed.failed) = (tweets, true)
                        return failed
                    }
                case .reachedEnd, .loading:
                    return viewModel.storedTweets.map { tweets in
                        var ended = run
                        ended.tweets = tweets
                        ended.reachedEnd = status == .reachedEnd
                        return ended
                    }
                }
            }
        }
    }

    private func finish(_ run: PageRun, completion: (PlainOutcome) -> Void) {
        guard !finished else { return }
        finished = true
        let shown = limit.map { Array(run.tweets.prefix($0)) } ?? run.tweets
        let noun = viewModel.noun
        var said: [String] = []
        if let notice = viewModel.sourceNotice { said.append(notice) }
        if run.skipped > 0 { said.append(ListTimelineViewModel.skippedSentence(run.skipped, pages: run.pages, noun: noun)) }
        // Fewer than asked: say the list has no more, or `--limit 500` printing 17 looks cut short.
        if let limit, run.reachedEnd, !shown.isEmpty, shown.count < limit {
            said.append(ListTimelineViewModel.fewerThanAsked(shown.count, limit: limit, noun: noun))
        }
        // Empty text output would say nothing at all (JSON's empty `items` speaks for itself).
        if shown.isEmpty, !run.failed, format == .text, let banner = banner.value { said.append(banner.text) }
        // What the screen's banner says of the failure (a pipe prints its text; its action is the screen's).
        if run.failed, let sentence = rateLimitSentence ?? banner.value?.text { said.append(sentence) }
        let output = format == .text ? PlainTimelineFormatter.text(shown)
            : PlainTimelineFormatter.json(shown, list: viewModel.list.description, title: title.value, source: source.stored(run.failed),
                                          notices: said, generatedAt: viewModel.environment.scheduler.now)
        completion(PlainOutcome(output: output, errors: said, status: run.failed ? 1 : 0))
    }
}
