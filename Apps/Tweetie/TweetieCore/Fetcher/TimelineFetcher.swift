import Foundation
import RxCore
import RxNetwork

/// Fetches the newest tweets of a list or a user, again every `interval` while the
/// account is authorized, the network reachable and the fetcher not paused: the
/// documents' `TimelineFetcher`.
///
/// The fetcher starts working in `init` and stops when it is deallocated (it owns its
/// subscriptions). Each time it becomes able to fetch (authorized, reachable, not paused,
/// not backing off) it fetches at once, then every `environment.interval`; with no
/// interval it fetches once each time. A tick that arrives while a request is still in
/// flight cancels that request (`flatMapLatest`). A failed request never ends the
/// timeline: its error goes to `errors`; a `.rateLimited(until:)` error stops fetching
/// until that date on `environment.scheduler`, then fetches at once; an error asking
/// again cannot help (`TwitterError.stopsPolling`: the access level, a missing list or
/// recording) stops polling until `refresh`.
///
/// Requests ask for tweets newer than the newest one fetched so far (see `nextCursor`).
/// Older tweets are fetched one page at a time when asked (`olderThan`).
public final class TimelineFetcher {
    // MARK: - Input

    /// Stops polling while true (a request in flight finishes); setting it back to false
    /// fetches at once and polls again.
    public let paused = BehaviorRelay<Bool>(value: false)

    /// Fetches the page of tweets older than this id (the oldest shown), once the account
    /// has a token. Ignored while a page is loading, i.e. until its answer arrives (a
    /// request sent in reaction to `olderPages`' answer is always taken); asking again
    /// below an id whose page held nothing older answers `.reachedEnd` without a request.
    public let olderThan = PublishRelay<Int64>()

    /// Fetches now and polls again from now (cancelling a request in flight), and
    /// polls again after an error that stopped polling. Nothing happens while fetching
    /// cannot (paused, offline, not authorized, rate limited).
    public let refresh = PublishRelay<Void>()

    // MARK: - Output

    /// Each successful response's tweets (newest first, as Twitter sends them). Shared,
    /// replays the latest; never errors: failures go to `errors`.
    public let timeline: Observable<[Tweet]>

    /// Each failed request's error, and `nil` after each success (so a banner can clear).
    /// Replays the latest on subscription (`nil` before any response).
    public let errors: Observable<TwitterError?>

    /// How each request for older tweets goes: `.loading` when it starts, then `.idle`,
    /// `.reachedEnd` or `.failed`. Its final element comes after `timeline` delivered the
    /// page to the subscribers it had when this was subscribed to (so a view model that
    /// stores pages and subscribes here afterwards says "done" only once they are stored).
    /// Never errors; does not replay.
    public let olderPages: Observable<OlderPagesStatus>

    /// How many tweets of the latest successful response (an older page included) could
    /// not be read (broken JSON, no author, an unparsable date) and were left out; 0
    /// before any. Replays the latest, and is updated before `timeline` delivers that
    /// response.
    public let skipped: Observable<Int>

    /// Whether a request has gone unanswered for `environment.slowAfter` (counted from
    /// the first request of those still waiting: a tick that cancels a hanging request
    /// does not start the count again); false again at the next answer or when fetching
    /// stops. Replays the latest.
    public let isSlow: Observable<Bool>

    /// Every response, a page or an error, in order (older pages too); replays the latest.
    let responses: Observable<Result<Decoded<Tweet>, TwitterError>>

    /// The responses to polls only (older pages left out): what "updated HH:MM" and
    /// "update failed" speak of. Replays the latest.
    let polls: Observable<Result<Decoded<Tweet>, TwitterError>>

    /// Where the next request starts; advanced after each page by `nextCursor`.
    let feedCursor = BehaviorRelay<TimelineCursor>(value: .none)

