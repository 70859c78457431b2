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
    /// What the source calls its items ("tweets", Bluesky's "posts"), for every sentence
    /// that names them.
    public let noun: PostNoun

    /// Fetches the list's tweets; they are stored as they arrive.
    let fetcher: TimelineFetcher
    private let environment: FetchEnvironment
    private let authorizationError: Driver<TwitterError?>
    private let errorMessages = BehaviorRelay<String?>(value: nil)
    /// The latest `topVisibleTweet`, and the last position written: what `deinit` still
    /// has to save when the user left within the debounce time.
    private let latestTopVisible = BehaviorRelay<Int64?>(value: nil)
    private let savedPosition: BehaviorRelay<Int64?>
    private let bag = DisposeBag()

    /// How long the top visible tweet must stay the same before it is written, so
    /// scrolling does not write every row it passes.
    static let readingPositionDebounce: RxTimeInterval = .seconds(1)

    /// A view model for `list`, storing its tweets in `store` (which should hold this list
    /// only); `authorizationError` (the account's) says why it is not logged in.
    public init(account: Driver<TwitterAccount.AccountStatus>, list: ListIdentifier, api: any TwitterAPIProtocol,
                store: Store, environment: FetchEnvironment, authorizationError: Driver<TwitterError?> = .just(nil)) {
        self.account = account
        self.authorizationError = authorizationError
        self.list = list
        self.api = api
        self.store = store
        self.environment = environment
        noun = api.postNoun
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
        title = Driver.never()
        loggedIn = Driver.never()
        isOffline = Driver.never()
        errorMessage = Driver.never()
        fetchStatus = Driver.never()
        olderPages = Driver.never()
        isLoadingOlder = Driver.never()
        lastUpdated = Driver.never()
        loginProblem = Driver.never()
        newTweetsAbove = Driver.never()
        isSlow = fetcher.isSlow.asDriver(onErrorJustReturn: false)
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

    /// Fetches now (the user pressed refresh), and again after an error that stopped
    /// polling (see `TimelineFetcher.refresh`).
    public let refresh = PublishRelay<Void>()

    // MARK: - Output

    /// The stored tweets of the list, newest first (by id, which Twitter assigns in time
    /// order): the whole collection with the change set since the previous element (nil
    /// on the first, which is delivered on subscription). Later elements arrive on the
    /// environment's scheduler. A store read error ends it (the message goes to
    /// `errorMessage`); it never errors.
    public private(set) var tweets: Observable<([Tweet], Changeset<Tweet>?)>
    /// The list's title: `@owner/slug` at once, then its own name beside the owner once
    /// the source tells it ("Software curate · @pfrazee.com"), made safe for a terminal
    /// and cut when long. Stays `@owner/slug` when the source has no name (Twitter, whose
    /// slug is the name, and the demo) or the name cannot be read. Its second element
    /// (the name, or the identifier again) says the source has answered, so a pipe can
    /// wait for it; there is none before a poll succeeded.
    public private(set) var title: Driver<String>
    /// Whether the account is authorized.
    public private(set) var loggedIn: Driver<Bool>
    /// Whether the network is unreachable (for an offline banner).
    public private(set) var isOffline: Driver<Bool>
    /// The latest fetch or storage error's message, nil once a fetch succeeds. A fetch
    /// error says what is shown meanwhile and whether it is tried again, only when that
    /// is so ("Showing stored tweets; will retry.").
    public private(set) var errorMessage: Driver<String?>
    /// Why the account is not logged in and what to do (the account's own reason when it
    /// has one); nil while it is.
    public private(set) var loginProblem: Driver<String?>
    /// When the latest successful fetch happened, kept after failures ("updated 12:03"
    /// beside "update failed"); nil before the first.
    public private(set) var lastUpdated: Driver<Date?>
    /// Whether the request in flight has gone unanswered for a while (see
    /// `TimelineFetcher.isSlow`), so the screen can say the server is not answering.
    public let isSlow: Driver<Bool>
    /// How many stored tweets are newer than any the reader has had at the top of the
    /// screen (`topVisibleTweet`): arrived above the view while the reader was scrolled
    /// down; 0 at the top. Counted from `readingPosition` until the first `topVisibleTweet`.
    public private(set) var newTweetsAbove: Driver<Int>
    /// How the latest fetch went: `.waiting` until the first one finishes, then
    /// `.updated(at:)` (sent after its tweets were stored, so `tweets` already has them)
    /// or `.failed`.
    public private(set) var fetchStatus: Driver<FetchStatus>
    /// How loading older tweets goes: `.idle` until `loadOlder`, then `.loading` and
    /// `.idle` (the page is stored), `.reachedEnd` or `.failed`.
    public private(set) var olderPages: Driver<OlderPagesStatus>
    /// Whether a page of older tweets is on its way (for a "loading…" row below the
    /// last tweet): true from `loadOlder` until the page is stored (in `tweets`) or failed
    /// (`errorMessage` says why).
    public private(set) var isLoadingOlder: Driver<Bool>
    /// How many tweets of the latest update could not be read and were left out (for the
    /// status bar, or stderr in a pipe); 0 before any update.
    public let skippedTweets: Driver<Int>
    /// The id of the tweet that was at the top of the screen when the list was last read.
    public let readingPosition: Int64?

    // MARK: - Bindings

    private func bindInput() {
        let errorMessages = self.errorMessages
        // Before the store writer: a response's nil must not hide a failed write of it.
        let hasStoredTweets = { [store] in !((try? store.objects(Tweet.self).limit(1).toArray().isEmpty) ?? true) }
        let noun = self.noun
        fetcher.errors
            .map { error in error.map { ListTimelineViewModel.message(for: $0, showingStored: hasStoredTweets(), noun: noun) } }
            .bind(to: errorMessages)
            .disposed(by: bag)
        refresh
            .bind(to: fetcher.refresh)
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
        // Polls only: an older page has `olderPages`, and is no update of the list.
        fetchStatus = fetcher.polls
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
        isLoadingOlder = olderPages.map { $0 == .loading }.distinctUntilChanged()

        // Asked once the first poll has stored its page, so the list's own request is not
        // raced by this one (nor its owner's handle resolved twice), and asked then even
        // when the first polls failed; a failure keeps the identifier (the fetcher's
        // errors say what is wrong).
        let list = self.list
        let api = self.api
        let identifier = ListTitle.identifier(of: list)
        // The fetcher's polls, not `fetchStatus`: a Driver inside a Driver's delivery hops
        // the main queue again, a turn later.
        title = fetcher.polls
            .filter { if case .success = $0 { return true } else { return false } }
            .take(1)
            .flatMap { _ in api.listName(of: list).catchAndReturn(nil) }
            .map { ListTitle.text(of: list, name: $0) }
            .startWith(identifier)
            .asDriver(onErrorJustReturn: identifier)

        lastUpdated = fetchStatus
            .scan(nil) { last, status -> Date? in
                if case .updated(let date) = status { return date }
                return last
            }
            .startWith(nil)
            .distinctUntilChanged()

        loginProblem = Driver.combineLatest(loggedIn, authorizationError.startWith(nil)) { loggedIn, error in
            loggedIn ? nil : error?.message ?? ListTimelineViewModel.notLoggedInMessage
        }
        .distinctUntilChanged()

        // Newest first: the tweets above the newest the reader has seen at the top.
        let seenNewest = topVisibleTweet
            .scan(readingPosition ?? .max) { seen, top in Swift.max(seen == .max ? top : seen, top) }
            .startWith(readingPosition ?? .max)
        // Counted again when a fetch was stored (new tweets come only from fetches) and
        // when the reader moves; a query of its own, as every subscription to `tweets`
        // would read and diff the whole timeline again.
        // Combined as Drivers: no second hop to the main queue behind `fetchStatus`'s.
        let store = self.store
        newTweetsAbove = Driver.combineLatest(fetchStatus, seenNewest.asDriver(onErrorJustReturn: .max)) { _, seen -> Int in
            guard seen != .max else { return 0 }
            return (try? store.objects(Tweet.self).filter("id > ?", seen).fetchCount()) ?? 0
        }
        .distinctUntilChanged()
    }

    /// Why the account is not logged in when it has no reason of its own (no credentials
    /// were given).
    public static let notLoggedInMessage = "Not logged in: set TWITTER_BEARER_TOKEN (or TWITTER_CONSUMER_KEY and "
        + "TWITTER_CONSUMER_SECRET), or use --api-cache DIR."

    /// The banner text for a failed fetch: `error`'s message, then what is shown
    /// meanwhile ("Showing stored posts", in the source's `noun`) and whether it is tried
    /// again, each only when it is so.
    static func message(for error: TwitterError, showingStored: Bool, noun: PostNoun = .tweet) -> String {
        let stored = "Showing stored \(noun.plural)"
        switch (showingStored, !error.stopsPolling) {
        case (true, true): return error.message + " \(stored); will retry."
        case (true, false): return error.message + " \(stored)."
        case (false, true): return error.message + " Will retry."
        case (false, false): return error.message
        }
    }

    /// The banner text for a failed store read or write (the store's sentence without
    /// its final period, which `TwitterError.storage`'s message adds).
    static func storageMessage(_ error: Swift.Error) -> String {
        var reason = String(describing: error)
        while reason.hasSuffix(".") { reason.removeLast() }
        return TwitterError.storage(reason).message
    }
}
