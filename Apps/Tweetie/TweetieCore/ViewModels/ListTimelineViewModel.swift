import AppCoreSupport
import Differentiator
import Foundation
import RxCore

/// The combined timeline of a list: fetched tweets are stored, and the stored ones shown
/// newest first with change sets, so new tweets pour into the table. It says everything
/// a screen or a pipe tells about it: the title with the source's note, the banner (not
/// logged in > offline > a failure > a slow server > an empty list), the status line's
/// parts, the "loading older" note, and the actions that apply to the selected tweet.
///
/// The storage holds this list only (the app opens one store file per list), so every
/// stored tweet belongs to it. The view model fetches from `init` until it is
/// deallocated; outputs are created once and may be subscribed to any number of times.
public final class ListTimelineViewModel {
    // MARK: - Init

    /// The list shown.
    public let list: ListIdentifier
    /// Where tweets come from and are kept, the account, the network and time.
    public let environment: TweetieEnvironment
    /// What the source calls its items ("tweets", Bluesky's "posts"), for every sentence
    /// that names them.
    public let noun: PostNoun

    /// Fetches the list's tweets; they are stored as they arrive.
    let fetcher: TimelineFetcher
    /// The newest tweet stored when the run started (0 for none): only tweets above it
    /// arrived in this run, so only they can be "new" (a restart shows none).
    private let newestAtStart: Int64
    private let errorBanners = BehaviorRelay<Banner?>(value: nil)
    /// The latest `topVisibleTweet`, and the last position written: what `deinit` still
    /// has to save when the user left within the debounce time.
    private let latestTopVisible = BehaviorRelay<Int64?>(value: nil)
    private let savedPosition: BehaviorRelay<Int64?>
    private let bag = DisposeBag()

    /// How long the top visible tweet must stay the same before it is written, so
    /// scrolling does not write every row it passes.
    static let readingPositionDebounce: RxTimeInterval = .seconds(1)

    /// A view model for `list`, asking `environment`'s API with its account, keeping the
    /// tweets in its storage (which should hold this list only).
    public init(environment: TweetieEnvironment, list: ListIdentifier) {
        self.environment = environment
        self.list = list
        noun = environment.api.postNoun
        let storage = environment.storage
        do {
            readingPosition = try storage.readingPosition(of: list)
        } catch {
            readingPosition = nil
            errorBanners.accept(.error(ListTimelineViewModel.storageMessage(error)))
        }
        // Polls start above the newest stored tweet, so a source that pages down to a
        // known tweet fills whatever arrived since the last run.
        newestAtStart = (try? storage.newestTweetId()) ?? 0
        fetcher = TimelineFetcher(account: environment.account, list: list, api: environment.api, environment: environment,
                                  since: newestAtStart)
        savedPosition = BehaviorRelay(value: readingPosition)
        let scheduler = environment.scheduler
        storedTweets = Template { observer in
            storage.timeline(on: scheduler).take(1).map(\.0).subscribe(observer)
        }

        tweets = .never()
        listTitle = Driver.never()
        title = Driver.never()
        loggedIn = Driver.never()
        isOffline = Driver.never()
        errorBanner = Driver.never()
        fetchStatus = Driver.never()
        olderPages = Driver.never()
        olderPage = Template { _ in Disposables.create() }
        isLoadingOlder = Driver.never()
        lastUpdated = Driver.never()
        loginProblem = Driver.never()
        newTweetsAbove = Driver.never()
        banner = Driver.never()
        status = Driver.never()
        olderNote = Driver.never()
        actions = Driver.never()
        isSlow = fetcher.isSlow.asDriver(onErrorJustReturn: false)
        skippedTweets = fetcher.skipped.asDriver(onErrorJustReturn: 0)
        bindInput()
        bindOutput()
        bindPresentation()
        ReadingPositionsAtExit.register(self)
    }

    deinit {
        savePendingReadingPosition()
    }