    private let latestError = BehaviorRelay<TwitterError?>(value: nil)
    private let latestSkipped = BehaviorRelay<Int>(value: 0)
    private let backOffUntil = BehaviorRelay<Date?>(value: nil)
    /// Set by an error that stops polling (`TwitterError.stopsPolling`), cleared by `refresh`.
    private let stopped = BehaviorRelay<Bool>(value: false)
    /// When the oldest request still unanswered was sent; nil when none is waiting.
    private let waitingSince = BehaviorRelay<Date?>(value: nil)
    /// Restarts the ticks (`refresh` while polling).
    private let restart = PublishRelay<Void>()
    private let bag = DisposeBag()

    // MARK: - Init

    /// Fetches the combined timeline of `list`, newer than the tweet `since` (0: the newest page).
    public convenience init(account: Driver<TwitterAccount.AccountStatus>, list: ListIdentifier, api: any TwitterAPIProtocol,
                            environment: TweetieEnvironment, since: Int64 = 0) {
        self.init(account: account, environment: environment, since: since, tweetsProvider: api.decodedTimeline(of: list))
    }

    /// Fetches the timeline of `username`.
    public convenience init(account: Driver<TwitterAccount.AccountStatus>, username: String, api: any TwitterAPIProtocol, environment: TweetieEnvironment) {
        self.init(account: account, environment: environment, tweetsProvider: api.decodedTimeline(of: username))
    }

    /// Fetches with `jsonProvider(token, cursor)` on each tick, reading the answers with
    /// `decode`; the first request asks for tweets newer than `since` (0: the newest page).
    /// The returned observable should make its request on subscription and cancel it on
    /// disposal.
    public convenience init(account: Driver<TwitterAccount.AccountStatus>, environment: TweetieEnvironment, since: Int64 = 0,
                            jsonProvider: @escaping (AccessToken, TimelineCursor) -> Observable<[JSONObject]>,
                            decode: @escaping ([JSONObject]) -> Decoded<Tweet> = { Tweet.decodeMany($0) }) {
        self.init(account: account, environment: environment, since: since,
                  tweetsProvider: { token, cursor in jsonProvider(token, cursor).map(decode) })
    }

