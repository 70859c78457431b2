import AppCoreSupport
import Foundation
import RxCore
import RxNetwork

/// The search screen's view model, in the documents' shape: text goes in through
/// `keywords`, repositories come out as a `Driver`, and everything the screen says —
/// title, prompt, banner, status line, the "loading more…" row, the actions that apply —
/// comes out beside them, so every front end says the same.
///
/// The typed text is throttled (1 s: the first keystroke at once, then at most one
/// query a second) and de-duplicated with the mode; each query's request replaces the
/// previous one (`flatMapLatest` cancels it). The stored first page of a query typed
/// again is shown at once, then refreshed. Pages follow GitHub's `Link: rel="next"` when
/// the last repository reaches the bottom of the screen (`lastRepoOnScreen`) or
/// `loadNextPage` is sent. Errors never end the outputs: they become the state, and the
/// list shown is kept. A used-up rate limit stops requests until it resets (no request
/// is sent that GitHub would refuse), then the query is asked again by itself.
///
/// Inputs are sent from the main queue; outputs are Drivers (main queue). The view
/// model works from `init` until it is deallocated.
public final class RepoSearchViewModel {
    // MARK: - Init

    /// Where repositories come from, where queries are kept, the network, time.
    public let environment: RepoSearchEnvironment
    /// The text typed at start (`repo-search sferik`), searched at once; "" for none.
    public let initialText: String

    private let throttleInterval: RxTimeInterval
    private let modeRelay: BehaviorRelay<SearchMode>
    private let current: BehaviorRelay<RepoSearchResults>
    private let storageProblems = BehaviorRelay<String?>(value: nil)
    /// The end of the list on screen asking for the next page (see `EndOfListWatch`).
    private let nextPageWanted = PublishRelay<Void>()
    private let timeFormatter: RelativeTimeFormatter
    private let bag = DisposeBag()

    /// How long the typed text is throttled (the documents' 1 s).
    public static let defaultThrottle: RxTimeInterval = .seconds(1)

    /// What the banner says while the network is down and the query has nothing to say.
    public static let offlineText = "Offline: no network connection. Searches typed before show what was saved."

    /// What the last row says while the next page loads.
    public static let loadingMoreText = "loading more…"

    /// What the banner says while a request has gone unanswered for `slowAfter` (Tweetie's words).
    public static let slowText = "The server is not answering; still waiting for it."

    /// A view model asking `environment`'s API, keeping first pages in its storage,
    /// starting in `mode` with `initialText` typed (searched at once).
    ///
    /// - Parameter throttle: how long typed text is throttled.
    public init(environment: RepoSearchEnvironment, mode: SearchMode = .userRepositories, initialText: String? = nil,
                throttle: RxTimeInterval = RepoSearchViewModel.defaultThrottle) {
        self.environment = environment
        self.initialText = initialText ?? ""
        throttleInterval = throttle
        modeRelay = BehaviorRelay(value: mode)
        current = BehaviorRelay(value: RepoSearchResults(mode: mode))
        let startMode = mode
        timeFormatter = RelativeTimeFormatter(timeZone: environment.timeZone)
        let timeZone = environment.timeZone
        let note = environment.note
        let suggestsToken = environment.suggestsToken

        let results = current.asDriver()
        self.results = results
        repos = results.map(\.repos).distinctUntilChanged()
        state = results.map(\.state).distinctUntilChanged()
        let mode = modeRelay.asDriver()
        self.mode = mode
        title = mode.map { RepoSearchViewModel.title(for: $0, note: note) }
        prompt = mode.map(\.title)
        placeholder = mode.map { RepoSearchViewModel.placeholder(for: $0, note: note) }
        isLoadingMore = results.map(\.isLoadingMore).distinctUntilChanged()
        loadingMore = isLoadingMore.map { $0 ? RepoSearchViewModel.loadingMoreText : nil }
        rows = results.map(RepoRow.rows(of:)).distinctUntilChanged()
        rateLimit = results.map(\.rateLimit).distinctUntilChanged()
        storageProblem = storageProblems.asDriver().distinctUntilChanged()
        // Without a reachability, never offline, said on subscription (`Driver.just` would
        // wait for the next main-queue turn, and hold back what follows it).
        let offline = environment.reachability?.reachable.map { !$0 } ?? .just(false)
        isOffline = offline.asDriver(onErrorJustReturn: false)
        message = results.map { RepoSearchBanner.message(for: $0, timeZone: timeZone, suggestingToken: suggestsToken) }.distinctUntilChanged()
        omissions = results.map(RepoFormatting.omissions(of:)).distinctUntilChanged()
        // Waiting for an answer (a first page or the next) for `slowAfter`: counted from
        // the first of the requests still waiting, so typing on (which cancels one) does
        // not start the count again; false at the answer.
        let slowAfter = RepoSearchViewModel.interval(environment.slowAfter)
        let scheduler = environment.scheduler
        let slow = current.asObservable()
            .map { $0.state == .loading || $0.isLoadingMore }
            .distinctUntilChanged()
            .flatMapLatest { waiting -> Observable<Bool> in
                guard waiting else { return .just(false) }
                return Observable<Int>.timer(slowAfter, scheduler: scheduler).map { _ in true }.startWith(false)
            }
            .distinctUntilChanged()
            .share(replay: 1)
        isSlow = slow.asDriver(onErrorJustReturn: false)
        statusParts = Observable.combineLatest(current.asObservable(), slow) { RepoFormatting.statusParts(of: $0, timeZone: timeZone, isSlow: $1) }
            .asDriver(onErrorJustReturn: [])
            .distinctUntilChanged()
        actions = results.map(RepoSearchViewModel.actions(for:)).distinctUntilChanged()
        openURL = openRepo.asSignal(onErrorSignalWith: .empty()).map(\.htmlURL)
        // One value folded from the sources themselves (not from Drivers, which would
        // deliver each other's elements a main-queue turn late).
        let changes = Observable.merge(current.asObservable().map(RepoSearchBanner.Change.results),
                                       browserBanner.asObservable().map(RepoSearchBanner.Change.browser),
                                       storageProblems.asObservable().map(RepoSearchBanner.Change.storageProblem),
                                       offline.catchAndReturn(false).map(RepoSearchBanner.Change.offline),
                                       slow.map(RepoSearchBanner.Change.slow))
        banner = changes
            .scan(RepoSearchBanner(mode: startMode, timeZone: timeZone, suggestsToken: suggestsToken)) { banner, change in
                var banner = banner
                banner.apply(change)
                return banner
            }
            .map(\.banner)
            .asDriver(onErrorJustReturn: nil)
            .distinctUntilChanged()
        bindInput()
    }

