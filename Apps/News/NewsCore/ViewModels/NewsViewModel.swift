import AppCoreSupport
import Foundation
import RxCore

/// The news list, in the founding document's shape: an `offset` input (a string: "0",
/// then "10", "20"...) that is throttled and de-duplicated and turned into pages of news
/// from a source, and a `newsData` output of sections for a table.
///
/// Where it does better than the document:
/// - pages append: asking for an offset loads every page up to it, in order, and a story
///   already shown (a ranking that moved between pages) is not shown twice;
/// - a screen need not count rows: it says which story is lowest on screen
///   (`lastStoryOnScreen`), and the next page is asked for when that is the list's last;
/// - `refresh` reloads from offset 0, keeping what is shown until the new first page
///   arrives; a failed page keeps everything shown, says why in `state` and `banner`, and
///   may be asked for again (the same offset passes the de-duplication after a failure);
/// - several sources (Hacker News rankings, feeds), switched with `nextSource` /
///   `previousSource`;
/// - read stories are kept in the environment's storage (`markRead`, `readItems`) and
///   `findNextUnread` answers where the next unread one is;
/// - what the sources answer is kept there too: a source starts with its stored stories
///   at once ("Showing stored stories from 14:05; refreshing…"), which its fresh first
///   page replaces, and which stay (saying so) when that page fails or only the demo
///   could stand in (a pipe reads them only then: `showsStoredStoriesWhileLoading`);
/// - everything the screen says is an output: the title, the banner (a failed page, what
///   opening a story did, that every story is read, a storage problem, what the feed list
///   left out, that a feed moved, that the server is not answering) and the status line's parts.
///
/// Inputs are sent from the main queue; outputs are Drivers and Signals. The outputs
/// share one paging run while any of them is subscribed: the run starts on subscription.
public final class NewsViewModel {
    // MARK: - Init

    /// The sources, storage, scheduler, clock, time zone and page size.
    public let environment: NewsEnvironment

    private let storageProblems = BehaviorRelay<String?>(value: nil)
    private let bag = DisposeBag()

    /// What the banner says once every story shown is read.
    public static let allReadText = "Every story shown is read; more load at the end of the list."
    /// What the banner says while a page has gone unanswered for `slowAfter` (Tweetie's words).
    public static let slowText = "The server is not answering; still waiting for it."
    /// How long a page may go unanswered before the screen says so: before the demo
    /// stands in for Hacker News (8 s), well before a download gives up (20 s).
    public static let slowAfter: RxTimeInterval = .seconds(5)

    /// A view model paging through `environment`'s sources (at least one), keeping read
    /// marks in its storage.
    public init(environment: NewsEnvironment) {
        precondition(!environment.sourceList.sources.isEmpty, "a news view model needs a source")
        self.environment = environment
        let sources = environment.sourceList.sources
        let storageProblems = self.storageProblems

        let feed = NewsViewModel.feed(environment: environment, storageProblems: storageProblems, offset: offset.asObservable(),
                                      lastStoryOnScreen: lastStoryOnScreen.asObservable(),
                                      switches: Observable.merge(refresh.map { SourceSwitch.reload },
                                                                 nextSource.map { SourceSwitch.next },
                                                                 previousSource.map { SourceSwitch.previous }))
        let builder = NewsSectionBuilder(zone: environment.zone, now: environment.now)
        newsData = feed
            .map { state in builder.sections(state.items, sectioning: sources[state.sourceIndex].sectioning) }
            .asDriver(onErrorJustReturn: [])
        let loads = feed.map(\.load).distinctUntilChanged()
        state = loads.asDriver(onErrorJustReturn: .loading(offset: 0, count: 0))
        let slow = NewsViewModel.slow(loads: loads, scheduler: environment.scheduler)
        isSlow = slow.asDriver(onErrorJustReturn: false)
        // From the loads alone (not combined with `slow`, which hears each load apart and
        // would show a load with the wait before it for a moment).
        statusParts = NewsViewModel.waits(loads: loads, scheduler: environment.scheduler)
            .map { NewsViewModel.statusParts($0.load) + ($0.isSlow ? ["not answering"] : []) }
            .asDriver(onErrorJustReturn: [])
        let note = environment.note
        title = feed.map(\.sourceTitle).distinctUntilChanged()
            .map { title in note.map { "\(title) (\($0))" } ?? title }
            .asDriver(onErrorJustReturn: "")
        nextOffset = feed.map { $0.nextOffset.map(String.init) }.distinctUntilChanged().asDriver(onErrorJustReturn: nil)

        readItems = environment.storage.readIDs(on: environment.scheduler)
            .catch { error in
                storageProblems.accept(NewsError.storage(NewsViewModel.reason(error)).message)
                return .just([])
            }
            .asDriver(onErrorJustReturn: [])
        storageProblem = storageProblems.asDriver()

        // The latest list and marks when asked, not watched before: a pipe, which never
        // asks, reads no marks.
        let shown = Observable.combineLatest(newsData.asObservable(), readItems.asObservable())
        let unreadAnswers = findNextUnread.asObservable()
            .flatMapLatest { from in
                shown.take(1).map { latest in NewsViewModel.nextUnread(in: latest.0, read: latest.1, after: from) }
            }
            .share()
        nextUnread = unreadAnswers.asSignal(onErrorJustReturn: nil)
        openURL = openStory.compactMap { $0?.link }.asSignal(onErrorSignalWith: .empty())

        let switching: Set<NewsAction> = sources.count > 1 ? [.nextSource, .previousSource] : []
        let available = Set<NewsAction>([.read, .nextUnread, .openStory, .reload]).union(switching)
        actions = Observable.just(available).asDriver(onErrorJustReturn: available)

        notice = environment.sourceList.leftOutNotice.map { Banner.info($0) }
        let storedNotices = StoredNoticeWords(now: environment.now, zone: environment.zone)
        let progress = feed.map { FeedProgress(load: $0.load, storedAt: $0.storedAt, moved: $0.moved) }.distinctUntilChanged()
        banner = NewsViewModel.banner(
            notice: notice, loads: progress, words: storedNotices, slow: slow, storageProblems: storageProblems.asObservable(),
            allRead: unreadAnswers.filter { $0 == nil }.map { _ in () },
            openStory: openStory.asObservable(), browserBanner: browserBanner.asObservable())
        bindInput()
    }

