import Foundation
import XCTest
import RxTesting

final class SignalTests: RxTestCase {
    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_asSignal_deliversOnMainThread_whenSourceEmitsInBackground() {
        let relay = PublishRelay<Int>()
        let received = expectation(description: "element on main thread")
        var values: [Int] = []
        let subscription = relay.asSignal().emit(onNext: { value in
            XCTAssertTrue(Thread.isMainThread)
            values.append(value)
            received.fulfill()
        })
        DispatchQueue.global().async { relay.accept(1) }
        wait(for: [received], timeout: 5)
        XCTAssertEqual(values, [1])
        subscription.dispose()
        drainMainQueue()
    }

    func test_signal_doesNotReplayToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.emit(to: first)) }
            scheduler.scheduleAt(230) { subscriptions.append(signal.emit(to: second)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(241, 3), .completed(301)])
            XCTAssertEqual(second.events, [.next(241, 3), .completed(301)])
            XCTAssertEqual(xs.subscriptions.count, 1)
        }
    }

    func test_asSignal_errorFallbacks() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
            let justReturn = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(justReturn.events, [.next(211, 1), .next(221, -1), .completed(221)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let xs = scheduler2.createHotObservable([.error(220, testError, Int.self)])
            let signalWith = scheduler2.start { xs.asSignal(onErrorSignalWith: Signal.just(5)) }
            XCTAssertEqual(signalWith.events, [.next(222, 5), .completed(223)], "Signal.just schedules the completion after the element, as RxCocoa does")
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            let xs = scheduler3.createHotObservable([.error(220, testError, Int.self)])
            let recovered = scheduler3.start { xs.asSignal(onErrorRecover: { _ in Signal.empty() }) }
            XCTAssertEqual(recovered.events, [.completed(222)])
        }
    }

    func test_emit_toRelaysAndObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = Signal.of(1, 2)
            let publish = PublishRelay<Int>()
            let optionalPublish = PublishRelay<Int?>()
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
            let observer = scheduler.createObserver(Int?.self)
            var published: [Int] = []
            var optionals: [Int?] = []
            let bag = DisposeBag()
            publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
            optionalPublish.subscribe(onNext: { optionals.append($0) }).disposed(by: bag)
            signal.emit(to: publish).disposed(by: bag)
            signal.emit(to: optionalPublish).disposed(by: bag)
            signal.emit(to: behavior).disposed(by: bag)
            signal.emit(to: optionalBehavior).disposed(by: bag)
            signal.emit(to: replay).disposed(by: bag)
            signal.emit(to: optionalReplay).disposed(by: bag)
            signal.emit(to: observer).disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(published, [1, 2])
            XCTAssertEqual(optionals, [1, 2])
            XCTAssertEqual(behavior.value, 2)
            XCTAssertEqual(optionalBehavior.value, 2)
            var replayed: [Int] = []
            replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
            XCTAssertEqual(replayed, [2])
            XCTAssertEqual(observer.events.compactMap { $0.value.element }, [1, 2])
        }
    }

    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_emit_withObject_closuresAndNoArguments() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var disposed = false
            let bag = DisposeBag()
            Signal.of(1).emit(with: owner, onNext: { $0.log.append("next \($1)") }, onCompleted: { $0.log.append("completed") }).disposed(by: bag)
            Signal.of(2).emit(onNext: { owner.log.append("plain \($0)") }, onDisposed: { disposed = true }).disposed(by: bag)
            Signal.of(3).do(onNext: { owner.log.append("side effect \($0)") }).emit().disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(owner.log.sorted(), ["completed", "next 1", "plain 2", "side effect 3"])
            XCTAssertTrue(disposed)
        }
    }

    func test_values_streamsDriverElements() async {
        let driver = Driver.of(1, 2, 3)
        var collected: [Int] = []
        for await value in driver.values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }
}
