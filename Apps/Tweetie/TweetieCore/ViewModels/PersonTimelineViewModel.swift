import RxCore

/// One person's timeline, fetched (not stored): every page fetched is merged with the
/// earlier ones, newest first.
///
/// The view model fetches from `init` until it is deallocated.
public final class PersonTimelineViewModel {
    // MARK: - Init

    /// The person shown, without the `@`.
    public let username: String
    /// The account whose token the requests use.
    public let account: Driver<TwitterAccount.AccountStatus>
    /// Where tweets come from.
    public let api: any TwitterAPIProtocol
    /// What the source calls its items ("tweets", Bluesky's "posts").
    public let noun: PostNoun

    /// Fetches the person's tweets.
    let fetcher: TimelineFetcher
    private let allTweets = BehaviorRelay<[Tweet]>(value: [])
    private let titleText = BehaviorRelay<String>(value: PersonTimelineViewModel.loadingTitle)
    private let bag = DisposeBag()

    /// The title until the first response.
    static let loadingTitle = "Loading..."

    /// A view model for the timeline of `username`.
    public init(account: Driver<TwitterAccount.AccountStatus>, username: String, api: any TwitterAPIProtocol, environment: FetchEnvironment) {
        self.account = account
        self.username = username
        self.api = api
        noun = api.postNoun
        fetcher = TimelineFetcher(account: account, username: username, api: api, environment: environment)
        tweets = Driver.never()
        title = Driver.never()
        errorMessage = Driver.never()
        olderPages = Driver.never()
        isLoadingOlder = Driver.never()
        skippedTweets = fetcher.skipped.asDriver(onErrorJustReturn: 0)
        bindInput()
        bindOutput()
    }

    // MARK: - Input

    /// The reader reached the end of the timeline: fetches the page older than the oldest
    /// tweet shown (ignored while one is loading; see `olderPages`).
    public let loadOlder = PublishRelay<Void>()

    // MARK: - Output

    /// The person's tweets, newest first; empty until the first response. Later pages
    /// are merged with the earlier ones by id (a tweet fetched again replaces its old copy).
    public private(set) var tweets: Driver<[Tweet]>
    /// "Loading..." until the first response, then "@username" — after a failed first
    /// request too: the title names whose timeline this is, `errorMessage` says what failed.
    public private(set) var title: Driver<String>
    /// The latest fetch error's message, nil once a fetch succeeds.
    public private(set) var errorMessage: Driver<String?>
    /// How loading older tweets goes: `.idle` until `loadOlder`, then `.loading` and
    /// `.idle` (merged into `tweets`), `.reachedEnd` or `.failed`.
    public private(set) var olderPages: Driver<OlderPagesStatus>
    /// Whether a page of older tweets is on its way (for a "loading…" row below the
    /// last tweet): true from `loadOlder` until the page is in `tweets` or failed.
    public private(set) var isLoadingOlder: Driver<Bool>
    /// How many tweets of the latest page could not be read and were left out.
    public let skippedTweets: Driver<Int>

    // MARK: - Bindings

    private func bindInput() {
        let allTweets = self.allTweets
        loadOlder
            .compactMap { allTweets.value.last?.id }
            .bind(to: fetcher.olderThan)
            .disposed(by: bag)
    }

    private func bindOutput() {
        let allTweets = self.allTweets
        fetcher.timeline
            .subscribe(onNext: { page in
                allTweets.accept(PersonTimelineViewModel.merge(allTweets.value, with: page))
            })
            .disposed(by: bag)

        let titleText = self.titleText
        let loadedTitle = "@\(username)"
        fetcher.responses
            .take(1)
            .subscribe(onNext: { _ in titleText.accept(loadedTitle) })
            .disposed(by: bag)

        tweets = allTweets.asDriver()
        title = titleText.asDriver()
        errorMessage = fetcher.errors.map { $0?.message }.asDriver(onErrorJustReturn: nil)
        // After the merge above, so `.idle` comes once the page is in `tweets`.
        olderPages = fetcher.olderPages.startWith(.idle).asDriver(onErrorJustReturn: .idle)
        isLoadingOlder = olderPages.map { $0 == .loading }.distinctUntilChanged()
    }

    /// `page` merged into `tweets` by id, newest (highest id) first.
    static func merge(_ tweets: [Tweet], with page: [Tweet]) -> [Tweet] {
        var byId = Dictionary(tweets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for tweet in page { byId[tweet.id] = tweet }
        return byId.values.sorted { $0.id > $1.id }
    }
}
