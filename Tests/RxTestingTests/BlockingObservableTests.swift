import Foundation
import XCTest
import RxTesting

/// A sequence that sends `elements` and then `end` from `queue`, asynchronously.
/// Where background sources send from. Serial, so a test can wait until every block
/// sent there has finished and let go of its observer before the leak check.
private let sourceQueue = DispatchQueue(label: "BlockingObservableTests.sources")
/// Where the background-thread tests block. Serial for the same reason.
private let blockingQueue = DispatchQueue(label: "BlockingObservableTests.blocking")

private func asyncSequence<Element: Sendable>(
    _ elements: [Element],
    end: Event<Element> = .completed,
    on queue: DispatchQueue = sourceQueue
) -> Observable<Element> {
    Observable.create { observer in
        let box = ObserverBox(observer)
        queue.async {
            for element in elements { box.observer.onNext(element) }
            box.observer.on(end)
        }
        return Disposables.create()
    }
}

/// A sequence that sends `elements` synchronously, then `end` (or nothing if `end` is nil).
private func syncSequence<Element>(_ elements: [Element], end: Event<Element>? = .completed) -> Observable<Element> {
    Observable.create { observer in
        for element in elements { observer.onNext(element) }
        if let end { observer.on(end) }
        return Disposables.create()
    }
}

/// Carries an observer into a dispatched block.
/// `@unchecked Sendable`: the observer is only used by that one block.
private final class ObserverBox<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>
    init(_ observer: AnyObserver<Element>) { self.observer = observer }
}

/// In a function, not a dispatched closure: a `try` in an assertion would make the closure throwing.
private func assertBlockingWaitsForAnotherThread() {
    XCTAssertEqual(try asyncSequence([1, 2, 3]).toBlocking().toArray(), [1, 2, 3])
    XCTAssertEqual(try asyncSequence(["a", "b"]).toBlocking(timeout: 5).last(), "b")
}

/// A sequence that never sends anything and records its disposal.
private func neverSequence(disposed: Log) -> Observable<Int> {
    Observable.create { _ in Disposables.create { disposed.append("disposed") } }
}

final class BlockingObservableTests: LeakCheckingTestCase {
    override func tearDown() {
        // A source's block may still hold its observer for a moment after the blocking
        // call returned; wait for those blocks before the leak check.
        blockingQueue.sync {}
        sourceQueue.sync {}
        super.tearDown()
    }

    // MARK: synchronous sources

    func test_toArray_returnsAllElements() throws {
        XCTAssertEqual(try syncSequence([1, 2, 3]).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try syncSequence([Int]()).toBlocking().toArray(), [])
    }

