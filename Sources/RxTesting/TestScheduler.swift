import Foundation

/// A virtual time in `TestScheduler` ticks.
public typealias TestTime = Int

/// The virtual-time scheduler of operator tests: schedules recorded events and
/// records what an observer receives, with exact virtual times.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
/// XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
/// ```
///
/// Unlike RxSwift's, it may be used from any thread (Swift Testing runs tests off
/// the main thread); one test should drive one scheduler.
///
/// `@unchecked Sendable`: adds only the immutable `simulateProcessingDelay` to the
/// lock-guarded state of `VirtualTimeScheduler`.
open class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    /// The virtual times `start(_:)` uses.
    public struct Defaults: Sendable {
        /// When the observable is created: 100.
        public static let created: TestTime = 100
        /// When it is subscribed: 200.
        public static let subscribed: TestTime = 200
        /// When the subscription is disposed: 1000.
        public static let disposed: TestTime = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The virtual time the clock starts at.
    ///   - resolution: The length of one tick in seconds, for operators that take an `RxTimeInterval`.
    ///   - simulateProcessingDelay: Whether work scheduled for "now" (or the past)
    ///     with `schedule`/`scheduleRelative` runs one tick later, as in RxTest.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Creates a hot observable: it sends `events` at their absolute virtual times to
    /// whoever is subscribed then, and records every subscription.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates a cold observable: each subscription gets `events` at their times
    /// relative to the moment it subscribed. Every subscription is recorded.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// Creates an observer that records the events it receives with their virtual times.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Subscribes a new recording observer to `source` now and disposes that
    /// subscription at the virtual time `disposed`.
    public func record<Source: ObservableConvertibleType>(_ source: Source, disposed: TestTime = 100_000) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().subscribe(observer)
        scheduleAt(disposed) { subscription.dispose() }
        return observer
    }

    /// Runs `action` at the absolute virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work scheduled for now or the past one tick into the future when
    /// `simulateProcessingDelay` is on, as RxTest does.
    public override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        let clock = self.clock
        return time <= clock && simulateProcessingDelay ? clock + 1 : time
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes
    /// the subscription at `disposed`, runs the scheduler until nothing is left to run,
    /// and returns the observer that recorded what the sequence sent.
    public func start<OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<OutputSequence.Element> {
        let observer = createObserver(OutputSequence.Element.self)
        let state = StartState<OutputSequence.Element>()
        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            state.source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            // `?? create()` keeps a `created` later than `subscribed` from crashing.
            let source = state.source ?? create().asObservable()
            state.subscription = source.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            state.subscription?.dispose()
            state.subscription = nil
            state.source = nil
            return Disposables.create()
        }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with the default creation (100)
    /// and subscription (200) times.
    public func start<OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<OutputSequence.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with the default times 100, 200 and 1000.
    public func start<OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<OutputSequence.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// The sequence and subscription `TestScheduler.start` passes between its scheduled
/// actions; only touched by the thread driving the scheduler.
private final class StartState<Element> {
    var source: Observable<Element>?
    var subscription: Disposable?
}
