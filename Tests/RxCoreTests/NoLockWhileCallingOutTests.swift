import Dispatch
import Foundation
import XCTest
import RxTesting

/// Every operator, subject and disposable calls observers, user closures and `dispose`
/// with no lock held. Each test makes such a call hop to another thread that re-enters
/// the same operator and waits for it: code that held a lock there would deadlock, so
/// each test runs its body on a background thread and fails when it misses its deadline.
final class NoLockWhileCallingOutTests: RxTestCase {
    private let deadline: TimeInterval = 10

    /// Runs `body` on a background thread; fails if it has not returned by the deadline
    /// (a deadlock leaves that thread blocked, which only a failing test can show).
    private func assertFinishes(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let body = body  // runs on that thread alone
        Thread.detachNewThread {
            body()
            finished.signal()
        }
        if finished.wait(timeout: .now() + deadline) == .timedOut {
            XCTFail("\(what) did not finish within \(deadline) s: a lock is held while calling out", file: file, line: line)
        }
    }

    /// Runs `work` on another thread and waits for it: re-entry from elsewhere.
    private static func onAnotherThread(_ work: @escaping () -> Void) {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let work = work  // the caller waits while it runs
        DispatchQueue.global().async {
            work()
            done.signal()
        }
        done.wait()
    }

    func test_zipOverACollection_disposingASourceThatReentersFromAnotherThread_doesNotDeadlock() {
        assertFinishes("zip([...]) disposing a source") {
            let trigger = PublishSubject<Int>()
            let other = PublishSubject<Int>()
            let third = PublishSubject<Int>()
            let reentering = Observable<Int>.create { observer in
                let subscription = trigger.subscribe(observer)
                return Disposables.create {
                    subscription.dispose()
                    // The disposal sends to the zip from another thread and waits for it.
                    Self.onAnotherThread { third.onNext(1) }
                }
            }
            let subscription = Observable.zip([reentering, other.asObservable(), third.asObservable()])
                .subscribe()
            // A finished source, or the whole zip ending, makes the zip dispose sources.
            other.onCompleted()
            trigger.onCompleted()
            third.onCompleted()
            subscription.dispose()
        }
    }

    func test_multiSourceOperators_observerReenteringFromAnotherThread_doesNotDeadlock() {
        typealias Build = (PublishSubject<Int>, PublishSubject<Int>) -> Observable<Int>
        let operators: [(String, Build)] = [
            ("combineLatest", { Observable.combineLatest($0, $1) { $0 + $1 } }),
            ("combineLatest([...])", { Observable.combineLatest([$0, $1]).map { $0.reduce(0, +) } }),
            ("zip", { Observable.zip($0, $1) { $0 + $1 } }),
            ("zip([...])", { Observable.zip([$0, $1]).map { $0.reduce(0, +) } }),
            ("withLatestFrom", { first, second in first.withLatestFrom(second) { $0 + $1 } }),
            ("merge", { Observable.merge($0.asObservable(), $1.asObservable()) }),
            ("flatMap", { first, second in first.flatMap { _ in second } }),
            ("flatMapLatest", { first, second in first.flatMapLatest { _ in second } }),
            ("take(until:)", { first, second in first.take(until: second.filter { $0 < 0 }).concat(Observable<Int>.never()) }),
            ("sample", { first, second in first.sample(second) }),
            ("amb", { first, second in first.amb(second) }),
            ("share(replay: 1)", { first, _ in first.share(replay: 1) }),
        ]
        for (name, build) in operators {
            assertFinishes(name) {
                let first = PublishSubject<Int>()
                let second = PublishSubject<Int>()
                var reentered = false
                let subscription = build(first, second).subscribe(onNext: { _ in
                    guard !reentered else { return }
                    reentered = true
                    // Another thread sends into the operator while this observer runs.
                    Self.onAnotherThread {
                        first.onNext(100)
                        second.onNext(200)
                    }
                })
                second.onNext(2)
                first.onNext(1)
                second.onNext(3)
                first.onNext(4)
                subscription.dispose()
            }
        }
    }

    func test_shareReplay_replayToAnObserverThatWaitsForAnotherThread_doesNotDeadlock() {
        let received = CallRecorder()
        assertFinishes("share(replay: 1) replaying") {
            let source = PublishSubject<Int>()
            let shared = source.share(replay: 1)
            let first = shared.subscribe()
            source.onNext(1)
            let second = shared.subscribe(onNext: { value in
                received.append("\(value)")
                if value == 1 {
                    // While its replay is delivered, another thread sends and subscribes.
                    Self.onAnotherThread {
                        source.onNext(2)
                        shared.subscribe().dispose()
                    }
                }
            })
            first.dispose()
            second.dispose()
        }
        XCTAssertEqual(received.entries, ["1", "2"], "the replay comes first, then what was sent meanwhile")
    }

    func test_refCount_connectingToASourceThatReentersFromAnotherThread_doesNotDeadlock() {
        assertFinishes("refCount connecting") {
            let shared = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create()
            }
            .publish()
            .refCount()
            let subscription = shared.subscribe(onNext: { _ in
                // A second observer subscribes (and leaves) from another thread during connect.
                Self.onAnotherThread { shared.subscribe().dispose() }
            })
            subscription.dispose()
        }
    }

    func test_disposeBag_compaction_asksEntriesOutsideItsLock() {
        let asked = AtomicCounter()
        assertFinishes("DisposeBag compaction") {
            let bag = DisposeBag()
            // An entry whose `isDisposed` uses the bag: asked under the bag's lock it would
            // re-take that (non-recursive) lock.
            bag.insert(ReenteringDisposable(bag: bag, asked: asked))
            for _ in 0..<200 {
                Disposables.create().disposed(by: bag)
            }
        }
        XCTAssertGreaterThan(asked.value, 0, "compaction ran")
    }

    func test_disposeBag_compaction_releasesFinishedEntriesOutsideItsLock() {
        assertFinishes("DisposeBag compaction releasing") {
            let bag = DisposeBag()
            for _ in 0..<200 {
                // A finished entry whose release uses the bag (its deinit inserts into it).
                let entry = ReleaseReportingDisposable { [weak bag] in
                    if let bag { Disposables.create().disposed(by: bag) }
                }
                entry.dispose()
                bag.insert(entry)
            }
        }
    }
}

/// A disposable that inserts into a bag whenever it is asked whether it was disposed.
private final class ReenteringDisposable: Cancelable, @unchecked Sendable {
    private weak var bag: DisposeBag?
    private let asked: AtomicCounter

    init(bag: DisposeBag, asked: AtomicCounter) {
        self.bag = bag
        self.asked = asked
    }

    var isDisposed: Bool {
        asked.increment()
        if let bag { Disposables.create().disposed(by: bag) }
        return false
    }

    func dispose() {}
}

/// A disposed disposable that runs `onRelease` in its deinit.
private final class ReleaseReportingDisposable: Cancelable, @unchecked Sendable {
    private let onRelease: () -> Void
    private(set) var isDisposed = false

    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    func dispose() { isDisposed = true }

    deinit { onRelease() }
}
