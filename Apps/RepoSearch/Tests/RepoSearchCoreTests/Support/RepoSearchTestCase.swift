import AppCoreSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TestSupport
@testable import RepoSearchCore

/// What the view-model tests share: per test a virtual clock of milliseconds (tick = 1 ms,
/// starting at 1,000 s so dates are far from zero) and a scripted API, released before
/// the leak check runs.
class RepoSearchTestCase: LeakCheckingTestCase {
    /// Virtual time in milliseconds.
    private(set) var scheduler: TestScheduler!
    /// The scripted GitHub.
    private(set) var api: GitHubTestAPI!
    /// Recordings of outputs, disposed before the leak check.
    private var recordings: [Disposable] = []

    /// The clock's start.
    static let start: TestTime = 1_000_000

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: RepoSearchTestCase.start, resolution: 0.001, simulateProcessingDelay: false)
        api = GitHubTestAPI(scheduler: scheduler)
    }

    override func tearDown() {
        recordings.forEach { $0.dispose() }
        recordings = []
        scheduler = nil
        api = nil
        super.tearDown()
    }

    /// The tick `milliseconds` after the start.
    func at(_ milliseconds: TestTime) -> TestTime { RepoSearchTestCase.start + milliseconds }

    /// The date of the tick `milliseconds` after the start.
    func date(_ milliseconds: TestTime) -> Date {
        Date(timeIntervalSince1970: Double(at(milliseconds)) / 1000)
    }

    /// The test's environment: the scripted API, `storage` (one that keeps nothing by
    /// default), this clock for everything time, no reachability; anything else used
    /// fails the test.
    func environment(storage: (any RepoSearchStorageType)? = nil, reachability: ReachabilityType? = nil) -> RepoSearchEnvironment {
        var environment = RepoSearchEnvironment.unimplemented(Unimplemented(failTest))
        environment.api = api
        environment.storage = storage ?? ForgetfulRepoSearchStorage()
        environment.reachability = reachability
        environment.scheduler = scheduler
        environment.storageScheduler = scheduler
        let scheduler = self.scheduler!
        environment.now = { scheduler.now }
        return environment
    }

    /// A view model on the scripted API and this clock.
    func makeViewModel(mode: SearchMode = .userRepositories, storage: (any RepoSearchStorageType)? = nil,
                       initialText: String? = nil) -> RepoSearchViewModel {
        RepoSearchViewModel(environment: environment(storage: storage), mode: mode, initialText: initialText)
    }

    /// Stored queries in memory whose every write fails ("disk says no"), as a full or
    /// damaged disk's would; reads work.
    func refusingStorage() throws -> RecentQueries {
        let store = try Store(configuration: .inMemory())
        let recent = RecentQueries(store: store)
        // Saving one first makes the table the triggers guard.
        try recent.save(RecentQuery(query: SearchQuery(mode: .userRepositories, text: "x"), repos: [], nextPage: nil, totalCount: nil, savedAt: Date()))
        for event in ["INSERT", "UPDATE"] {
            try store.execute("CREATE TRIGGER refuse_\(event) BEFORE \(event) ON RecentQuery BEGIN SELECT RAISE(ABORT, 'disk says no'); END")
        }
        return recent
    }

    /// Records what `source` sends from now on, with virtual times; the subscription
    /// ends with the test.
    func record<Source: ObservableConvertibleType>(_ source: Source) -> TestableObserver<Source.Element> {
        let observer = scheduler.createObserver(Source.Element.self)
        recordings.append(source.asObservable().subscribe(observer))
        return observer
    }

    /// Runs virtual time to `milliseconds` after the start.
    func advance(to milliseconds: TestTime) {
        scheduler.advanceTo(at(milliseconds))
    }

    /// Types `text` into the view model at `milliseconds` after the start.
    func type(_ text: String, into viewModel: RepoSearchViewModel, at milliseconds: TestTime) {
        scheduler.scheduleAt(at(milliseconds)) { viewModel.keywords.accept(text) }
    }
}