    /// Fetches with `tweetsProvider(token, cursor)` on each tick: answers already read into
    /// tweets (see `TwitterAPIProtocol.decodedTimeline(of:)`); the first request asks for
    /// tweets newer than `since` (0: the newest page). The returned observable should make
    /// its request on subscription and cancel it on disposal.
    public init(account: Driver<TwitterAccount.AccountStatus>, environment: TweetieEnvironment, since: Int64 = 0,
                tweetsProvider: @escaping (AccessToken, TimelineCursor) -> Observable<Decoded<Tweet>>) {
        let scheduler = environment.scheduler
        let startCursor = since > 0 ? TimelineCursor(max: .max, since: since) : TimelineCursor.none
        feedCursor.accept(startCursor)
        let period = TimelineFetcher.pollingPeriod(environment.interval)

        // The token to fetch with, or nil while fetching must not happen.
        let backingOff = backOffUntil.asObservable()
            .flatMapLatest { until -> Observable<Bool> in
                guard let until else { return .just(false) }
                let wait = until.timeIntervalSince(scheduler.now)
                guard wait > 0 else { return .just(false) }
                return Observable<Int>.timer(TimelineFetcher.dispatchInterval(wait), scheduler: scheduler)
                    .map { _ in false }
                    .startWith(true)
            }
        let activeToken = Observable.combineLatest(
            account.asObservable().map(\.token),
            environment.reachability.reachable,
            paused.asObservable(),
            backingOff,
            stopped.asObservable()
        ) { token, reachable, paused, backingOff, stopped -> AccessToken? in
            reachable && !paused && !backingOff && !stopped ? token : nil
        }
        .distinctUntilChanged()
        .share(replay: 1)

        // The documents' "reachable timer with account": a tick now, then every period,
        // while fetching is possible; nothing otherwise. A refresh starts it again.
        let reachableTimerWithAccount = Observable.merge(activeToken, restart.withLatestFrom(activeToken))
            .flatMapLatest { token -> Observable<AccessToken> in
                guard let token else { return .empty() }
                guard let period else { return .just(token) }
                return Observable<Int>.interval(period, scheduler: scheduler)
                    .map { _ in token }
                    .startWith(token)
            }

        let fetch = { (token: AccessToken, cursor: TimelineCursor) -> Observable<Result<Decoded<Tweet>, TwitterError>> in
            tweetsProvider(token, cursor)
                .map { tweets in .success(tweets) }
                .catch { error in .just(.failure(TwitterFetchError.twitterError(error))) }
        }
        // Only the polls count as waiting (`isSlow`): an older page has its own "loading…".
        let waitingSince = self.waitingSince
        let newer = reachableTimerWithAccount
            .withLatestFrom(feedCursor.asObservable()) { token, cursor in (token: token, cursor: cursor) }
            .flatMapLatest { request in
                fetch(request.token, request.cursor)
                    .do(onSubscribe: {
                        if waitingSince.value == nil { waitingSince.accept(scheduler.now) }
                    })
            }
            .do(onNext: { _ in waitingSince.accept(nil) })
        let older = TimelineFetcher.olderPages(of: olderThan.asObservable(), tokens: account.asObservable().map(\.token),
                                               fetch: fetch)
        let tagged = Observable.merge(newer.map { (isPoll: true, result: $0) },
                                      older.compactMap { step in step.result.map { (isPoll: false, result: $0) } })
            .share(replay: 1)
        let responses = tagged.map { $0.result }
        self.responses = responses
        polls = tagged.filter { $0.isPoll }.map { $0.result }

        timeline = responses
            .compactMap { response in try? response.get().values }
            .share(replay: 1)
        errors = latestError.asObservable()
        olderPages = older.map(\.status)
        skipped = latestSkipped.asObservable()
        let slowAfter = environment.slowAfter
        isSlow = waitingSince.asObservable()
            .flatMapLatest { since -> Observable<Bool> in
                guard let since else { return .just(false) }
                let wait = slowAfter - scheduler.now.timeIntervalSince(since)
                guard wait > 0 else { return .just(true) }
                return Observable<Int>.timer(TimelineFetcher.dispatchInterval(wait), scheduler: scheduler)
                    .map { _ in true }
                    .startWith(false)
            }
            .distinctUntilChanged()
            .share(replay: 1)

        // `errors` and `skipped` are told first, so a subscriber to `timeline` that reports its own
        // failure (a storage write) is not overwritten by this response's nil.
        let latestError = self.latestError
        let latestSkipped = self.latestSkipped
        let backOffUntil = self.backOffUntil
        let stopped = self.stopped
        // An older page's success clears only an older page's error: a failed poll stays
        // said until a poll succeeds.
        let errorIsOlderPage = BehaviorRelay<Bool>(value: false)
        tagged
            .subscribe(onNext: { isPoll, response in
                switch response {
                case .success(let page):
                    latestSkipped.accept(page.skipped)
                    if isPoll || errorIsOlderPage.value { latestError.accept(nil) }
                case .failure(let error):
                    latestError.accept(error)
                    errorIsOlderPage.accept(!isPoll)
                    if let until = error.rateLimitedUntil { backOffUntil.accept(until) }
                    if error.stopsPolling { stopped.accept(true) }
                }
            })
            .disposed(by: bag)

        // Fetching stopped (paused, offline…): the request in flight was cancelled, so
        // nothing is waiting for an answer any more.
        activeToken
            .filter { $0 == nil }
            .subscribe(onNext: { _ in waitingSince.accept(nil) })
            .disposed(by: bag)

        let restart = self.restart
        refresh
            .subscribe(onNext: {
                // Clearing `stopped` fetches at once by itself.
                if stopped.value { stopped.accept(false) } else { restart.accept(()) }
            })
            .disposed(by: bag)

        timeline
            .scan(startCursor, accumulator: TimelineFetcher.nextCursor)
            .bind(to: feedCursor)
            .disposed(by: bag)
    }

