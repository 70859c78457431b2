import Differentiator
import Foundation
import RxCore
import RxStore

/// The combined timeline of a list: fetched tweets are stored, and the stored ones shown
/// newest first with change sets, so new tweets pour into the table.
///
/// The store given holds this list only (the app opens one store file per list), so
/// every stored `Tweet` belongs to it. The view model fetches from `init` until it is
/// deallocated; outputs are created once and may be subscribed to any number of times.
public final class ListTimelineViewModel {
    // MARK: - Init

    /// The list shown.
    public let list: ListIdentifier
    /// The account whose token the requests use.
    public let account: Driver<TwitterAccount.AccountStatus>
    /// Where tweets come from.
    public let api: any TwitterAPIProtocol
    /// Where tweets are kept between runs.
    public let store: Store

    /// Fetches the list's tweets; they are stored as they arrive.
    let fetcher: TimelineFetcher
    private let environment: FetchEnvironment
    private let errorMessages = BehaviorRelay<String?>(value: nil)
    /// The latest `topVisibleTweet`, and the last position written: what `deinit` still
    /// has to save when the user left within the debounce time.
    private let latestTopVisible = BehaviorRelay<Int64?>(value: nil)
    private let savedPosition: BehaviorRelay<Int64?>
    private let bag = DisposeBag()

    /// How long the top visible tweet must stay the same before it is written, so
    /// scrolling does not write every row it passes.
    static let readingPositionDebounce: RxTimeInterval = .seconds(1)

    /// A view model for `list`, storing its tweets in `store` (which should hold this list only).
    public init(account: Driver<TwitterAccount.AccountStatus>, list: ListIdentifier, api: any TwitterAPIProtocol,
                store: Store, environment: FetchEnvironment) {
        self.account = account
        self.list = list
        self.api = api
        self.store = store
        self.environment = environment
        do {
            readingPosition = try store.readingPosition(of: list)
        } catch {
            readingPosition = nil
            errorMessages.accept(ListTimelineViewModel.storageMessage(error))
        }
        // Polls start above the newest stored tweet, so a source that pages down to a
        // known tweet fills whatever arrived since the last run.
        fetcher = TimelineFetcher(account: account, list: list, api: api, environment: environment,
                                  since: (try? store.newestTweetId()) ?? 0)
        savedPosition = BehaviorRelay(value: readingPosition)

        tweets = .never()
        loggedIn = Driver.never()
        isOffline = Driver.never()
        errorMessage = Driver.never()
        fetchStatus = Driver.never()
        olderPages = Driver.never()
        skippedTweets = fetcher.skipped.asDriver(onErrorJustReturn: 0)
        bindInput()
        bindOutput()
    }

    deinit {
        // The user left before the debounce fired: keep where they were anyway. Errors
        // have nobody to be shown to any more, so they are dropped.
        if let latest = latestTopVisible.value, latest != savedPosition.value {
            try? store.saveReadingPosition(latest, of: list)
        }
    }

    // MARK: - Input

    /// Pauses and resumes fetching (the fetcher's `paused`).
    public var paused: Bool = false {
        didSet { fetcher.paused.accept(paused) }
    }

    /// The id of the tweet at the top of the screen, sent as the user scrolls; the latest
    /// is remembered across runs as `readingPosition` (written once it has not changed
    /// for a second, and when the view model goes away).
    public let topVisibleTweet = PublishRelay<Int64>()

    /// The reader reached the end of the timeline: fetches the page older than the oldest
    /// stored tweet (ignored while one is loading; see `olderPages`).
    public let loadOlder = PublishRelay<Void>()

    // MARK: - Output

