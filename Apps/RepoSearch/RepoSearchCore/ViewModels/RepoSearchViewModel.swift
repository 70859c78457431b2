import Foundation
import RxCore
import RxNetwork

/// The search screen's view model, in the documents' shape: text goes in through
/// `keywords`, repositories come out as a `Driver`, and everything else the screen says
/// is one state enum.
///
/// The typed text is throttled (1 s: the first keystroke at once, then at most one
/// query a second) and de-duplicated with the mode; each query's request replaces the
/// previous one (`flatMapLatest` cancels it). The stored first page of a query typed
/// again is shown at once, then refreshed. Pages follow GitHub's `Link: rel="next"` when
/// `loadNextPage` is sent. Errors never end the outputs: they become the state, and the
/// list shown is kept. A used-up rate limit stops requests until it resets (no request
/// is sent that GitHub would refuse), then the query is asked again by itself.
///
/// Inputs may be sent from the main queue; outputs are Drivers (main queue). The view
/// model works from `init` until it is deallocated.
public final class RepoSearchViewModel {
    // MARK: - Init

    /// Where repositories come from.
    public let api: any GitHubAPIProtocol
    /// Where the last queries' results are kept; nil keeps nothing.
    public let recentQueries: RecentQueries?
    /// Runs the throttle and the rate-limit waits, and delivers answers.
    public let scheduler: SchedulerType
    /// Where first pages are written to `recentQueries`: off the main queue in the app,
    /// so storing never holds a frame back.
    public let storageScheduler: ImmediateSchedulerType
    /// Whether the network is up; nil when it does not matter (a replay).
    public let reachability: ReachabilityType?

    private let throttleInterval: RxTimeInterval
    private let modeRelay: BehaviorRelay<SearchMode>
    private let current: BehaviorRelay<RepoSearchResults>
    private let storageProblems = BehaviorRelay<String?>(value: nil)
    private let bag = DisposeBag()

    /// How long the typed text is throttled (the documents' 1 s).
    public static let defaultThrottle: RxTimeInterval = .seconds(1)

    /// A view model asking `api`, keeping results in `recentQueries`, starting in `mode`.
    ///
    /// - Parameters:
    ///   - reachability: when the network comes back, a query that failed is asked again.
    ///   - scheduler: the main scheduler in the app, a `TestScheduler` in tests.
    ///   - storageScheduler: where stored pages are written (a background queue by
    ///     default; tests pass their scheduler).
    ///   - throttle: how long typed text is throttled.
    public init(api: any GitHubAPIProtocol, recentQueries: RecentQueries? = nil, mode: SearchMode = .userRepositories,
                reachability: ReachabilityType? = nil, scheduler: SchedulerType = MainScheduler.instance,
                storageScheduler: ImmediateSchedulerType = SerialDispatchQueueScheduler(qos: .utility),
                throttle: RxTimeInterval = RepoSearchViewModel.defaultThrottle) {
        self.api = api
        self.recentQueries = recentQueries
        self.reachability = reachability
        self.scheduler = scheduler
        self.storageScheduler = storageScheduler
        throttleInterval = throttle
        modeRelay = BehaviorRelay(value: mode)
        current = BehaviorRelay(value: RepoSearchResults(mode: mode))

        results = current.asDriver()
        repos = current.asDriver().map(\.repos).distinctUntilChanged()
        state = current.asDriver().map(\.state).distinctUntilChanged()
        message = current.asDriver().map(\.message).distinctUntilChanged()
        self.mode = modeRelay.asDriver()
        isLoadingMore = current.asDriver().map(\.isLoadingMore).distinctUntilChanged()
        rateLimit = current.asDriver().map(\.rateLimit).distinctUntilChanged()
        storageProblem = storageProblems.asDriver().distinctUntilChanged()
        isOffline = reachability.map { $0.reachable.map { !$0 }.asDriver(onErrorJustReturn: false) } ?? .just(false)
        showDetail = selectRepo.asSignal(onErrorSignalWith: .empty()).map { RepoDetailViewModel(repo: $0) }
        bindInput()
    }

