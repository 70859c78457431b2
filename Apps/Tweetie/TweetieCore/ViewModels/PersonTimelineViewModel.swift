import AppCoreSupport
import RxCore

/// One person's timeline, fetched (not stored): every page fetched is merged with the
/// earlier ones, newest first. It says what a screen tells about it: the title, what is
/// loading, the banner (a failure, or that the person has nothing to show), the status
/// line's parts, the "loading older" note, and the actions that apply to the selected tweet.
///
/// The view model fetches from `init` until it is deallocated.
public final class PersonTimelineViewModel {
    // MARK: - Init

    /// The person shown, without the `@`.
    public let username: String
    /// Where tweets come from, the account, the network and time.
    public let environment: TweetieEnvironment
    /// What the source calls its items ("tweets", Bluesky's "posts").
    public let noun: PostNoun

    /// Fetches the person's tweets.
    let fetcher: TimelineFetcher
    private let allTweets = BehaviorRelay<[Tweet]>(value: [])
    private let titleText = BehaviorRelay<String>(value: PersonTimelineViewModel.loadingTitle)
    private let bag = DisposeBag()

    /// The title until the first response.
    static let loadingTitle = "Loading..."

    /// A view model for the timeline of `username`, asked of `environment`'s API.
    public init(environment: TweetieEnvironment, username: String) {
        self.environment = environment
        self.username = username
        noun = environment.api.postNoun
        fetcher = TimelineFetcher(account: environment.account, username: username, api: environment.api, environment: environment)
        tweets = Driver.never()
        title = Driver.never()
        isLoading = Driver.never()
        errorBanner = Driver.never()
        olderPages = Driver.never()
        isLoadingOlder = Driver.never()
        banner = Driver.never()
        status = Driver.never()
        olderNote = Driver.never()
        actions = Driver.never()
        activity = "Loading \(noun.plural)…"
        skippedTweets = fetcher.skipped.asDriver(onErrorJustReturn: 0)
        bindInput()
        bindOutput()
        bindPresentation()
    }

    // MARK: - Input

    /// The reader reached the end of the timeline: fetches the page older than the oldest
    /// tweet shown (ignored while one is loading; see `olderPages`).
    public let loadOlder = PublishRelay<Void>()

    /// The tweet the user has selected, nil when none: `actions` follow it.
    public let selectedTweet = BehaviorRelay<Tweet?>(value: nil)

    // MARK: - Output

    /// The person's tweets, newest first; empty until the first response. Later pages
    /// are merged with the earlier ones by id (a tweet fetched again replaces its old copy).
    public private(set) var tweets: Driver<[Tweet]>
    /// "Loading..." until the first response, then "@username" — after a failed first
    /// request too: the title names whose timeline this is, the banner says what failed.
    public private(set) var title: Driver<String>
    /// Whether the first response is still awaited (`activity` says what for).
    public private(set) var isLoading: Driver<Bool>
    /// What is awaited while `isLoading`: "Loading posts…".
    public let activity: String
    /// The latest fetch failure, nil once a fetch succeeds; `.retriesByItself` while
    /// polling goes on (there is no refresh here).
    public private(set) var errorBanner: Driver<Banner?>
    /// How loading older tweets goes: `.idle` until `loadOlder`, then `.loading` and
    /// `.idle` (merged into `tweets`), `.reachedEnd` or `.failed`.
    public private(set) var olderPages: Driver<OlderPagesStatus>
    /// Whether a page of older tweets is on its way: true from `loadOlder` until the page
    /// is in `tweets` or failed.
    public private(set) var isLoadingOlder: Driver<Bool>
    /// How many tweets of the latest page could not be read and were left out.
    public let skippedTweets: Driver<Int>
    /// The banner: the latest failure, else (once the first answer came) that the person
    /// has nothing to show — a blank screen looked like a load that never ended.
    public private(set) var banner: Driver<Banner?>
    /// The status line: how many tweets, how many were unreadable, how loading older goes.
    public private(set) var status: Driver<StatusLine>
    /// Said under the last tweet while older ones load ("Loading older posts…"); nil otherwise.
    public private(set) var olderNote: Driver<String?>
    /// What the user can do now: open the selected tweet's link when it has one (Enter
    /// leads nowhere: the author's own timeline is this one).
    public private(set) var actions: Driver<Set<TimelineAction>>

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
        isLoading = title.map { $0 == PersonTimelineViewModel.loadingTitle }.distinctUntilChanged()
        let noun = self.noun
        let pollsAgain = TimelineFetcher.pollingPeriod(environment.interval) != nil
        errorBanner = fetcher.errors
            .map { error in error.map { ListTimelineViewModel.errorBanner(for: $0, showingStored: false, pollsAgain: pollsAgain,
                                                                               canRetry: false, noun: noun) } }
            .asDriver(onErrorJustReturn: nil)
        // After the merge above, so `.idle` comes once the page is in `tweets`.
        olderPages = fetcher.olderPages.startWith(.idle).asDriver(onErrorJustReturn: .idle)
        isLoadingOlder = olderPages.map { $0 == .loading }.distinctUntilChanged()
    }

    private func bindPresentation() {
        let noun = self.noun
        let username = self.username
        let answeredEmpty = Driver.combineLatest(isLoading, tweets.map(\.isEmpty)) { !$0 && $1 }
        banner = Driver.combineLatest(errorBanner.startWith(nil), answeredEmpty) { error, empty -> Banner? in
            error ?? (empty ? .info("@\(username) has no \(noun.plural) to show.") : nil)
        }
        .distinctUntilChanged()
        status = Driver.combineLatest(tweets, skippedTweets, olderPages) { tweets, skipped, older in
            StatusLine(parts: [noun.count(tweets.count)] + StatusLine.skipped(skipped) + StatusLine.older(older))
        }
        .distinctUntilChanged()
        olderNote = isLoadingOlder.map { $0 ? ListTimelineViewModel.loadingOlderNote(noun) : nil }
        actions = selectedTweet.asDriver()
            .map { TimelineAction.applying(to: $0, offered: [.openLink]) }
            .distinctUntilChanged()
    }

    /// `page` merged into `tweets` by id, newest (highest id) first.
    static func merge(_ tweets: [Tweet], with page: [Tweet]) -> [Tweet] {
        var byId = Dictionary(tweets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for tweet in page { byId[tweet.id] = tweet }
        return byId.values.sorted { $0.id > $1.id }
    }
}