    // MARK: - Input

    /// The text in the search field, sent on every edit (the documents' `keywords`).
    public let keywords = PublishRelay<String>()
    /// Switches between a user's repositories and a repository search (Tab).
    public let switchMode = PublishRelay<Void>()
    /// The id of the lowest repository on screen, after every layout (nil when the list
    /// is empty; nothing for the "loading more…" row): when it is the list's last, the
    /// next page is asked for, once each time the end comes into view, and again after a
    /// page arrived while it stays there (the screen lays out again when the state
    /// settles). A failed page is asked for again once the end goes out of view and
    /// comes back, not on every layout.
    public let lastRepoOnScreen = PublishRelay<Int64?>()
    /// Asks for the next page now; ignored while a page is loading or when there is none.
    public let loadNextPage = PublishRelay<Void>()
    /// How many repositories to load without being asked (a pipe's `--limit`): after each
    /// page, while fewer are shown and there is a next page, it is asked for at once. A
    /// page that fails stops it (no retry loop); 0, the default, loads pages only as the
    /// end of the list or `loadNextPage` asks.
    public let wantedCount = BehaviorRelay<Int>(value: 0)
    /// Asks the current query again from its first page.
    public let refresh = PublishRelay<Void>()
    /// Open this repository's page (the selected one) in the browser: it comes on `openURL`.
    public let openRepo = PublishRelay<Repo>()
    /// What opening a page of `openURL` says, as the front end's browser reports it
    /// ("Opening …", "Opened …", or why not): shown in `banner` until the query changes.
    public let browserBanner = PublishRelay<Banner>()

    // MARK: - Output