    // MARK: - Input

    /// The text in the search field, sent on every edit (the documents' `keywords`).
    public let keywords = PublishRelay<String>()
    /// Switches between a user's repositories and a repository search (Tab).
    public let switchMode = PublishRelay<Void>()
    /// Asks for the next page (the list was scrolled to its end); ignored while a page
    /// is loading or when there is none.
    public let loadNextPage = PublishRelay<Void>()
    /// Asks the current query again from its first page.
    public let refresh = PublishRelay<Void>()
    /// A repository was chosen (Enter): its detail screen follows on `showDetail`.
    public let selectRepo = PublishRelay<Repo>()

    // MARK: - Output

    /// Everything shown at once, for front ends that want one value.
    public let results: Driver<RepoSearchResults>
    /// The repositories shown, every loaded page in order (the documents' `repos`).
    public let repos: Driver<[Repo]>
    /// Where the query stands.
    public let state: Driver<RepoSearchState>
    /// What to tell the user about the state (nil when the list says it all).
    public let message: Driver<String?>
    /// The mode the field is in.
    public let mode: Driver<SearchMode>
    /// Whether the next page is loading (show the "loading more…" row).
    public let isLoadingMore: Driver<Bool>
    /// The rate limit GitHub last reported for the current mode's counter.
    public let rateLimit: Driver<GitHubRateLimit?>
    /// Why stored results could not be read or written, nil while they can.
    public let storageProblem: Driver<String?>
    /// Whether the network is down (always false without a reachability).
    public let isOffline: Driver<Bool>
    /// The detail screen's view model for each chosen repository.
    public let showDetail: Signal<RepoDetailViewModel>

    /// The results shown now.
    public var currentResults: RepoSearchResults { current.value }

    // MARK: - Bindings

    private func bindInput() {
        let modeRelay = self.modeRelay
        switchMode
            .subscribe(onNext: { modeRelay.accept(modeRelay.value.toggled) })
            .disposed(by: bag)

        let typed = keywords.asObservable()
            .throttle(throttleInterval, latest: true, scheduler: scheduler)
            .startWith("")
        let queries = Observable.combineLatest(typed, modeRelay.asObservable()) { SearchQuery(mode: $1, text: $0) }
            .distinctUntilChanged()
            .share(replay: 1)
        // Back online after a failure: the query is asked again by itself.
        let current = self.current
        let backOnline = (reachability?.reachable ?? .never())
            .distinctUntilChanged()
            .skip(1)
            .filter { $0 }
            .filter { _ in if case .failed = current.value.state { return true } else { return false } }
            .map { _ in () }
        let runs = Observable.merge(queries, Observable.merge(refresh.asObservable(), backOnline).withLatestFrom(queries))

        let storageProblems = self.storageProblems
        let results = runs
            .flatMapLatest { [weak self] query -> Observable<SearchEvent> in
                self?.events(of: query) ?? .empty()
            }
            .scan(current.value) { results, event in
                var results = results
                results.apply(event)
                return results
            }
            .share()
        results
            .bind(to: current)
            .disposed(by: bag)

        // First pages are stored off the screen's path, in order.
        guard let recentQueries else { return }
        let scheduler = self.scheduler
        results
            .compactMap { results -> RecentQuery? in
                guard results.needsStoring, let query = results.query else { return nil }
                return RecentQuery(query: query, repos: results.repos, nextPage: results.nextPage,
                                   totalCount: results.totalCount, savedAt: scheduler.now)
            }
            .observe(on: storageScheduler)
            .subscribe(onNext: { stored in
                do {
                    try recentQueries.save(stored)
                    storageProblems.accept(nil)
                } catch {
                    storageProblems.accept(GitHubError.storage(RepoSearchViewModel.reason(error)).message)
                }
            })
            .disposed(by: bag)
    }