    /// Writes the latest `topVisibleTweet` when the debounce has not written it yet: the
    /// user left (or quit: see `ReadingPositionsAtExit`) right after moving. Errors have
    /// nobody to be shown to any more, so they are dropped. Any thread.
    func savePendingReadingPosition() {
        if let latest = latestTopVisible.value, latest != savedPosition.value {
            try? environment.storage.saveReadingPosition(latest, of: list)
            savedPosition.accept(latest)
        }
    }

    // MARK: - Input

    /// Pauses and resumes fetching (the fetcher's `paused`): a screen pauses while it is
    /// not visible.
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

    /// The tweet the user has selected, nil when none: `actions` follow it.
    public let selectedTweet = BehaviorRelay<Tweet?>(value: nil)

    // MARK: - Output

    /// The stored tweets of the list, newest first (by id, which Twitter assigns in time
    /// order): the whole collection with the change set since the previous element (nil
    /// on the first, which is delivered on subscription). Later elements arrive on the
    /// environment's scheduler. One live query is shared by its subscribers while any
    /// is subscribed (subscribe together: a later one gets the latest element, whose change
    /// set it has not seen the base of). A store read error ends it (the banner says it);
    /// it never errors.
    public private(set) var tweets: Observable<([Tweet], ListChangeset<Tweet>?)>
    /// The stored tweets, newest first, read on each subscription (a pipe's snapshot;
    /// `tweets` follows them): seed 002's cold `Template`, run on the main scheduler.
    public let storedTweets: Template<[Tweet]>
    /// The list's name: `@owner/slug` at once, then its own name beside the owner once
    /// the source tells it ("Software curate · @pfrazee.com"), made safe for a terminal
    /// and cut when long. Stays `@owner/slug` when the source has no name (Twitter, whose
    /// slug is the name, and the demo) or the name cannot be read. Its second element
    /// (the name, or the identifier again) says the source has answered, so a pipe can
    /// wait for it; there is none before a poll succeeded.
    public private(set) var listTitle: Driver<String>
    /// The screen's title: `listTitle` and the environment's note ("@x/y (demo data)").
    public private(set) var title: Driver<String>
    /// Whether the account is authorized.
    public private(set) var loggedIn: Driver<Bool>
    /// Whether the network is unreachable.
    public private(set) var isOffline: Driver<Bool>
    /// The latest fetch or storage failure, nil once a fetch succeeds. A fetch failure
    /// says what is shown meanwhile ("Showing stored tweets."), and its action whether
    /// it is tried again by itself (`.retriesByItself`, while polling goes on) or only
    /// when asked (`.retry`: no polling, or an error asking again cannot help).
    public private(set) var errorBanner: Driver<Banner?>
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
    /// One older page, when subscribed: asks for the page older than the oldest stored
    /// tweet, emits how it settled (`.idle` once stored, `.reachedEnd` or `.failed`) and
    /// completes — seed 002's cold `Template` (a pipe's `--limit` reads page by page).
    public private(set) var olderPage: Template<OlderPagesStatus>
    /// Whether a page of older tweets is on its way: true from `loadOlder` until the
    /// page is stored (in `tweets`) or failed (the banner says why).
    public private(set) var isLoadingOlder: Driver<Bool>
    /// How many tweets of the latest update could not be read and were left out (for the
    /// status bar, or stderr in a pipe); 0 before any update.
    public let skippedTweets: Driver<Int>
    /// The id of the tweet that was at the top of the screen when the list was last read.
    public let readingPosition: Int64?
    /// The banner: why it is not logged in, else that it is offline, else the latest
    /// failure, else that the server is not answering, else that the list has no tweets
    /// yet (once a fetch succeeded); nil when there is nothing to say.
    public private(set) var banner: Driver<Banner?>
    /// The status line: new tweets above, how many, when they were last fetched and how
    /// the latest fetch goes, how many were unreadable, how loading older ones goes.
    public private(set) var status: Driver<StatusLine>
    /// Said under the last tweet while older ones load ("Loading older posts…"); nil otherwise.
    public private(set) var olderNote: Driver<String?>
    /// What the user can do now: refresh and the members always, the author's timeline
    /// with a tweet selected, the reposter's on a repost, open a link when it has one.
    public private(set) var actions: Driver<Set<TimelineAction>>

