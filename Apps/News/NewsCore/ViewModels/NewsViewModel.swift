import Foundation
import RxCore
import RxStore

/// The news list, in the founding document's shape: an `offset` input (a string: "0",
/// then "10", "20"...) that is throttled and de-duplicated and turned into pages of news
/// from a source, and a `newsData` output of sections for a table.
///
/// Where it does better than the document:
/// - pages append: asking for an offset loads every page up to it, in order, and a story
///   already shown (a ranking that moved between pages) is not shown twice;
/// - `refresh` reloads from offset 0, keeping what is shown until the new first page
///   arrives; a failed page keeps everything shown, says why in `state`, and may be asked
///   for again (the same offset passes the de-duplication after a failure);
/// - several sources (Hacker News rankings, feeds), switched with `nextSource` /
///   `previousSource`;
/// - read stories are kept in the store (`markRead`, `readItems`) and `findNextUnread`
///   answers where the next unread one is.
///
/// Outputs are created once; `newsData`, `state`, `title` and `nextOffset` share one
/// paging run while any of them is subscribed.
public final class NewsViewModel {
    // MARK: - Init

    /// The sources, in the order Tab goes through them; paging starts with the first.
    public let sources: [any NewsSource]
    /// Where read marks are kept.
    public let store: Store
    /// The scheduler, clock, calendar and page size.
    public let environment: NewsEnvironment

    private let bag = DisposeBag()
    private let storageProblems = BehaviorRelay<String?>(value: nil)

    /// A view model paging through `sources` (at least one), keeping read marks in `store`.
    public init(sources: [any NewsSource], store: Store, environment: NewsEnvironment) {
        precondition(!sources.isEmpty, "a news view model needs a source")
        self.sources = sources
        self.store = store
        self.environment = environment
        newsData = .never()
        state = .never()
        title = .never()
        nextOffset = .never()
        readItems = .never()
        nextUnread = .never()
        storageProblem = .never()
        bindOutput()
        bindInput()
    }

    // MARK: - Input

    /// The offset of the page to show next, as a string ("10"): pages up to it load in
    /// order. Throttled (0.3 s, the latest kept) and de-duplicated, as in the document.
    public let offset = PublishRelay<String>()
    /// Reloads from offset 0 (`r`).
    public let refresh = PublishRelay<Void>()
    /// Switches to the next source (Tab), starting it from offset 0.
    public let nextSource = PublishRelay<Void>()
    /// Switches to the previous source (Shift-Tab).
    public let previousSource = PublishRelay<Void>()
    /// A story was opened: it is kept as read.
    public let markRead = PublishRelay<NewsItem>()
    /// Asks where the next unread story after this index path (nil: from the top) is;
    /// the answer comes on `nextUnread`.
    public let findNextUnread = PublishRelay<IndexPath?>()

    // MARK: - Output

    /// The stories shown, in sections (`NewsSectioning` of the source).
    public private(set) var newsData: Driver<[NewsSection]>
    /// Loading, loaded or failed (with the message), and how many stories are shown.
    public private(set) var state: Driver<NewsLoadState>
    /// The title of the source shown (a fallback names itself: "Demo news (offline)").
    public private(set) var title: Driver<String>
    /// The offset to send to `offset` for the next page ("20"), nil when there is none.
    public private(set) var nextOffset: Driver<String?>
    /// The ids of the stories marked read (in any run).
    public private(set) var readItems: Driver<Set<String>>
    /// The answer to `findNextUnread`: the next unread story's index path, wrapping to
    /// the top; nil when every story shown is read.
    public private(set) var nextUnread: Signal<IndexPath?>
    /// A message when the read marks cannot be read or written, else nil.
    public private(set) var storageProblem: Driver<String?>

    /// The shortest time between two states the outputs see: a frame.
    static let frameInterval: RxTimeInterval = .milliseconds(16)

    /// The titles of the sources, in Tab order.
    public var sourceTitles: [String] { sources.map(\.title) }

    // MARK: - Bindings