    /// What happens for `query`: its stored results, its first page, and the pages
    /// after it as `loadNextPage` asks for them.
    private func events(of query: SearchQuery) -> Observable<SearchEvent> {
        guard !query.isEmpty else { return .just(.cleared(query.mode)) }
        var stored: RecentQuery?
        do {
            stored = try recentQueries?.results(for: query)
        } catch {
            storageProblems.accept(GitHubError.storage(RepoSearchViewModel.reason(error)).message)
        }
        return Observable.concat(.just(.started(query, stored: stored)), firstPage(of: query))
    }

    /// The first page of `query`, the pages after it, and after a rate limit the query
    /// again once the limit resets.
    private func firstPage(of query: SearchQuery) -> Observable<SearchEvent> {
        let scheduler = self.scheduler
        return request(query, page: nil).flatMap { [weak self] event -> Observable<SearchEvent> in
            guard let self else { return .just(event) }
            switch event {
            case .loaded(_, let page, _):
                return Observable.concat(.just(event), self.pages(of: query, after: page.next))
            case .failed(_, .rateLimited(let until, _), _):
                let wait = RepoSearchViewModel.interval(until.timeIntervalSince(scheduler.now))
                let again = Observable<Int>.timer(wait, scheduler: scheduler)
                    .flatMap { [weak self] _ in self?.firstPage(of: query) ?? .empty() }
                return Observable.concat(.just(event), again)
            default:
                return .just(event)
            }
        }
    }

    /// The pages from `next` on, each when `loadNextPage` asks for it; a page that fails
    /// is asked again the next time.
    private func pages(of query: SearchQuery, after next: URL?) -> Observable<SearchEvent> {
        guard let next else { return .empty() }
        return loadNextPage.asObservable().take(1).flatMap { [weak self] _ -> Observable<SearchEvent> in
            guard let self else { return .empty() }
            let page = self.request(query, page: next).flatMap { [weak self] event -> Observable<SearchEvent> in
                guard let self else { return .just(event) }
                switch event {
                case .loaded(_, let page, _): return Observable.concat(.just(event), self.pages(of: query, after: page.next))
                default: return Observable.concat(.just(event), self.pages(of: query, after: next))
                }
            }
            return Observable.concat(.just(.loadingMore(query)), page)
        }
    }

    /// One request as an event, delivered on the scheduler; not sent for a user name
    /// that cannot be a login, nor while the counter it uses is known to be at zero (the
    /// answer would be a 403).
    private func request(_ query: SearchQuery, page: URL?) -> Observable<SearchEvent> {
        let api = self.api
        let scheduler = self.scheduler
        let current = self.current
        let isFirst = page == nil
        return Observable.deferred {
            let resource: GitHubRateLimit.Resource = query.mode == .repositorySearch ? .search : .core
            if isFirst, query.mode == .userRepositories, !query.isValidUserName {
                // Not a login, so no user has it; it never goes into a request path.
                return .just(.failed(query, .userNotFound(query.text), isFirst: true))
            }
            if let limit = current.value.rateLimits[resource], limit.isExhausted(at: scheduler.now), let reset = limit.reset {
                return .just(.failed(query, .rateLimited(until: reset, resource: resource), isFirst: isFirst))
            }
            let answer = page.map { api.page(at: $0, mode: query.mode) } ?? api.repositories(for: query)
            return answer.asObservable()
                .observe(on: scheduler)
                .map { SearchEvent.loaded(query, $0, isFirst: isFirst) }
                .catch { error in
                    let failure = error as? GitHubError ?? .network(String(describing: error))
                    return .just(.failed(query, failure, isFirst: isFirst))
                }
        }
    }

    /// `seconds` (at least 0) as an interval, to the millisecond.
    private static func interval(_ seconds: TimeInterval) -> RxTimeInterval {
        .milliseconds(Int((max(0, seconds) * 1000).rounded(.up)))
    }

    /// A store error's sentence without its final period (the message adds one).
    static func reason(_ error: Swift.Error) -> String {
        var reason = String(describing: error)
        while reason.hasSuffix(".") { reason.removeLast() }
        return reason
    }
}