    /// Where `action` leads for the selected tweet (the author's or the reposter's
    /// timeline, the members); nil when it leads nowhere now.
    public func segue(for action: TimelineAction) -> Segue? {
        let tweet = selectedTweet.value
        switch action {
        case .author: return tweet.map { .personTimeline(username: $0.screenName) }
        case .reposter: return tweet?.details?.repostedBy.map { .personTimeline(username: $0) }
        case .members: return .listPeople(list)
        case .openLink, .refresh: return nil
        }
    }

    // MARK: - Bindings

    private func bindInput() {
        let errorBanners = self.errorBanners
        let storage = environment.storage
        // Before the store writer: a response's nil must not hide a failed write of it.
        let hasStoredTweets = { (try? storage.newestTweetId()) != nil }
        let noun = self.noun
        let pollsAgain = TimelineFetcher.pollingPeriod(environment.interval) != nil
        fetcher.errors
            .map { error in
                error.map { ListTimelineViewModel.errorBanner(for: $0, showingStored: hasStoredTweets(), pollsAgain: pollsAgain, noun: noun) }
            }
            .bind(to: errorBanners)
            .disposed(by: bag)
        refresh
            .bind(to: fetcher.refresh)
            .disposed(by: bag)

        fetcher.timeline
            .subscribe(onNext: { tweets in
                do {
                    try storage.add(tweets)
                } catch {
                    errorBanners.accept(.error(ListTimelineViewModel.storageMessage(error)))
                }
            })
            .disposed(by: bag)

        loadOlder
            .compactMap { try? storage.oldestTweetId() }
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
                    try storage.saveReadingPosition(tweetId, of: list)
                    savedPosition.accept(tweetId)
                } catch {
                    errorBanners.accept(.error(ListTimelineViewModel.storageMessage(error)))
                }
            })
            .disposed(by: bag)
    }

    private func bindOutput() {
        let errorBanners = self.errorBanners
        tweets = environment.storage.timeline(on: environment.scheduler)
            .catch { error in
                errorBanners.accept(.error(ListTimelineViewModel.storageMessage(error)))
                return .empty()
            }
            .share(replay: 1)

        loggedIn = environment.account.asObservable()
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

        errorBanner = errorBanners.asDriver().distinctUntilChanged()

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
        // Listens first, then asks: the status may settle while `loadOlder` is handled.
        let olderPages = self.olderPages
        let loadOlder = self.loadOlder
        olderPage = Template { observer in
            let settled = olderPages.asObservable()
                .skip(1)
                .filter { $0 != .loading }
                .take(1)
                .subscribe(observer)
            loadOlder.accept(())
            return settled
        }

        // The details the last run stored title the list at once (offline too). Asked again
        // once the first poll has stored its page, so the list's own request is not raced
        // by this one (nor its owner's handle resolved twice), and asked then even when
        // the first polls failed; a failure keeps what was stored (the fetcher's errors say
        // what is wrong); an answer is stored for the next run.
        let list = self.list
        let api = environment.api
        let storage = environment.storage
        let sanitize = environment.sanitize
        let stored = (try? storage.listDetails(of: list)) ?? nil
        let first = ListTitle.text(of: list, details: stored, sanitize: sanitize)
        // The fetcher's polls, not `fetchStatus`: a Driver inside a Driver's delivery hops
        // the main queue again, a turn later.
        listTitle = fetcher.polls
            .filter { if case .success = $0 { return true } else { return false } }
            .take(1)
            .flatMap { _ in
                api.listDetails(of: list)
                    .do(onNext: { details in if let details { try? storage.saveListDetails(details) } })
                    .catchAndReturn(stored)
            }
            .map { ListTitle.text(of: list, details: $0, sanitize: sanitize) }
            .startWith(first)
            .asDriver(onErrorJustReturn: first)
        let note = environment.note.map { " (\($0))" } ?? ""
        title = listTitle.map { $0 + note }

        lastUpdated = fetchStatus
            .scan(nil) { last, status -> Date? in
                if case .updated(let date) = status { return date }
                return last
            }
            .startWith(nil)
            .distinctUntilChanged()

        loginProblem = Driver.combineLatest(loggedIn, environment.authorizationError.startWith(nil)) { loggedIn, error in
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
        // Only tweets that arrived in this run: those stored before were above the reader
        // when they left (read, or passed over), not new.
        let newestAtStart = self.newestAtStart
        newTweetsAbove = Driver.combineLatest(fetchStatus, seenNewest.asDriver(onErrorJustReturn: .max)) { _, seen -> Int in
            guard seen != .max else { return 0 }
            return (try? storage.countOfTweets(newerThan: Swift.max(seen, newestAtStart))) ?? 0
        }
        .distinctUntilChanged()
    }

    private func bindPresentation() {
        let noun = self.noun
        let count = tweets.map(\.0.count).asDriver(onErrorJustReturn: 0)
        let empty = Driver.combineLatest(count, fetchStatus) { count, status in count == 0 && status.isUpdated }
            .distinctUntilChanged()
        let emptyBanner = Driver.combineLatest(empty, listTitle) { empty, title -> Banner? in
            empty ? ListTimelineViewModel.emptyBanner(title: title, noun: noun) : nil
        }
        banner = Driver.combineLatest(
            loginProblem.startWith(nil),
            isOffline.startWith(false),
            errorBanner.startWith(nil),
            isSlow.startWith(false),
            emptyBanner.startWith(nil)
        ) { loginProblem, offline, error, slow, empty -> Banner? in
            if let loginProblem { return .error(loginProblem) }
            if offline { return .info("Offline — showing stored \(noun.plural)") }
            if let error { return error }
            if slow { return .info(ListTimelineViewModel.slowMessage) }
            return empty
        }
        .distinctUntilChanged()

        let formatter = TimelineStatusFormatter(timeZone: environment.timeZone)
        status = Driver.combineLatest(count, fetchStatus, lastUpdated, isSlow, newTweetsAbove, skippedTweets, olderPages) {
            count, status, lastUpdated, slow, newAbove, skipped, older in
            formatter.line(tweets: count, noun: noun, status: status, lastUpdated: lastUpdated, slow: slow, newAbove: newAbove,
                           skipped: skipped, older: older)
        }
        .distinctUntilChanged()

        olderNote = isLoadingOlder.map { $0 ? ListTimelineViewModel.loadingOlderNote(noun) : nil }

        let offered: Set<TimelineAction> = [.author, .reposter, .openLink, .refresh, .members]
        actions = selectedTweet.asDriver()
            .map { TimelineAction.applying(to: $0, offered: offered) }
            .distinctUntilChanged()
    }

    /// Why the account is not logged in when it has no reason of its own (no credentials
    /// were given).
    public static let notLoggedInMessage = "Not logged in: set TWITTER_BEARER_TOKEN (or TWITTER_CONSUMER_KEY and "
        + "TWITTER_CONSUMER_SECRET), or use --api-cache DIR."

    /// What the banner says while a request goes unanswered.
    static let slowMessage = "The server is not answering; still waiting for it."

    /// "Loading older posts…": said under the last item while older ones load.
    public static func loadingOlderNote(_ noun: PostNoun) -> String {
        "Loading older \(noun.plural)…"
    }

    /// What a pipe says of items left out: "skipped 2 posts of the latest update that
    /// could not be read (…); the others are shown." (`pages`: how many were read).
    public static func skippedSentence(_ skipped: Int, pages: Int, noun: PostNoun) -> String {
        let from = pages == 1 ? "of the latest update" : "of the \(pages) pages read"
        return "skipped \(noun.count(skipped)) \(from) that could not be read (broken JSON, no author or an unreadable date); the others are shown."
    }

    /// What a pipe says before its output about where the tweets come from, which a
    /// screen's title says ("(demo data)") and a pipe has no title for; nil for real lists.
    public var sourceNotice: String? {
        environment.note == TweetieEnvironment.Note.demo ? "Demo data: made-up \(noun.plural), not a real list." : nil
    }

    /// The longest a run that prints once (a pipe) waits out a rate limit before its
    /// first answer; a longer one is said and not waited for.
    public static let pipeRateLimitPatience: TimeInterval = 60

    /// What a run that prints once does about `error` (a rate limit until `until`) at
    /// `now`: waits, saying so ("Rate limited by Bluesky; waiting 20 s, until 08:35:36,
    /// then asking again.") when that is within `pipeRateLimitPatience` and `mayWait`,
    /// else gives up, saying when to run it again. Nil for other errors.
    public static func pipeRateLimit(_ error: TwitterError, now: Date, mayWait: Bool) -> (waits: Bool, sentence: String)? {
        guard let until = error.rateLimitedUntil, let limiter = error.rateLimiter else { return nil }
        let wait = Swift.max(0, until.timeIntervalSince(now))
        let clock = TwitterError.timeFormatter(until)
        if mayWait && wait <= pipeRateLimitPatience {
            return (true, "Rate limited by \(limiter); waiting \(Int(wait.rounded(.up))) s, until \(clock), then asking again.")
        }
        let reason = mayWait ? "longer than a pipe waits (\(Int(pipeRateLimitPatience)) s)" : "again after waiting once"
        return (false, "Rate limited by \(limiter) until \(clock), \(reason): not waiting. Run it again after \(clock).")
    }

    /// What a pipe says when the list had fewer than asked for: "7 tweets of the 50 asked
    /// for: the list has no older tweets."
    public static func fewerThanAsked(_ count: Int, limit: Int, noun: PostNoun) -> String {
        "\(noun.count(count)) of the \(limit) asked for: the list has no older \(noun.plural)."
    }

    /// "No posts in Software curate · @pfrazee.com yet.": the list answered with nothing.
    static func emptyBanner(title: String, noun: PostNoun) -> Banner {
        .info("No \(noun.plural) in \(title) yet.")
    }

    /// The banner of a failed fetch: `error`'s message, what to do about a network that
    /// is not tried again ("Check the connection and try again."), and what is shown
    /// meanwhile ("Showing stored posts.", in the source's `noun`), each only when so. Its
    /// action: `.retriesByItself` while polling goes on (`pollsAgain` and an error that
    /// asking again can help), else `.retry` on a screen that can refresh (`canRetry`).
    static func errorBanner(for error: TwitterError, showingStored: Bool, pollsAgain: Bool, canRetry: Bool = true,
                            noun: PostNoun = .tweet) -> Banner {
        let retries = pollsAgain && !error.stopsPolling
        var text = error.message
        if !retries, error.isNetworkFailure { text += " Check the connection and try again." }
        if showingStored { text += " Showing stored \(noun.plural)." }
        return .error(text, action: retries ? .retriesByItself : canRetry ? .retry : nil)
    }

    /// The banner text for a failed store read or write (the store's sentence without
    /// its final period, which `TwitterError.storage`'s message adds).
    static func storageMessage(_ error: Swift.Error) -> String {
        var reason = String(describing: error)
        while reason.hasSuffix(".") { reason.removeLast() }
        return TwitterError.storage(reason).message
    }
}