    func test_toArray_throwsTheSequenceError() {
        XCTAssertThrowsError(try syncSequence([1], end: .error(TestError.dummy)).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, .dummy)
        }
    }

    func test_first_returnsTheFirstElement_andDisposes() throws {
        let log = Log()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { log.append("disposed") }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertEqual(log.entries, ["disposed"])
    }

    func test_first_ofAnEmptySequence_isNil() throws {
        XCTAssertNil(try syncSequence([Int]()).toBlocking().first())
    }

    func test_first_throwsAnErrorBeforeTheFirstElement() {
        XCTAssertThrowsError(try syncSequence([], end: .error(TestError.other)).toBlocking().first()) { error in
            XCTAssertEqual(error as? TestError, .other)
        }
    }

    func test_last_returnsTheLastElement() throws {
        XCTAssertEqual(try syncSequence([1, 2, 3]).toBlocking().last(), 3)
        XCTAssertNil(try syncSequence([Int]()).toBlocking().last())
        XCTAssertThrowsError(try syncSequence([1], end: .error(TestError.dummy)).toBlocking().last())
    }

    func test_single_returnsTheOnlyElement() throws {
        XCTAssertEqual(try syncSequence([7]).toBlocking().single(), 7)
    }

    func test_single_throwsNoElements_forAnEmptySequence() {
        XCTAssertThrowsError(try syncSequence([Int]()).toBlocking().single()) { error in
            XCTAssertEqual(error as? RxError, .noElements)
        }
    }

    func test_single_throwsMoreThanOneElement_atTheSecondElement() {
        // No stop event: the second element alone must end the wait.
        XCTAssertThrowsError(try syncSequence([1, 2], end: nil).toBlocking().single()) { error in
            XCTAssertEqual(error as? RxError, .moreThanOneElement)
        }
    }

    func test_singleWithPredicate_returnsTheOnlyMatch() throws {
        XCTAssertEqual(try syncSequence([1, 2, 3]).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try syncSequence([1, 3]).toBlocking().single { $0 == 2 }) { error in
            XCTAssertEqual(error as? RxError, .noElements)
        }
        XCTAssertThrowsError(try syncSequence([2, 1, 2]).toBlocking().single { $0 == 2 }) { error in
            XCTAssertEqual(error as? RxError, .moreThanOneElement)
        }
    }

    func test_singleWithPredicate_throwsThePredicateError() {
        XCTAssertThrowsError(try syncSequence([1, 2]).toBlocking().single { _ in throw TestError.other }) { error in
            XCTAssertEqual(error as? TestError, .other)
        }
    }

    func test_materialize_reportsCompletionAndFailure() {
        guard case .completed(let elements) = syncSequence([1, 2]).toBlocking().materialize() else {
            return XCTFail("expected completed")
        }
        XCTAssertEqual(elements, [1, 2])
        guard case .failed(let partial, let error) = syncSequence([1], end: .error(TestError.dummy)).toBlocking().materialize() else {
            return XCTFail("expected failed")
        }
        XCTAssertEqual(partial, [1])
        XCTAssertEqual(error as? TestError, .dummy)
    }

    // MARK: asynchronous sources, main thread

    func test_onTheMainThread_waitsForABackgroundSource() throws {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(try asyncSequence([1, 2, 3]).toBlocking().toArray(), [1, 2, 3])
    }

    func test_onTheMainThread_runsWorkScheduledOnTheMainQueue() throws {
        XCTAssertTrue(Thread.isMainThread)
        let source = asyncSequence([1, 2], on: .main)
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func test_onTheMainThread_runsTheMainRunLoop() throws {
        let source = Observable<Int>.create { observer in
            let box = ObserverBox(observer)
            RunLoop.main.perform {
                box.observer.onNext(42)
                box.observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).single(), 42)
    }

    func test_onTheMainThread_timesOut() {
        let log = Log()
        let started = Date()
        XCTAssertThrowsError(try neverSequence(disposed: log).toBlocking(timeout: 0.05).first()) { error in
            XCTAssertEqual(error as? RxError, .timeout)
        }
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.05)
        XCTAssertEqual(log.entries, ["disposed"])
    }

    func test_materialize_onTimeout_keepsTheElementsReceived() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        guard case .failed(let elements, let error) = source.toBlocking(timeout: 0.02).materialize() else {
            return XCTFail("expected a timeout")
        }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? RxError, .timeout)
    }

    // MARK: background threads

    func test_onABackgroundThread_waitsForASourceOnAnotherThread() {
        let done = expectation(description: "blocking call returned")
        blockingQueue.async {
            XCTAssertFalse(Thread.isMainThread)
            assertBlockingWaitsForAnotherThread()
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func test_onABackgroundThread_timesOut() {
        let done = expectation(description: "blocking call returned")
        let log = Log()
        blockingQueue.async {
            do {
                _ = try neverSequence(disposed: log).toBlocking(timeout: 0.05).toArray()
                XCTFail("expected a timeout")
            } catch {
                XCTAssertEqual(error as? RxError, .timeout)
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(log.entries, ["disposed"])
    }

    func test_onABackgroundThread_anErrorFromAnotherThreadIsThrown() {
        let done = expectation(description: "blocking call returned")
        blockingQueue.async {
            do {
                _ = try asyncSequence([1], end: .error(TestError.other)).toBlocking(timeout: 5).toArray()
                XCTFail("expected an error")
            } catch {
                XCTAssertEqual(error as? TestError, .other)
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }

    func test_withATestScheduler_blockingReturnsAfterVirtualTimeRuns() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        // The cold observable only sends once the scheduler runs, on another thread; it
        // runs once the blocking call has subscribed (which schedules the events).
        let subscribed = DispatchSemaphore(value: 0)
        let runner = DispatchQueue(label: "runner")
        runner.async {
            guard subscribed.wait(timeout: .now() + 5) == .success else { return }
            scheduler.start()
        }
        let source = xs.asObservable().do(onSubscribed: { subscribed.signal() })
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
        runner.sync {} // the runner may still be unwinding the completed subscription
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 30)])
    }
}
