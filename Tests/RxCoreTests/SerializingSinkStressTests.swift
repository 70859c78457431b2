import Foundation
import XCTest
import RxCore
import Synchronization

/// Real-thread stress tests of the time operators: the source runs on one thread and
/// the timers fire on others, yet the observer must never be called concurrently,
/// must see exactly one stop event, and nothing after it.
final class SerializingSinkStressTests: RxTestCase {
    /// Schedules on Dispatch's global queue; `now` is the wall clock. `pending` holds every
    /// timer handed to Dispatch until its block has run (cancelled or not).
    private final class GlobalQueueScheduler: SchedulerType, @unchecked Sendable {
        let pending = DispatchGroup()

        var now: RxTime { Date() }

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
        }

        func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
            let cancelled = Atomic<Bool>(false)
            let box = ActionBox { _ = action(state) }
            let pending = self.pending
            pending.enter()
            DispatchQueue.global().asyncAfter(deadline: .now() + dueTime) {
                if !cancelled.load(ordering: .acquiring) { box.run() }
                box.release()
                pending.leave()
            }
            return Disposables.create {
                cancelled.store(true, ordering: .releasing)
                box.release()
            }
        }
    }

    /// Holds a scheduled action until it runs or is cancelled, then lets it go, so a
    /// cancelled timer does not keep its sink alive until the deadline.
    private final class ActionBox: @unchecked Sendable {
        private let lock = NSLock()
        private var action: (() -> Void)?
        init(_ action: @escaping () -> Void) { self.action = action }
        func run() { lock.withLock { action }?() }
        func release() { let released = lock.withLock { () -> (() -> Void)? in defer { action = nil }; return action }; _ = released }
    }

    /// Records whether observer calls ever overlapped and what arrived after a stop event.
    private final class GrammarChecker: @unchecked Sendable {
        private let inside = Atomic<Int>(0)
        private let lock = NSLock()
        private(set) var overlapped = false
        private(set) var stopEvents = 0
        private(set) var eventsAfterStop = 0
        private(set) var elements = 0
        let finished = DispatchSemaphore(value: 0)

        func on<Element>(_ event: Event<Element>) {
            if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                lock.withLock { overlapped = true }
            }
            lock.withLock {
                if stopEvents > 0 { eventsAfterStop += 1 }
                if event.isStopEvent { stopEvents += 1 } else { elements += 1 }
            }
            inside.subtract(1, ordering: .acquiringAndReleasing)
            if event.isStopEvent { finished.signal() }
        }
    }

    private func run<Result>(_ name: String, _ operator: @escaping (Observable<Int>, SchedulerType) -> Observable<Result>) {
        let scheduler = GlobalQueueScheduler()
        let source = PublishSubject<Int>()
        let checker = GrammarChecker()
        let subscription = `operator`(source.asObservable(), scheduler).subscribe { checker.on($0) }
        let producer = Thread {
            for index in 0..<20_000 {
                source.onNext(index)
                if index % 500 == 0 { usleep(200) }
            }
            source.onCompleted()
        }
        producer.start()
        XCTAssertEqual(checker.finished.wait(timeout: .now() + 20), .success, "\(name) never stopped")
        subscription.dispose()
        XCTAssertFalse(checker.overlapped, "\(name) called its observer concurrently")
        XCTAssertEqual(checker.stopEvents, 1, name)
        XCTAssertEqual(checker.eventsAfterStop, 0, name)
        waitForPendingTimers(scheduler)
    }

    /// Timers already handed to Dispatch hold their sink until their deadline passes:
    /// waits until every one has run, so the leak check counts only real leaks.
    private func waitForPendingTimers(_ scheduler: GlobalQueueScheduler, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(scheduler.pending.wait(timeout: .now() + 10), .success, "timers still pending after 10 s", file: file, line: line)
    }

    func test_debounce_neverOverlapsObserverCalls() {
        run("debounce") { $0.debounce(.microseconds(20), scheduler: $1) }
    }

    func test_throttle_neverOverlapsObserverCalls() {
        run("throttle") { $0.throttle(.microseconds(20), scheduler: $1) }
    }

    func test_delay_neverOverlapsObserverCalls_andKeepsEveryElement() {
        let scheduler = GlobalQueueScheduler()
        let source = PublishSubject<Int>()
        let checker = GrammarChecker()
        let received = Mutex<[Int]>([])
        let subscription = source.delay(.microseconds(30), scheduler: scheduler).subscribe { event in
            checker.on(event)
            if let element = event.element { received.withLock { $0.append(element) } }
        }
        let producer = Thread {
            for index in 0..<5_000 {
                source.onNext(index)
                if index % 250 == 0 { usleep(200) }
            }
            source.onCompleted()
        }
        producer.start()
        XCTAssertEqual(checker.finished.wait(timeout: .now() + 20), .success)
        subscription.dispose()
        XCTAssertFalse(checker.overlapped)
        XCTAssertEqual(checker.stopEvents, 1)
        XCTAssertEqual(received.withLock { $0 }, Array(0..<5_000))
        waitForPendingTimers(scheduler)
    }

    func test_buffer_neverOverlapsObserverCalls_andLosesNoElement() {
        let scheduler = GlobalQueueScheduler()
        let source = PublishSubject<Int>()
        let checker = GrammarChecker()
        let received = Mutex<[Int]>([])
        let subscription = source.buffer(timeSpan: .microseconds(50), count: 7, scheduler: scheduler).subscribe { event in
            checker.on(event)
            if let chunk = event.element { received.withLock { $0.append(contentsOf: chunk) } }
        }
        let producer = Thread {
            for index in 0..<20_000 {
                source.onNext(index)
                if index % 500 == 0 { usleep(200) }
            }
            source.onCompleted()
        }
        producer.start()
        XCTAssertEqual(checker.finished.wait(timeout: .now() + 20), .success)
        subscription.dispose()
        XCTAssertFalse(checker.overlapped)
        XCTAssertEqual(received.withLock { $0 }, Array(0..<20_000))
        waitForPendingTimers(scheduler)
    }

    func test_sample_withATimerSampler_neverOverlapsObserverCalls() {
        run("sample") { source, scheduler in
            source.sample(Observable<Int>.create { observer in
                scheduler.schedulePeriodic(0, startAfter: .microseconds(30), period: .microseconds(30)) { tick in
                    observer.onNext(tick)
                    return tick + 1
                }
            }, defaultValue: -1)
        }
    }

    func test_timeout_neverOverlapsObserverCalls() {
        run("timeout") { $0.timeout(.microseconds(40), other: Observable.create { observer in
            observer.onNext(-1)
            observer.onCompleted()
            return Disposables.create()
        }, scheduler: $1) }
    }

    func test_window_neverOverlapsOuterCalls() {
        run("window") { source, scheduler in
            source.window(timeSpan: .microseconds(50), count: 11, scheduler: scheduler).map { _ in 0 }
        }
    }
}