    /// The requests for older tweets: for each id asked while none is loading, `.loading`
    /// and then the page older than it, or `.reachedEnd` at once below an exhausted id
    /// (`OlderPageGate`). A request is taken as soon as the previous page's answer arrived,
    /// even before that page's request completes. Shared, so the fetcher's subscribers
    /// hear each answer before later ones.
    private static func olderPages(of requests: Observable<Int64>, tokens: Observable<AccessToken?>,
                                   fetch: @escaping (AccessToken, TimelineCursor) -> Observable<Result<Decoded<Tweet>, TwitterError>>)
        -> Observable<OlderPageResponse> {
        Observable<OlderPageResponse>.create { observer in
            let gate = OlderPageGate(observer: observer)
            let requestsInFlight = CompositeDisposable()
            let subscription = requests
                .withLatestFrom(tokens) { below, token in (below: below, token: token) }
                .subscribe(onNext: { request in
                    guard let token = request.token, let ticket = gate.take(below: request.below) else { return }
                    let inFlight = SingleAssignmentDisposable()
                    guard let key = requestsInFlight.insert(inFlight) else { return gate.abandon(ticket) }
                    inFlight.setDisposable(
                        fetch(token, TimelineCursor(max: request.below - 1, since: 0))
                            .subscribe(onNext: { result in
                                gate.answer(ticket, with: OlderPageResponse(below: request.below, result: result))
                            }, onError: { _ in
                                gate.abandon(ticket)
                                requestsInFlight.remove(for: key)
                            }, onCompleted: {
                                gate.abandon(ticket)
                                requestsInFlight.remove(for: key)
                            }))
                })
            return Disposables.create(subscription, requestsInFlight)
        }
        .share()
    }

    /// The cursor after a page: newer than the newest tweet seen so far, with no upper
    /// bound. An empty page keeps the cursor.
    ///
    /// The documents set `max_id` to the oldest id - 1 and `since_id` to the newest, which
    /// asks for an empty window (older than the oldest and newer than the newest); a
    /// reader that polls for new tweets wants only the second half.
    static func nextCursor(_ previous: TimelineCursor, _ tweets: [Tweet]) -> TimelineCursor {
        guard let newest = tweets.map(\.id).max() else { return previous }
        return TimelineCursor(max: .max, since: Swift.max(previous.sinceId, newest))
    }

    /// The polling period, or nil when `interval` asks for a single fetch (nil, zero,
    /// negative or `.never`).
    static func pollingPeriod(_ interval: RxTimeInterval?) -> RxTimeInterval? {
        guard let interval else { return nil }
        switch interval {
        case .seconds(let value): return value > 0 ? interval : nil
        case .milliseconds(let value): return value > 0 ? interval : nil
        case .microseconds(let value): return value > 0 ? interval : nil
        case .nanoseconds(let value): return value > 0 ? interval : nil
        case .never: return nil
        @unknown default: return nil
        }
    }

    /// `seconds` as a dispatch interval, rounded up to whole milliseconds (so a back-off
    /// never ends early) and capped at a day.
    static func dispatchInterval(_ seconds: TimeInterval) -> RxTimeInterval {
        .milliseconds(Int((Swift.min(seconds, 86_400) * 1000).rounded(.up)))
    }
}

/// Turns any request error into the `TwitterError` the fetcher publishes.
enum TwitterFetchError {
    /// `error` itself when it is a `TwitterError`, else `.network` with its description.
    static func twitterError(_ error: Swift.Error) -> TwitterError {
        if let error = error as? TwitterError { return error }
        return .network(String(describing: error))
    }
}