    private func bindOutput() {
        // Pages that arrive faster than frames (a feed's pages come from memory, a far
        // offset loads many at once) are shown as one: the outputs see at most one state
        // per 16 ms, always the latest, and never queue up a copy of the list per page.
        let feed = pagingEvents()
            .scan(into: NewsFeedState()) { state, event in state.apply(event) }
            .throttle(NewsViewModel.frameInterval, latest: true, scheduler: environment.scheduler)
            .share(replay: 1, scope: .whileConnected)

        let builder = NewsSectionBuilder(calendar: environment.calendar, now: environment.now)
        let sources = self.sources
        newsData = feed
            .map { state in
                builder.sections(state.items, sectioning: sources[state.sourceIndex].sectioning)
            }
            .asDriver(onErrorJustReturn: [])
        state = feed.map(\.load).distinctUntilChanged().asDriver(onErrorJustReturn: .loading(offset: 0, count: 0))
        title = feed.map(\.sourceTitle).distinctUntilChanged().asDriver(onErrorJustReturn: "")
        nextOffset = feed.map { $0.nextOffset.map(String.init) }.distinctUntilChanged().asDriver(onErrorJustReturn: nil)

        let storageProblems = self.storageProblems
        let marks = Observable.array(from: store.objects(ReadMark.self), on: environment.scheduler)
            .map { Set($0.map(\.id)) }
            .catch { error in
                storageProblems.accept(NewsError.storage(NewsViewModel.reason(error)).message)
                return .just([])
            }
        readItems = marks.asDriver(onErrorJustReturn: [])
        storageProblem = storageProblems.asDriver()

        let shown = Observable.combineLatest(newsData.asObservable(), readItems.asObservable())
        nextUnread = findNextUnread
            .withLatestFrom(shown) { from, latest in NewsViewModel.nextUnread(in: latest.0, read: latest.1, after: from) }
            .asSignal(onErrorJustReturn: nil)
    }

    private func bindInput() {
        let store = self.store
        let now = environment.now
        let storageProblems = self.storageProblems
        markRead
            .map { ReadMark(id: $0.id, readAt: now()) }
            .subscribe(onNext: { mark in
                do {
                    try store.add(mark, update: .modified)
                } catch {
                    storageProblems.accept(NewsError.storage(NewsViewModel.reason(error)).message)
                }
            })
            .disposed(by: bag)
    }

    /// The paging events of every generation: the current source and reload, then the
    /// pages asked for through `offset`.
    private func pagingEvents() -> Observable<NewsFeedState.Event> {
        enum Switch { case reload, next, previous }
        let sources = self.sources
        let generations = Observable.merge(
            refresh.map { Switch.reload },
            nextSource.map { Switch.next },
            previousSource.map { Switch.previous }
        )
        .scan((generation: 0, index: 0, clearing: true)) { current, change in
            switch change {
            case .reload: return (current.generation + 1, current.index, false)
            case .next: return (current.generation + 1, (current.index + 1) % sources.count, true)
            case .previous: return (current.generation + 1, (current.index + sources.count - 1) % sources.count, true)
            }
        }
        .startWith((generation: 0, index: 0, clearing: true))

        return generations.flatMapLatest { [offset, environment] run -> Observable<NewsFeedState.Event> in
            let source = sources[run.index]
            let cursor = PagingCursor()
            let requests = offset.asObservable()
                .compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                .startWith(0)
                .throttle(environment.throttle, latest: true, scheduler: environment.scheduler)
                .distinctUntilChanged { previous, next in previous == next && cursor.failedOffset != next }
                .concatMap { requested in
                    Observable.deferred {
                        cursor.clearFailure()
                        return NewsViewModel.pages(of: source, upTo: requested, generation: run.generation,
                                                   size: environment.pageSize, cursor: cursor)
                    }
                }
            return requests.startWith(.started(generation: run.generation, sourceIndex: run.index,
                                               title: source.title, clearing: run.clearing))
        }
    }

    /// The events of loading the pages of `source` from the cursor's next offset up to
    /// (and including) the one holding `requested`, one after another; stops at the last
    /// page or at a failure.
    private static func pages(of source: any NewsSource, upTo requested: Int, generation: Int, size: Int,
                              cursor: PagingCursor) -> Observable<NewsFeedState.Event> {
        Observable.deferred {
            guard cursor.failedOffset == nil, let next = cursor.next, next <= requested else { return .empty() }
            let page = source.page(at: next, size: size).asObservable()
                .do(onNext: { cursor.advance(to: $0.nextOffset) })
                .map { NewsFeedState.Event.loaded(generation: generation, offset: next, page: $0) }
                .catch { error in
                    cursor.fail(at: next)
                    let failure = error as? NewsError ?? .network(String(describing: error), offline: false)
                    return .just(.failed(generation: generation, offset: next, error: failure))
                }
                .startWith(.loading(generation: generation, offset: next))
            return page.concat(pages(of: source, upTo: requested, generation: generation, size: size, cursor: cursor))
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
