import Foundation
import XCTest
import RxTesting

final class ConcurrencyTests: RxTestCase {
    // MARK: values

    func test_values_yieldsElementsThenFinishes() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func test_values_throwsTheSequenceError() async {
        var collected: [Int] = []
        do {
            for try await value in Observable.concat([Observable.just(1), Observable.error(testError)]).values {
                collected.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
        XCTAssertEqual(collected, [1])
    }

    func test_values_breakingTheLoop_disposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let disposed = expectation(description: "subscription disposed")
        let source = subject.do(onDispose: { disposed.fulfill() })
        let task = Task {
            for try await value in source.values where value == 2 {
                break
            }
        }
        while !subject.hasObservers { await Task.yield() }
        subject.onNext(1)
        subject.onNext(2)
        _ = try? await task.value
        await fulfillment(of: [disposed], timeout: 5)
        XCTAssertFalse(subject.hasObservers)
    }

    func test_values_cancellingTheConsumer_disposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let disposed = expectation(description: "subscription disposed")
        let source = subject.do(onDispose: { disposed.fulfill() })
        let task = Task {
            for try await _ in source.values {}
        }
        while !subject.hasObservers { await Task.yield() }
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        _ = try? await task.value
        XCTAssertFalse(subject.hasObservers)
    }

    /// Cancelled while it waits for an element, the loop throws `CancellationError`, as
    /// RxSwift 6's does. Cancelled before its first wait (the task may not have reached it
    /// when the test cancels), `AsyncThrowingStream(unfolding:)` ends the loop without
    /// calling us: either way it ends with nothing, and the subscription goes.
    func test_values_cancellingTheConsumer_endsTheLoop_throwingCancellationErrorWhileWaiting() async {
        let subject = PublishSubject<Int>()
        let task = Task { () -> [Int] in
            var collected: [Int] = []
            for try await value in subject.values { collected.append(value) }
            return collected
        }
        while !subject.hasObservers { await Task.yield() }
        task.cancel()
        do {
            let collected = try await task.value
            XCTAssertEqual(collected, [], "cancelled before its first wait: the loop ends")
        } catch {
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertFalse(subject.hasObservers, "the subscription is disposed")
    }

    func test_infallibleValues_neverThrow() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2])
    }

    // MARK: Single, Maybe, Completable value

    func test_singleValue_returnsElementOrThrows() async throws {
        let value = try await Single.just(5).value
        XCTAssertEqual(value, 5)
        do {
            _ = try await Single<Int>.error(testError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_singleValue_deliveredFromAnotherThread() async throws {
        let single = Single<Int>.create { observer in
            let box = UncheckedTestBox(value: observer)
            DispatchQueue.global().async { box.value(.success(9)) }
            return Disposables.create()
        }
        let value = try await single.value
        XCTAssertEqual(value, 9)
    }

    func test_singleValue_cancellation_disposesAndThrowsCancellationError() async {
        let disposed = expectation(description: "disposed")
        let single = Single<Int>.never().do(onDispose: { disposed.fulfill() })
        let started = expectation(description: "subscribed")
        let task = Task {
            try await single.do(onSubscribed: { started.fulfill() }).value
        }
        await fulfillment(of: [started], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
    }

    func test_singleValue_inAlreadyCancelledTask_throwsWithoutWaiting() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Single<Int>.never().value
        }
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertTrue(error is CancellationError)
        }
    }

    func test_value_inAlreadyCancelledTask_subscribesAndReturnsWhatTheSourceGivesAtOnce() async throws {
        let task = Task { () -> (Int, Int?, Int?) in
            withUnsafeCurrentTask { $0?.cancel() }
            let single = try await Single.just(1).value
            let maybe = try await Maybe.just(2).value
            let empty = try await Maybe<Int>.empty().value
            try await Completable.empty().value
            return (single, maybe, empty)
        }
        let (single, maybe, empty) = try await task.value
        XCTAssertEqual(single, 1)
        XCTAssertEqual(maybe, 2)
        XCTAssertNil(empty)
    }

    func test_completableValue_inAlreadyCancelledTask_throwsTheSourceErrorGivenAtOnce() async {
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.error(testError).value
        }
        do {
            try await task.value
            XCTFail("expected the Completable's error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_maybeValue_elementOrNil() async throws {
        let some = try await Maybe.just(1).value
        let none = try await Maybe<Int>.empty().value
        XCTAssertEqual(some, 1)
        XCTAssertNil(none)
        do {
            _ = try await Maybe<Int>.error(testError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_completableValue_returnsOnCompletionOrThrows() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(testError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    @MainActor
    func test_value_canBeAwaitedOnTheMainActor() async throws {
        let single = Single.just(NonSendableBox(3))
        let value = try await single.value
        XCTAssertEqual(value.value, 3)
    }

    // MARK: AsyncSequence.asObservable

    func test_asyncSequence_asObservable_emitsThenCompletes() {
        let baseline = Resources.total
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
        }
        let completed = expectation(description: "completed")
        var values: [Int] = []
        let lock = NSLock()
        let subscription = stream.asObservable().subscribe(
            onNext: { value in lock.withLock { values.append(value) } },
            onCompleted: { completed.fulfill() }
        )
        wait(for: [completed], timeout: 5)
        XCTAssertEqual(lock.withLock { values }, [1, 2])
        subscription.dispose()
        // + 1: the test still holds its (disposed) subscription object.
        waitForResources(toReturnTo: baseline + 1)
    }

    func test_asyncSequence_asObservable_forwardsError() {
        let baseline = Resources.total
        let stream = AsyncThrowingStream<Int, Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: testError)
        }
        let failed = expectation(description: "failed")
        let subscription = stream.asObservable().subscribe(onError: { error in
            XCTAssertEqual(error as? TestError, testError)
            failed.fulfill()
        })
        wait(for: [failed], timeout: 5)
        subscription.dispose()
        // + 1: the test still holds its (disposed) subscription object.
        waitForResources(toReturnTo: baseline + 1)
    }

    func test_asyncSequence_asObservable_disposeCancelsTheTask() {
        let baseline = Resources.total
        let cancelled = expectation(description: "iteration cancelled")
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { termination in
                if case .cancelled = termination { cancelled.fulfill() }
            }
            continuation.yield(1)
        }
        let first = expectation(description: "first element")
        var received = 0
        let lock = NSLock()
        let subscription = stream.asObservable().subscribe(onNext: { _ in
            lock.withLock { received += 1 }
            first.fulfill()
        })
        wait(for: [first], timeout: 5)
        subscription.dispose()
        wait(for: [cancelled], timeout: 5)
        XCTAssertEqual(lock.withLock { received }, 1)
        // + 1: the test still holds its (disposed) subscription object.
        waitForResources(toReturnTo: baseline + 1)
    }

    /// The task that iterates keeps its subscription's sink alive until it returns;
    /// wait for that before the leak check in `tearDown`.
    private func waitForResources(toReturnTo baseline: Int) {
        let deadline = Date().addingTimeInterval(5)
        while Resources.total > baseline, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
    }
}

/// A value that is not `Sendable`, to prove `value` works with one.
private final class NonSendableBox {
    var value: Int
    init(_ value: Int) { self.value = value }
}