    /// Everything shown at once, unformatted, for front ends that want one value.
    public let results: Driver<RepoSearchResults>
    /// The repositories shown, every loaded page in order (the documents' `repos`).
    public let repos: Driver<[Repo]>
    /// Where the query stands.
    public let state: Driver<RepoSearchState>
    /// The mode the field is in.
    public let mode: Driver<SearchMode>
    /// The screen's title: "GitHub · a user's repositories", with the source when it is
    /// not GitHub ("… (recorded)").
    public let title: Driver<String>
    /// The field's prompt: "User" or "Search".
    public let prompt: Driver<String>
    /// What the empty field suggests typing.
    public let placeholder: Driver<String>
    /// What the query's state tells the user (loading, nothing found, a failure, a rate
    /// limit); nil when the list says it all.
    public let message: Driver<Banner?>
    /// Why stored results could not be read or written, nil while they can.
    public let storageProblem: Driver<String?>
    /// Whether the network is down (always false without a reachability).
    public let isOffline: Driver<Bool>
    /// Whether a request (the first page or the next) has gone unanswered for the
    /// environment's `slowAfter`; false again at its answer or failure. The banner then
    /// says `slowText` and the status "not answering".
    public let isSlow: Driver<Bool>
    /// What the list leaves out (unreadable elements, a search cut short), nil for nothing.
    public let omissions: Driver<String?>
    /// The banner: what opening a page said (until the query changes), else that the
    /// server is not answering (`isSlow`), else the `message`, else a storage problem, else being offline, else the `omissions`; nil
    /// for none.
    public let banner: Driver<Banner?>
    /// Whether the next page is loading.
    public let isLoadingMore: Driver<Bool>
    /// What the row under the list says while the next page loads ("loading more…"),
    /// nil when there is no such row.
    public let loadingMore: Driver<String?>
    /// The list's rows: the repositories, then the "loading more…" row while the next
    /// page loads; one value per change (never the new page beside the old row).
    public let rows: Driver<[RepoRow]>
    /// The rate limit GitHub last reported for the current mode's counter.
    public let rateLimit: Driver<GitHubRateLimit?>
    /// The status line's parts: "30 of 77 repositories", "2 skipped", "not answering",
    /// "API 59/60 left".
    public let statusParts: Driver<[String]>
    /// What the user can do now (open a repository only when there are some).
    public let actions: Driver<Set<RepoSearchAction>>
    /// A page to open in the browser, for each `openRepo` (always an http(s) URL).
    public let openURL: Signal<URL>

    /// The results shown now.
    public var currentResults: RepoSearchResults { current.value }

    /// `repo` as the list shows it, updated "3d" ago by the environment's clock. Main
    /// queue only (for a cell being configured).
    public func summary(of repo: Repo) -> RepoSummary {
        RepoSummary(repo, formatter: timeFormatter, now: environment.now())
    }

    // MARK: - Bindings

    private func bindInput() {
        let modeRelay = self.modeRelay
        switchMode
            .subscribe(onNext: { modeRelay.accept(modeRelay.value.toggled) })
            .disposed(by: bag)

        let typed = keywords.asObservable()
            .throttle(throttleInterval, latest: true, scheduler: environment.scheduler)
            .startWith(initialText)
        let queries = Observable.combineLatest(typed, modeRelay.asObservable()) { SearchQuery(mode: $1, text: $0) }
            .distinctUntilChanged()
            .share(replay: 1)
        // Back online after a failure: the query is asked again by itself.
        let current = self.current
        let backOnline = (environment.reachability?.reachable ?? .never())
            .distinctUntilChanged()
            .skip(1)
            .filter { $0 }
            .filter { _ in if case .failed = current.value.state { return true } else { return false } }
            .map { _ in () }
        let runs = Observable.merge(queries, Observable.merge(refresh.asObservable(), backOnline).withLatestFrom(queries))

        // Published, so every part below sees the first query's events (which may come
        // at once) before they start.
        let events = runs
            .flatMapLatest { [weak self] query -> Observable<SearchEvent> in
                self?.events(of: query) ?? .empty()
            }
            .publish()
        let results = events
            .scan(current.value) { results, event in
                var results = results
                results.apply(event)
                return results
            }
            .publish()
        results
            .bind(to: current)
            .disposed(by: bag)
        bindPaging(events: events.asObservable())
        bindStorage(results: results.asObservable())
        results.connect().disposed(by: bag)
        events.connect().disposed(by: bag)
    }

    /// The end of the list on screen asks for the next page, once per arrival there.
    private func bindPaging(events: Observable<SearchEvent>) {
        let current = self.current
        let arrivals = events.compactMap { event -> EndOfListWatch.Report? in
            if case .loaded = event { return .pageArrived }
            return nil
        }
        Observable.merge(lastRepoOnScreen.asObservable().map { .bottom($0, last: current.value.repos.last?.id) }, arrivals)
            .scan((watch: EndOfListWatch(), ask: false)) { state, report in
                var watch = state.watch
                let ask = watch.apply(report)
                return (watch, ask)
            }
            .filter(\.ask)
            .map { _ in () }
            .bind(to: nextPageWanted)
            .disposed(by: bag)
    }

    /// First pages are stored off the screen's path, in order.
    private func bindStorage(results: Observable<RepoSearchResults>) {
        let storage = environment.storage
        let scheduler = environment.scheduler
        let storageProblems = self.storageProblems
        results
            .compactMap { results -> RecentQuery? in
                guard results.needsStoring, let query = results.query else { return nil }
                return RecentQuery(query: query, repos: results.repos, nextPage: results.nextPage,
                                   totalCount: results.totalCount, savedAt: scheduler.now)
            }
            .observe(on: environment.storageScheduler)
            .subscribe(onNext: { stored in
                do {
                    try storage.save(stored)
                    storageProblems.accept(nil)
                } catch {
                    storageProblems.accept(GitHubError.storage(RepoSearchViewModel.reason(error)).message)
                }
            })
            .disposed(by: bag)
    }

