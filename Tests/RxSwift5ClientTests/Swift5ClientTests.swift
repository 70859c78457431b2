import Foundation
import Dispatch
import XCTest
import RxSwift
import RxRelay
import RxCocoa
import RxTest

// Compiled in the Swift 5 language mode, as RxSwift's own suite and most libraries built on
// it are: the zero-warning build holds RxCore to giving such a client no concurrency warning
// that the same code against RxSwift would not give (hooks, drive/emit closures, a
// TestScheduler subclass, capturing Observable, AnyObserver, Disposable, Cancelable, Binder,
// ConnectableObservable and the traits in a `DispatchQueue.async` closure, a Disposable of
// its own with mutable state). Each case here gave a warning before D66/D76.

/// RxSwift's own test suite subclasses `TestScheduler` (`open`, as RxTest's). Restating
/// `@unchecked Sendable` is the one edit RxCore still asks of it, by choice (D76): RxCore's
/// schedulers are `Sendable` so that Swift 6 code can hand one to another queue, and Swift
/// asks every subclass of an `@unchecked Sendable` class to restate it (RxTest's are not
/// marked, so RxSwift's subclass does not).
final class TestVirtualScheduler: TestScheduler, @unchecked Sendable {}

final class Swift5ClientTests: XCTestCase {
    func test_subclassOfTestScheduler_compilesAndRuns() {
        let scheduler = TestVirtualScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func test_hooksTakePlainClosures() {
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        var reported: [String] = []
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        Hooks.customCaptureSubscriptionCallstack = { [] }
        Hooks.defaultErrorHandler = previousHandler
        Hooks.customCaptureSubscriptionCallstack = previousCapture
        XCTAssertEqual(reported, [])
    }

    func test_driveAndEmitTakePlainClosures() {
        let scheduler = TestVirtualScheduler(initialClock: 0)
        var driven: [Int] = []
        var emitted: [Int] = []
        let record: (Int) -> Void = { driven.append($0) }
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 1)
            let signal = PublishRelay<Int>()
            let bag = DisposeBag()
            relay.asDriver().drive(onNext: record).disposed(by: bag)
            signal.asSignal().emit(onNext: { emitted.append($0) }).disposed(by: bag)
            scheduler.scheduleAt(10) { signal.accept(2) }
            scheduler.start()
        }
        XCTAssertEqual(driven, [1])
        XCTAssertEqual(emitted, [2])
    }

    // MARK: Capturing RxCore's types in a `DispatchQueue.async` closure (`@Sendable`)

    func test_observableCapturedByDispatchQueueAsync_isSubscribedOnThatQueue() {
        let observable = Observable.of(1, 2, 3)
        let recorder = ReplaySubject<Int>.createUnbounded()
        queue.async { _ = observable.subscribe(recorder) }
        queue.sync {}
        XCTAssertEqual(elements(of: recorder), [1, 2, 3])
    }

    func test_singleAndMaybeCapturedByDispatchQueueAsync_areSubscribedOnThatQueue() {
        let single = Single.just(1)
        let maybe = Maybe.just(2)
        let recorder = ReplaySubject<Int>.createUnbounded()
        queue.async {
            _ = single.subscribe(onSuccess: { recorder.onNext($0) })
            _ = maybe.subscribe(onSuccess: { recorder.onNext($0) })
        }
        queue.sync {}
        XCTAssertEqual(elements(of: recorder), [1, 2])
    }

    func test_anyObserverCapturedByDispatchQueueAsync_receivesWhatIsSentThere() {
        let recorder = ReplaySubject<Int>.createUnbounded()
        let observer: AnyObserver<Int> = recorder.asObserver()
        queue.async { observer.onNext(7) }
        queue.sync {}
        XCTAssertEqual(elements(of: recorder), [7])
    }

    func test_disposableCapturedByDispatchQueueAsync_isDisposedThere() {
        let subject = PublishSubject<Int>()
        let recorder = ReplaySubject<Int>.createUnbounded()
        let subscription: Disposable = subject.subscribe(recorder)
        subject.onNext(1)
        queue.async { subscription.dispose() }
        queue.sync {}
        subject.onNext(2)
        XCTAssertEqual(elements(of: recorder), [1])
    }

    func test_cancelableCapturedByDispatchQueueAsync_isDisposedThere() {
        let cancelable: Cancelable = BooleanDisposable()
        queue.async { cancelable.dispose() }
        queue.sync {}
        XCTAssertTrue(cancelable.isDisposed)
    }

    func test_binderCapturedByDispatchQueueAsync_bindsThere() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        queue.async { binder.onNext("bound") }
        queue.sync {}
        XCTAssertEqual(label.text, "bound")
    }

    func test_connectableObservableCapturedByDispatchQueueAsync_connectsThere() {
        let connectable = Observable.of(1, 2).publish()
        let recorder = ReplaySubject<Int>.createUnbounded()
        _ = connectable.subscribe(recorder)
        queue.async { _ = connectable.connect() }
        queue.sync {}
        XCTAssertEqual(elements(of: recorder), [1, 2])
    }

    func test_ownDisposableWithMutableState_conformsWithoutWarning() {
        let disposable = CountingDisposable()
        let bag = DisposeBag()
        disposable.disposed(by: bag)
        disposable.dispose()
        XCTAssertEqual(disposable.count, 1)
    }

    private let queue = DispatchQueue(label: "Swift5ClientTests")

    /// What `subject` replays, read synchronously on this thread.
    private func elements<Element>(of subject: ReplaySubject<Element>) -> [Element] {
        var elements: [Element] = []
        subject.subscribe(onNext: { elements.append($0) }).dispose()
        return elements
    }
}

/// A bound-to target, as a UI label would be.
private final class Label {
    var text = ""
}

/// A Disposable of the client's own with mutable state, as RxSwift code writes them: no
/// `Sendable` conformance to check in the Swift 5 mode (`Disposable` is `@preconcurrency`).
private final class CountingDisposable: Disposable {
    private(set) var count = 0
    func dispose() { count += 1 }
}