    // MARK: - Input

    /// The offset of the page to show next, as a string ("10"): pages up to it load in
    /// order. Throttled (0.3 s, the latest kept) and de-duplicated, as in the document.
    public let offset = PublishRelay<String>()
    /// The id of the lowest story on screen (nil when none), after each layout: when it
    /// is the list's last story, the next page is asked for — when it comes into view,
    /// and again when a page arrives while it stays there (a page whose stories were all
    /// skipped). A failed page is asked for again once the end goes out of view and
    /// comes back (or on a reload), not on every layout.
    public let lastStoryOnScreen = PublishRelay<String?>()
    /// Reloads from offset 0.
    public let refresh = PublishRelay<Void>()
    /// Switches to the next source, starting it from offset 0.
    public let nextSource = PublishRelay<Void>()
    /// Switches to the previous source.
    public let previousSource = PublishRelay<Void>()
    /// A story was opened: it is kept as read.
    public let markRead = PublishRelay<NewsItem>()
    /// Asks where the next unread story after this index path (nil: from the top) is;
    /// the answer comes on `nextUnread`.
    public let findNextUnread = PublishRelay<IndexPath?>()
    /// Open this story (the selected one; nil when none is) in the browser: its page
    /// comes on `openURL`, or the banner says why there is none.
    public let openStory = PublishRelay<NewsItem?>()
    /// What opening a page of `openURL` says, as the front end's browser reports it
    /// ("Opening …", "Opened …", or why not): shown in `banner`.
    public let browserBanner = PublishRelay<Banner>()

    // MARK: - Output

    /// The stories shown, in sections (`NewsSectioning` of the source).
    public let newsData: Driver<[NewsSection]>
    /// Loading, loaded or failed (with the error), and how many stories are shown.
    public let state: Driver<NewsLoadState>
    /// Whether a page has been asked for `slowAfter` without an answer (on the
    /// environment's scheduler); false again at its answer or failure. The banner then
    /// says `slowText` and the status "not answering".
    public let isSlow: Driver<Bool>
    /// The status line's parts, in order: "Loading…", or how many stories, then what
    /// is happening ("loading more…", "3 skipped", "end", "failed", "not answering").
    public let statusParts: Driver<[String]>
    /// The title of the source shown (a fallback names itself: "Demo news (offline)"),
    /// and the environment's note after it.
    public let title: Driver<String>
    /// The offset to send to `offset` for the next page ("20"), nil when there is none.
    public let nextOffset: Driver<String?>
    /// The ids of the stories marked read (in any run).
    public let readItems: Driver<Set<String>>
    /// The answer to `findNextUnread`: the next unread story's index path, wrapping to
    /// the top; nil when every story shown is read.
    public let nextUnread: Signal<IndexPath?>
    /// A message when the read marks cannot be read or written, else nil.
    public let storageProblem: Driver<String?>
    /// A page to open in the browser, for each `openStory` of a story that has one.
    public let openURL: Signal<URL>
    /// What the reader can do on the list: switching sources only when there are several;
    /// reading, the next unread story, opening and reloading always (the banner says when
    /// there is nothing to open or every story is read).
    public let actions: Driver<Set<NewsAction>>
    /// What the feed list left out ("Left out of the feed list: …"), nil when nothing:
    /// the banner's first words, kept until something else is said; a pipe says it too.
    public let notice: Banner?
    /// What the screen says above the list, each until the next: a failed page's reason
    /// (`.retry`), what opening a story did, that every story shown is read, a storage
    /// problem, `slowText` while a page goes unanswered (until it is answered); the feed
    /// list's `notice` at start. A page that arrives puts away what was said before it,
    /// except the notice, and says again that the source's feed moved (`FeedMove`) when
    /// it did; a retry still loading keeps an error, as the failure is still the latest word.
    public let banner: Driver<Banner?>