    /// What happens for `query`: its stored results, its first page, and the pages
    /// after it as the end of the list asks for them.
    private func events(of query: SearchQuery) -> Observable<SearchEvent> {
        guard !query.isEmpty else { return .just(.cleared(query.mode)) }
        var stored: RecentQuery?
        do {
            stored = try environment.storage.results(for: query)
        } catch {
            storageProblems.accept(GitHubError.storage(RepoSearchViewModel.reason(error)).message)
        }
        return Observable.concat(.just(.started(query, stored: stored)), firstPage(of: query))
    }

    /// The first page of `query`, the pages after it, and after a rate limit the query
    /// again once the limit resets.
    private func firstPage(of query: SearchQuery) -> Observable<SearchEvent> {
        let scheduler = environment.scheduler
        return request(query, page: nil).flatMap { [weak self] event -> Observable<SearchEvent> in
            guard let self else { return .just(event) }
            switch event {
            case .loaded(_, let page, _):
                return Observable.concat(.just(event), self.pages(of: query, after: page.next, untilWanted: true))
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

    /// The pages from `next` on, each when it is asked for (`loadNextPage`, or the end of
    /// the list on screen), or at once while fewer than `wantedCount` are shown and
    /// `untilWanted` (after a page that loaded, never after a failure); a page that fails
    /// is asked again the next time.
    private func pages(of query: SearchQuery, after next: URL?, untilWanted: Bool) -> Observable<SearchEvent> {
        guard let next else { return .empty() }
        let current = self.current
        // Subscribed once the page before is in `current`, so its count is up to date.
        let wanted = untilWanted
            ? wantedCount.asObservable().filter { current.value.repos.count < $0 }.map { _ in () }
            : .empty()
        return Observable.merge(loadNextPage.asObservable(), nextPageWanted.asObservable(), wanted).take(1)
            .flatMap { [weak self] _ -> Observable<SearchEvent> in
                guard let self else { return .empty() }
                let page = self.request(query, page: next).flatMap { [weak self] event -> Observable<SearchEvent> in
                    guard let self else { return .just(event) }
                    switch event {
                    case .loaded(_, let page, _):
                        return Observable.concat(.just(event), self.pages(of: query, after: page.next, untilWanted: true))
                    default:
                        return Observable.concat(.just(event), self.pages(of: query, after: next, untilWanted: false))
                    }
                }
                return Observable.concat(.just(.loadingMore(query)), page)
            }
    }

    /// One request as an event, delivered on the scheduler; not sent for a user name
    /// that cannot be a login, nor while the counter it uses is known to be at zero (the
    /// answer would be a 403).
    private func request(_ query: SearchQuery, page: URL?) -> Observable<SearchEvent> {
        let api = environment.api
        let scheduler = environment.scheduler
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

    /// What a pipe says before its output about where the repositories come from, which a
    /// screen's title says ("(demo data)") and a pipe has no title for; nil for GitHub's.
    /// It names no users: a user the demo lacks is told them by the error, which said
    /// them a second time under this notice.
    public var sourceNotice: String? {
        environment.note == RepoSearchEnvironment.Note.demo ? "Demo data: made-up repositories, not GitHub's." : nil
    }

    /// The field's hint in `mode`: an example the source can answer (the demo knows only
    /// its own users, so GitHub's example would find nothing there).
    static func placeholder(for mode: SearchMode, note: String?) -> String {
        guard note == RepoSearchEnvironment.Note.demo else { return mode.placeholder }
        switch mode {
        case .userRepositories: return "a demo user: " + DemoGitHubAPI.userNames.joined(separator: ", ")
        case .repositorySearch: return "a search, like terminal language:swift"
        }
    }

    /// "GitHub · a user's repositories" or "GitHub · search repositories", with `note`.
    static func title(for mode: SearchMode, note: String?) -> String {
        let title = mode == .userRepositories ? "GitHub · a user's repositories" : "GitHub · search repositories"
        return title + (note.map { " (\($0))" } ?? "")
    }

    /// What applies to `results`: switching always, opening a repository when there are
    /// some, searching again when something is typed.
    static func actions(for results: RepoSearchResults) -> Set<RepoSearchAction> {
        var actions: Set<RepoSearchAction> = [.switchMode]
        if !results.repos.isEmpty { actions.insert(.openInBrowser) }
        if results.query != nil { actions.insert(.searchAgain) }
        return actions
    }
}
