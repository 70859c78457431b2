import XCTest
import RxCore

/// Stress tests: eight real threads dispose (or insert into) the same disposable at once.
final class DisposableThreadSafetyTests: RxTestCase {
    private let rounds = 200
    private let threads = 8

    func test_createWith_disposedFrom8ThreadsAtOnce_runsTheActionExactlyOnce() {
        for _ in 0..<rounds {
            let runs = AtomicCounter()
            let disposable = UncheckedSendable(Disposables.create { runs.increment() })
            runOnThreadsAtOnce(threads) { _ in disposable.value.dispose() }
            XCTAssertEqual(runs.value, 1)
        }
    }

    func test_compositeDisposable_disposedFrom8ThreadsAtOnce_disposesEachMemberOnce() {
        for _ in 0..<rounds {
            let members = (0..<4).map { _ in DisposeCounter() }
            let composite = CompositeDisposable(disposables: members)
            runOnThreadsAtOnce(threads) { _ in composite.dispose() }
            XCTAssertEqual(members.map(\.count), [1, 1, 1, 1])
        }
    }

    func test_compositeDisposable_insertsRacingDispose_disposeEveryInsertedOneExactlyOnce() {
        for _ in 0..<rounds {
            let composite = CompositeDisposable()
            let counters = (0..<threads * 4).map { _ in DisposeCounter() }
            runOnThreadsAtOnce(threads) { thread in
                for offset in 0..<4 { composite.insert(counters[thread * 4 + offset]) }
                if thread == 0 { composite.dispose() }
            }
            composite.dispose()
            XCTAssertEqual(counters.map(\.count).filter { $0 != 1 }, [])
        }
    }

    func test_serialDisposable_disposedFrom8ThreadsAtOnce_disposesTheCurrentOneOnce() {
        for _ in 0..<rounds {
            let serial = SerialDisposable()
            let current = DisposeCounter()
            serial.disposable = current
            runOnThreadsAtOnce(threads) { _ in serial.dispose() }
            XCTAssertEqual(current.count, 1)
        }
    }

    func test_serialDisposable_assignmentsRacingDispose_disposeEveryAssignedOneExactlyOnce() {
        for _ in 0..<rounds {
            let serial = SerialDisposable()
            let counters = (0..<threads).map { _ in DisposeCounter() }
            runOnThreadsAtOnce(threads) { thread in
                serial.disposable = counters[thread]
                if thread == 3 { serial.dispose() }
            }
            serial.dispose()
            XCTAssertEqual(counters.map(\.count), Array(repeating: 1, count: threads))
        }
    }

    func test_singleAssignmentDisposable_disposedFrom8ThreadsAtOnce_disposesOnce() {
        for _ in 0..<rounds {
            let single = SingleAssignmentDisposable()
            let counter = DisposeCounter()
            single.setDisposable(counter)
            runOnThreadsAtOnce(threads) { _ in single.dispose() }
            XCTAssertEqual(counter.count, 1)
        }
    }

    func test_singleAssignmentDisposable_assignmentRacingDispose_disposesOnce() {
        for _ in 0..<rounds {
            let single = SingleAssignmentDisposable()
            let counter = DisposeCounter()
            runOnThreadsAtOnce(threads) { thread in
                if thread == 0 { single.setDisposable(counter) } else { single.dispose() }
            }
            XCTAssertEqual(counter.count, 1)
        }
    }

    func test_refCountDisposable_primaryAndReferencesDisposedAtOnce_disposeTheUnderlyingOnce() {
        for _ in 0..<rounds {
            let underlying = DisposeCounter()
            let refCount = RefCountDisposable(disposable: underlying)
            let references = UncheckedSendable((1..<threads).map { _ in refCount.retain() })
            runOnThreadsAtOnce(threads) { thread in
                if thread == 0 { refCount.dispose() } else { references.value[thread - 1].dispose() }
            }
            XCTAssertEqual(underlying.count, 1)
        }
    }

    func test_scheduledDisposable_disposedFrom8ThreadsAtOnce_disposesTheInnerOnce() {
        for _ in 0..<rounds {
            let inner = DisposeCounter()
            let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: inner)
            runOnThreadsAtOnce(threads) { _ in scheduled.dispose() }
            XCTAssertEqual(inner.count, 1)
        }
    }

    func test_subscription_disposedFrom8ThreadsAtOnce_runsOnDisposedExactlyOnce() {
        for _ in 0..<rounds {
            let disposedRuns = AtomicCounter()
            let sourceDisposals = AtomicCounter()
            let subscription = UncheckedSendable(
                Observable<Int>.create { _ in Disposables.create { sourceDisposals.increment() } }
                    .map { $0 + 1 }
                    .subscribe(onDisposed: { disposedRuns.increment() })
            )
            runOnThreadsAtOnce(threads) { _ in subscription.value.dispose() }
            XCTAssertEqual(disposedRuns.value, 1)
            XCTAssertEqual(sourceDisposals.value, 1)
        }
    }

    func test_disposeBag_insertsFrom8Threads_areAllDisposedOnceWithTheBag() {
        for _ in 0..<rounds / 4 {
            let counters = (0..<threads * 50).map { _ in DisposeCounter() }
            do {
                let bag = DisposeBag()
                runOnThreadsAtOnce(threads) { thread in
                    for offset in 0..<50 {
                        bag.insert(counters[thread * 50 + offset])
                        // Finished ones make the bag compact while others insert.
                        bag.insert(BooleanDisposable(isDisposed: true))
                    }
                }
                XCTAssertEqual(counters.map(\.count).filter { $0 != 0 }, [])
            }
            XCTAssertEqual(counters.map(\.count).filter { $0 != 1 }, [])
        }
    }
}