    /// The shortest time between two states the outputs see on a screen: a frame.
    public static let frameInterval: RxTimeInterval = .milliseconds(16)

    /// The titles of the sources, in Tab order.
    public var sourceTitles: [String] { environment.sourceList.sources.map(\.title) }

    // MARK: - Bindings

    private func bindInput() {
        let storage = environment.storage
        let now = environment.now
        let storageProblems = self.storageProblems
        markRead
            .subscribe(onNext: { item in
                do {
                    try storage.markRead(item.id, at: now())
                } catch {
                    storageProblems.accept(NewsError.storage(NewsViewModel.reason(error)).message)
                }
            })
            .disposed(by: bag)
    }

    /// A change of the source or a reload.
    private enum SourceSwitch { case reload, next, previous }

    /// `StoredStoriesNotice`'s words at the environment's time, in its zone.
    private struct StoredNoticeWords {
        let now: () -> Date
        let zone: TimeZoneOffsets

        func refreshing(_ notice: StoredStoriesNotice) -> String { notice.refreshing(now: now(), zone: zone) }
        func failed(_ notice: StoredStoriesNotice, _ error: NewsError) -> String { notice.failed(error, now: now(), zone: zone) }
    }

    /// The list's states, at most one per frame, for one subscription of the outputs
    /// (they share it): the paging events of `switches`' generations folded into a state.
    ///
    /// Pages that arrive faster than frames (a feed's pages come from memory, a far
    /// offset loads many at once) are shown as one: the outputs see at most one state per
    /// 16 ms, always the latest, and never queue up a copy of the list per page. The
    /// offsets asked for are `offset`'s and, when the list's last story is on screen
    /// (`lastStoryOnScreen`), the next page's, compared with the latest state shown.
    private static func feed(environment: NewsEnvironment, storageProblems: BehaviorRelay<String?>, offset: Observable<String>,
                             lastStoryOnScreen: Observable<String?>, switches: Observable<SourceSwitch>) -> Observable<NewsFeedState> {
        Observable<NewsFeedState>.deferred {
            let shown = BehaviorRelay<NewsFeedState?>(value: nil)
            let requested = PublishRelay<Int>()
            let endOfList = Observable.combineLatest(lastStoryOnScreen, shown.asObservable().compactMap { $0 }) { onScreen, state in
                EndOfList(lastOnScreen: onScreen, lastInList: state.lastID, nextOffset: state.nextOffset)
            }
            .distinctUntilChanged()
            .filter(\.isOnScreen)
            .compactMap(\.nextOffset)
            let asked = Observable.merge(offset.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }, endOfList)
            // Asked for as long as the list is watched.
            return Observable.using({ CompositeDisposable(disposables: [asked.subscribe(onNext: { requested.accept($0) })]) }) { _ in
                let states = NewsViewModel.pagingEvents(environment: environment, storageProblems: storageProblems,
                                                        offsets: requested.asObservable(), switches: switches)
                    .scan(into: NewsFeedState()) { state, event in state.apply(event) }
                // On the scheduler either way: pages arrive on the sources' threads.
                let framed = environment.frameInterval.map { states.throttle($0, latest: true, scheduler: environment.scheduler) }
                    ?? states.observe(on: environment.scheduler)
                return framed.do(onNext: { shown.accept($0) })
            }
        }
        .share(replay: 1, scope: .whileConnected)
    }

    /// The paging events of every generation: the current source and reload, the
    /// source's stored stories when the generation starts empty, then the pages asked
    /// for through `offsets` (each kept in the storage as it arrives).
    private static func pagingEvents(environment: NewsEnvironment, storageProblems: BehaviorRelay<String?>, offsets: Observable<Int>,
                                     switches: Observable<SourceSwitch>) -> Observable<NewsFeedState.Event> {
        let sources = environment.sourceList.sources
        let generations = switches
            .scan((generation: 0, index: 0, clearing: true)) { current, change in
                switch change {
                case .reload: return (current.generation + 1, current.index, false)
                case .next: return (current.generation + 1, (current.index + 1) % sources.count, true)
                case .previous: return (current.generation + 1, (current.index + sources.count - 1) % sources.count, true)
                }
            }
            .startWith((generation: 0, index: 0, clearing: true))

        return generations.flatMapLatest { run -> Observable<NewsFeedState.Event> in
            let source = sources[run.index]
            let cursor = PagingCursor()
            let shelf = StoryShelf(storage: environment.storage, key: source.storageKey, now: environment.now) { error in
                storageProblems.accept(NewsError.storage(NewsViewModel.reason(error)).message)
            }
            // Read when the first page fails or is stood in for, when not read at the start.
            let fallback = run.clearing && !environment.showsStoredStoriesWhileLoading
                ? StoredFallback(shelf: shelf, limit: environment.storedStoryLimit, generation: run.generation) : nil
            let requests = offsets
                .startWith(0)
                .throttle(environment.throttle, latest: true, scheduler: environment.scheduler)
                .distinctUntilChanged { previous, next in previous == next && cursor.failedOffset != next }
                .concatMap { requested in
                    Observable.deferred {
                        cursor.clearFailure()
                        return NewsViewModel.pages(of: source, upTo: requested, generation: run.generation, size: environment.pageSize,
                                                   cursor: cursor, shelf: shelf, fallback: fallback)
                    }
                }
            let stored = run.clearing && environment.showsStoredStoriesWhileLoading
                ? shelf.stored(limit: environment.storedStoryLimit) : nil
            return requests.startWith(.started(generation: run.generation, sourceIndex: run.index, title: source.title,
                                               clearing: run.clearing, stored: stored))
        }
    }

    /// The events of loading the pages of `source` from the cursor's next offset up to
    /// (and including) the one holding `requested`, one after another; stops at the last
    /// page or at a failure.
    private static func pages(of source: any NewsSource, upTo requested: Int, generation: Int, size: Int,
                              cursor: PagingCursor, shelf: StoryShelf, fallback: StoredFallback?) -> Observable<NewsFeedState.Event> {
        Observable.deferred {
            guard cursor.failedOffset == nil, let next = cursor.next, next <= requested else { return .empty() }
            // The stored stories go before a first page that failed or was stood in for.
            let storedFirst = { (event: NewsFeedState.Event) -> Observable<NewsFeedState.Event> in
                guard next == 0, let stored = fallback?.read() else { return .just(event) }
                return .from([stored, event])
            }
            let page = source.page(at: next, size: size).asObservable()
                .do(onNext: { page in
                    cursor.advance(to: page.nextOffset)
                    shelf.keep(page, at: next)
                })
                .flatMap { page in
                    let loaded = NewsFeedState.Event.loaded(generation: generation, offset: next, page: page)
                    return page.standsIn ? storedFirst(loaded) : .just(loaded)
                }
                .catch { error in
                    cursor.fail(at: next)
                    let failure = error as? NewsError ?? .network(String(describing: error), offline: false)
                    return storedFirst(.failed(generation: generation, offset: next, error: failure))
                }
                .startWith(.loading(generation: generation, offset: next))
            return page.concat(NewsViewModel.pages(of: source, upTo: requested, generation: generation, size: size, cursor: cursor,
                                                   shelf: shelf, fallback: fallback))
        }
    }

    /// A generation's stored stories read only when its first page failed or was stood
    /// in for (`NewsEnvironment.showsStoredStoriesWhileLoading` off).
    private struct StoredFallback {
        let shelf: StoryShelf
        let limit: Int
        let generation: Int

        /// The `storedRead` event, nil when nothing is stored.
        func read() -> NewsFeedState.Event? {
            shelf.stored(limit: limit).map { .storedRead(generation: generation, stored: $0) }
        }
    }

    /// The banner: `notice` at start, then each thing said until the next; a page that
    /// arrives puts away what was said before it (a failed load is no longer current, nor
    /// is an older browser error or "Opened …"), except the notice, and says a move again.
    /// While stored stories are shown it says so, and a failure says it after its reason.
    private static func banner(notice: Banner?, loads: Observable<FeedProgress>, words: StoredNoticeWords, slow: Observable<Bool>,
                               storageProblems: Observable<String?>, allRead: Observable<Void>, openStory: Observable<NewsItem?>,
                               browserBanner: Observable<Banner>) -> Driver<Banner?> {
        let loadEvents = loads.compactMap { progress -> NewsBannerEvent? in
            let stored = progress.storedAt.map(StoredStoriesNotice.init(fetchedAt:))
            switch progress.load {
            case .failed(let error, _, _):
                return .show(.error(stored.map { words.failed($0, error) } ?? error.message, action: .retry))
            case .loaded: return .pageArrived(moved: progress.moved)
            case .loading: return stored.map { .show(.info(words.refreshing($0))) }
            }
        }
        let slowBanner = Banner.info(NewsViewModel.slowText)
        let slowEvents = slow.map { $0 ? NewsBannerEvent.show(slowBanner) : .withdraw(slowBanner) }
        let unopened = openStory.compactMap { story -> NewsBannerEvent? in
            guard let story else { return .show(.info("No story is selected to open.")) }
            return story.link == nil ? .show(.info("This story has no page to open.")) : nil
        }
        let events = Observable.merge(
            loadEvents, slowEvents, unopened, browserBanner.map(NewsBannerEvent.show),
            allRead.map { NewsBannerEvent.show(.info(NewsViewModel.allReadText)) },
            storageProblems.compactMap { $0.map { NewsBannerEvent.show(.error($0)) } })
        return events
            .scan(notice) { shown, event in
                switch event {
                case .show(let banner): return banner
                case .pageArrived(let moved):
                    if let moved { return .info(moved.message) }
                    return shown == notice ? shown : nil
                case .withdraw(let banner): return shown == banner ? nil : shown
                }
            }
            .startWith(notice)
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: nil)
    }

    /// What the banner follows of the list: where loading stands, when the stories shown
    /// were fetched while they are stored ones, and whether the feed moved.
    private struct FeedProgress: Equatable {
        let load: NewsLoadState
        let storedAt: Date?
        let moved: FeedMove?
    }

    /// Whether a page has been waited for `slowAfter` without an answer: counted from
    /// when the page was asked for, false at once when it came or failed.
    private static func slow(loads: Observable<NewsLoadState>, scheduler: SchedulerType) -> Observable<Bool> {
        waits(loads: loads, scheduler: scheduler)
            .map(\.isSlow)
            .distinctUntilChanged()
            .share(replay: 1, scope: .whileConnected)
    }

    /// Each load, then again with `isSlow` once it has been loading for `slowAfter`.
    private static func waits(loads: Observable<NewsLoadState>, scheduler: SchedulerType) -> Observable<(load: NewsLoadState, isSlow: Bool)> {
        loads.flatMapLatest { load -> Observable<(load: NewsLoadState, isSlow: Bool)> in
            guard load.isLoading else { return .just((load, false)) }
            return Observable<Int>.timer(slowAfter, scheduler: scheduler).map { _ in (load, true) }.startWith((load, false))
        }
    }

    /// The status line's parts for `state`: ["Loading…"] before anything is shown, else
    /// the count, then "loading more…", "N skipped" and "end", or "failed".
    static func statusParts(_ state: NewsLoadState) -> [String] {
        func stories(_ count: Int) -> String { count == 1 ? "1 story" : "\(count) stories" }
        switch state {
        case .loading(let offset, let count):
            return offset == 0 && count == 0 ? ["Loading…"] : [stories(count), "loading more…"]
        case .loaded(let count, let skipped, let hasMore):
            return [stories(count)] + (skipped > 0 ? ["\(skipped) skipped"] : []) + (hasMore ? [] : ["end"])
        case .failed(_, _, let count):
            return [stories(count), "failed"]
        }
    }

    /// The index path of the first unread story after `start` (from the top when nil),
    /// wrapping around; nil when all are read.
    static func nextUnread(in sections: [NewsSection], read: Set<String>, after start: IndexPath?) -> IndexPath? {
        var paths: [IndexPath] = []
        for (section, model) in sections.enumerated() {
            // `[section, row]`, as a table's index paths are (TerminalUI spells them `IndexPath(row:section:)`).
            for row in model.items.indices { paths.append(IndexPath(indexes: [section, row])) }
        }
        guard !paths.isEmpty else { return nil }
        let startIndex = start.flatMap { paths.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        for step in 0..<paths.count {
            let path = paths[(startIndex + step) % paths.count]
            if !read.contains(sections[path[0]].items[path[1]].id) { return path }
        }
        return nil
    }

    private static func reason(_ error: Swift.Error) -> String {
        var reason = String(describing: error)
        while reason.hasSuffix(".") { reason.removeLast() }
        return reason
    }
}