    /// The stored tweets of the list, newest first (by id, which Twitter assigns in time
    /// order): the whole collection with the change set since the previous element (nil
    /// on the first, which is delivered on subscription). Later elements arrive on the
    /// environment's scheduler. A store read error ends it (the message goes to
    /// `errorMessage`); it never errors.
    public private(set) var tweets: Observable<([Tweet], Changeset<Tweet>?)>
    /// Whether the account is authorized.
    public private(set) var loggedIn: Driver<Bool>
    /// Whether the network is unreachable (for an offline banner).
    public private(set) var isOffline: Driver<Bool>
    /// The latest fetch or storage error's message, nil once a fetch succeeds.
    public private(set) var errorMessage: Driver<String?>
    /// How the latest fetch went: `.waiting` until the first one finishes, then
    /// `.updated(at:)` (sent after its tweets were stored, so `tweets` already has them)
    /// or `.failed`.
    public private(set) var fetchStatus: Driver<FetchStatus>
    /// How loading older tweets goes: `.idle` until `loadOlder`, then `.loading` and
    /// `.idle` (the page is stored), `.reachedEnd` or `.failed`.
    public private(set) var olderPages: Driver<OlderPagesStatus>
    /// How many tweets of the latest update could not be read and were left out (for the
    /// status bar, or stderr in a pipe); 0 before any update.
    public let skippedTweets: Driver<Int>
    /// The id of the tweet that was at the top of the screen when the list was last read.
    public let readingPosition: Int64?

    // MARK: - Bindings

    private func bindInput() {
        let errorMessages = self.errorMessages
        // Before the store writer: a response's nil must not hide a failed write of it.
        fetcher.errors
            .map { $0?.message }
            .bind(to: errorMessages)
            .disposed(by: bag)

        // `.modified`: a tweet fetched again unchanged is not rewritten (the change sets
        // compare records anyway, so it would not show as updated either way).
        fetcher.timeline
            .subscribe(store.rx.add(update: .modified, onError: { error in
                errorMessages.accept(ListTimelineViewModel.storageMessage(error))
            }))
            .disposed(by: bag)

        let store = self.store
        loadOlder
            .compactMap { try? store.oldestTweetId() }
            .bind(to: fetcher.olderThan)
            .disposed(by: bag)

        let list = self.list
        let savedPosition = self.savedPosition
        topVisibleTweet
            .map { Optional($0) }
            .bind(to: latestTopVisible)
            .disposed(by: bag)
        topVisibleTweet
            .debounce(ListTimelineViewModel.readingPositionDebounce, scheduler: environment.scheduler)
            .filter { $0 != savedPosition.value }
            .subscribe(onNext: { tweetId in
                do {
                    try store.saveReadingPosition(tweetId, of: list)
                    savedPosition.accept(tweetId)
                } catch {
                    errorMessages.accept(ListTimelineViewModel.storageMessage(error))
                }
            })
            .disposed(by: bag)
    }

    private func bindOutput() {
        let errorMessages = self.errorMessages
        let newestFirst = store.objects(Tweet.self).sorted(by: "id", ascending: false)
        tweets = Observable.changeset(from: newestFirst, on: environment.scheduler)
            .map { results, changeset in
                // The change set carries the rows; the first element's `results` was
                // just read by the live query, which shares those rows with it.
                (changeset?.finalItems ?? Array(results), changeset)
            }
            .catch { error in
                errorMessages.accept(ListTimelineViewModel.storageMessage(error))
                return .empty()
            }

        loggedIn = account.asObservable()
            .map { status in
                switch status {
                case .unavailable: return false
                case .authorized: return true
                }
            }
            .asDriver(onErrorJustReturn: false)

        isOffline = environment.reachability.reachable
            .map { !$0 }
            .asDriver(onErrorJustReturn: true)

        errorMessage = errorMessages.asDriver().distinctUntilChanged()

        // Subscribed after the store writer (made in `bindInput`), so a page is stored
        // before its status goes out.
        let scheduler = environment.scheduler
        fetchStatus = fetcher.responses
            .map { response -> FetchStatus in
                switch response {
                case .success: return .updated(at: scheduler.now)
                case .failure(let error): return .failed(error)
                }
            }
            .startWith(.waiting)
            .asDriver(onErrorJustReturn: .waiting)
        // Also after the store writer: `.idle` says the older page is stored.
        olderPages = fetcher.olderPages
            .startWith(.idle)
            .asDriver(onErrorJustReturn: .idle)
    }

    /// The banner text for a failed store read or write (the store's sentence without
    /// its final period, which `TwitterError.storage`'s message adds).
    static func storageMessage(_ error: Swift.Error) -> String {
        var reason = String(describing: error)
        while reason.hasSuffix(".") { reason.removeLast() }
        return TwitterError.storage(reason).message
    }
}
