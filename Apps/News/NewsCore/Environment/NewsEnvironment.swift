import AppCoreSupport
import Foundation
import RxCore
import RxStore

/// Everything the news reader's view models need from the world, injected through their
/// init (the founding documents' dependencies, in one value): where stories come from,
/// where read marks and stories are kept, time and dates, the page size, and what the
/// title says about the run.
///
/// `live` is the app's; tests start from `unimplemented` and set what they use, so a
/// dependency a test forgot fails that test instead of reaching the network or the disk.
public struct NewsEnvironment {
    /// The sources in Tab order, and what the feed list left out.
    public var sourceList: NewsSourceList
    /// Where read marks and the sources' stories are kept.
    public var storage: any NewsStorageType
    /// Times the offset throttle and the frames; delivers the read marks' changes.
    public var scheduler: SchedulerType
    /// The time now: read marks are stamped with it, times on rows count from it.
    public var now: () -> Date
    /// The zone days begin and end in (day sections) and times are written in: the
    /// machine's (`.system`), read without ICU's `Calendar` and `TimeZone.current` (D81).
    public var zone: TimeZoneOffsets
    /// Stories per page (10, as the document asks for).
    public var pageSize: Int
    /// How many stored stories a source shows before its fresh first page arrives (a
    /// pipe sets its `--limit`, so offline it prints as many as it was asked for).
    public var storedStoryLimit: Int
    /// Whether a source's stored stories are read as it starts, to show while its first
    /// page loads (a screen: true), or only once that page failed or the demo stood in
    /// for it (a pipe, which prints what it fetched: reading and decoding every stored
    /// story of every feed first cost it ~0.5 MiB and time when online, D81).
    public var showsStoredStoriesWhileLoading = true
    /// How long offsets are throttled (0.3 s, as in the document).
    public var throttle: RxTimeInterval
    /// The shortest time between two list states a front end sees (a frame, 16 ms); nil
    /// for every state as soon as the scheduler runs it (a pipe draws no frames: a
    /// frame's wait per page and per source was most of its run).
    public var frameInterval: RxTimeInterval?
    /// Said after every source's title, nil for none. The sources name what they are
    /// themselves ("(recorded)", "(demo data)"), as they differ within one run.
    public var note: String?

    /// `zone` as Foundation's `TimeZone`, for a `DateFormatter` (the article's byline);
    /// setting it sets `zone`.
    public var timeZone: TimeZone {
        get { zone.timeZone }
        set { zone = TimeZoneOffsets(newValue) }
    }

    /// An environment of these dependencies.
    public init(sourceList: NewsSourceList, storage: any NewsStorageType, scheduler: SchedulerType = MainScheduler.instance,
                now: @escaping () -> Date = Date.init, zone: TimeZoneOffsets = .system, pageSize: Int = 10,
                throttle: RxTimeInterval = .milliseconds(300), note: String? = nil, storedStoryLimit: Int = 100) {
        self.sourceList = sourceList
        self.storage = storage
        self.scheduler = scheduler
        self.now = now
        self.zone = zone
        self.pageSize = max(1, pageSize)
        self.throttle = throttle
        self.note = note
        self.storedStoryLimit = max(1, storedStoryLimit)
        frameInterval = NewsViewModel.frameInterval
    }

    /// The app's environment: `sourceList`, read marks and stories kept in `store`
    /// within `bounds`, the main scheduler, the wall clock and the machine's time zone.
    public static func live(sourceList: NewsSourceList, store: Store, bounds: NewsStoreBounds = NewsStoreBounds()) -> NewsEnvironment {
        NewsEnvironment(sourceList: sourceList, storage: NewsStorage(store: store, bounds: bounds))
    }

    /// The bundled demo news first (no network), then `feeds`; read marks kept in `store`.
    public static func demo(store: Store, feeds: NewsSourceList = NewsSourceList()) -> NewsEnvironment {
        live(sourceList: .demo() + feeds, store: store)
    }

    /// Recordings of Hacker News's `list` in `directory` replayed instead of the network,
    /// then `feeds`; read marks kept in `store`.
    public static func replay(directory: URL, list: HackerNewsList = .top, store: Store,
                              feeds: NewsSourceList = NewsSourceList()) -> NewsEnvironment {
        live(sourceList: .replay(directory: directory, list: list) + feeds, store: store)
    }

    /// A test's starting point: every member reports its use through `unimplemented`
    /// (`Unimplemented(failTest)`) until the test sets it; the zone is UTC, pages hold
    /// 10 stories, offsets are throttled 0.3 s.
    public static func unimplemented(_ unimplemented: Unimplemented) -> NewsEnvironment {
        NewsEnvironment(sourceList: NewsSourceList([UnimplementedNewsSource(unimplemented)]),
                               storage: UnimplementedNewsStorage(unimplemented),
                               scheduler: unimplemented.scheduler("NewsEnvironment.scheduler"),
                               now: unimplemented.clock("NewsEnvironment.now"),
                               zone: .utc)
    }
}
