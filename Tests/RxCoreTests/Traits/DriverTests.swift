import Foundation
import XCTest
import RxTesting
@testable import RxCore

final class DriverTests: RxTestCase {
    // MARK: main thread delivery (real threads, expectations)

    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_asDriver_deliversOnMainThread_whenSourceEmitsInBackground() {
        let subject = PublishSubject<Int>()
        let received = expectation(description: "element on main thread")
        let completed = expectation(description: "completed on main thread")
        var values: [Int] = []
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(
            onNext: { value in
                XCTAssertTrue(Thread.isMainThread)
                values.append(value)
                if value == -1 { received.fulfill() }
            },
            onCompleted: {
                XCTAssertTrue(Thread.isMainThread)
                completed.fulfill()
            }
        )
        DispatchQueue.global().async {
            subject.onNext(1)
            subject.onError(testError)
        }
        wait(for: [received, completed], timeout: 5)
        XCTAssertEqual(values, [1, -1])
        subscription.dispose()
        drainMainQueue()
    }

    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_asDriver_onErrorDriveWith_andOnErrorRecover() {
        let done = expectation(description: "both drivers ended")
        done.expectedFulfillmentCount = 2
        var fallback: [Int] = []
        var recovered: [String] = []
        let first = Observable<Int>.error(testError).asDriver(onErrorDriveWith: Driver.of(7, 8)).drive(
            onNext: { fallback.append($0) },
            onCompleted: { done.fulfill() }
        )
        let second = Observable<String>.error(testError).asDriver(onErrorRecover: { error in Driver.just("\(error)") }).drive(
            onNext: { recovered.append($0) },
            onCompleted: { done.fulfill() }
        )
        wait(for: [done], timeout: 5)
        XCTAssertEqual(fallback, [7, 8])
        XCTAssertEqual(recovered, ["dummy"])
        first.dispose()
        second.dispose()
        drainMainQueue()
    }

    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_just_deliversOnMainThread_whenDrivenFromMain() {
        let done = expectation(description: "completed")
        var values: [Int] = []
        let subscription = Driver.just(1).drive(onNext: { values.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(values, [1])
        subscription.dispose()
        drainMainQueue()
    }

    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_onDisposed_runsOnceAfterCompletion() {
        let done = expectation(description: "disposed")
        var log: [String] = []
        _ = Driver.of(1, 2).drive(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }, onDisposed: {
            log.append("disposed")
            done.fulfill()
        })
        wait(for: [done], timeout: 5)
        XCTAssertEqual(log, ["1", "2", "completed", "disposed"])
        drainMainQueue()
    }

    // MARK: sharing, in virtual time

    func test_driver_sharesOneSubscription_andReplaysLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(230) { subscriptions.append(driver.drive(second)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(241, 3), .completed(301)])
            XCTAssertEqual(second.events, [.next(230, 2), .next(241, 3), .completed(301)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func test_operators_keepDriverSemantics() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1)
                    .map { $0 * 10 }
                    .filter { $0 != 20 }
                    .scan(0, accumulator: +)
                    .distinctUntilChanged()
                    .asObservable()
            }
            XCTAssertEqual(res.events, [.next(211, 10), .next(231, 40), .completed(301)])
        }
    }

    func test_flatMapLatest_switchesToNewestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1).flatMapLatest { value in
                    Driver<Int>.timer(.seconds(15), period: .seconds(100)).map { _ in value }.asDriver()
                }
            }
            XCTAssertEqual(res.events.first, .next(236, 2))
        }
    }

    func test_debounceThrottleDelay_useTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .completed(300)])
            let debounced = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(10)) }
            XCTAssertEqual(debounced.events, [.next(223, 2), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let xs = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
            let delayed = scheduler2.start { xs.asDriver(onErrorJustReturn: -1).delay(.seconds(10)) }
            XCTAssertEqual(delayed.events, [.next(221, 1), .completed(311)])
        }
    }

    func test_startWithSkipWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(205, "a"), .next(215, "b")])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: -1)
                    .startWith(0)
                    .skip(1)
                    .withLatestFrom(ys.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }
            }
            XCTAssertEqual(res.events, [.next(211, "1a"), .next(221, "2b"), .completed(301)])
        }
    }

    func test_combineLatestZipMergeConcat() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = Driver.of(1, 2)
            let b = Driver.just("x")
            let combined = scheduler.start { Driver.combineLatest(a, b) { "\($0)\($1)" } }
            XCTAssertEqual(combined.events.compactMap { $0.value.element }, ["1x", "2x"])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let zipped = scheduler2.start { Driver.zip(Driver.of(1, 2), Driver.of("a", "b")).map { "\($0)\($1)" } }
            XCTAssertEqual(zipped.events.compactMap { $0.value.element }, ["1a", "2b"])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            let merged = scheduler3.start { Driver.merge(Driver.just(1), Driver.just(2)) }
            XCTAssertEqual(merged.events.compactMap { $0.value.element }.sorted(), [1, 2])
        }
        let scheduler4 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler4) {
            let concatenated = scheduler4.start { Driver.concat([Driver.just(1), Driver.just(2)]) }
            XCTAssertEqual(concatenated.events.compactMap { $0.value.element }, [1, 2])
        }
    }

    func test_emptyNeverDeferredFromOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(scheduler.start { Driver<Int>.empty() }.events, [.completed(201)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            XCTAssertEqual(scheduler2.start { Driver<Int>.never() }.events, [])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            var calls = 0
            let deferred = Driver<Int>.deferred {
                calls += 1
                return Driver.from(optional: calls)
            }
            XCTAssertEqual(scheduler3.start { deferred }.events.compactMap { $0.value.element }, [1])
        }
    }

    // MARK: drive targets

    func test_drive_toObserversRelaysAndOptionals() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = Driver.of(1, 2)
            let observer = scheduler.createObserver(Int.self)
            let optionalObserver = scheduler.createObserver(Int?.self)
            let relay = BehaviorRelay(value: 0)
            let optionalRelay = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.createUnbound()
            var replayed: [Int] = []
            let replaySubscription = replay.subscribe(onNext: { replayed.append($0) })
            let bag = DisposeBag()
            driver.drive(observer).disposed(by: bag)
            driver.drive(optionalObserver).disposed(by: bag)
            driver.drive(relay).disposed(by: bag)
            driver.drive(optionalRelay).disposed(by: bag)
            driver.drive(replay).disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(observer.events.compactMap { $0.value.element }, [1, 2])
            XCTAssertEqual(observer.events.last?.value.isCompleted, true)
            XCTAssertEqual(optionalObserver.events.compactMap { $0.value.element }, [1, 2])
            XCTAssertEqual(relay.value, 2)
            XCTAssertEqual(optionalRelay.value, 2)
            XCTAssertEqual(replayed, [1, 2])
            replaySubscription.dispose()
        }
    }

    func test_drive_withObject_andCurriedBinding() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let subscription = Driver.of(1, 2).drive(with: owner, onNext: { owner, value in owner.values.append(value) })
            scheduler.start()
            XCTAssertEqual(owner.values, [1, 2])
            subscription.dispose()

            let driver = Driver.just(5)
            let bound: Bool = driver.drive { observable in observable === driver.asObservable() }
            XCTAssertTrue(bound)
            let curried = driver.drive(Self.describe, curriedArgument: "driver")
            XCTAssertEqual(curried, "driver bound")
        }
    }

    private static func describe(_ source: Observable<Int>) -> (String) -> String {
        { name in "\(name) bound" }
    }

    func test_drive_withoutArguments_keepsSideEffectsRunningOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            var sideEffects = 0
            let driver = Driver.of(1, 2).do(onNext: { _ in sideEffects += 1 })
            let a = driver.drive()
            let b = driver.drive()
            scheduler.start()
            XCTAssertEqual(sideEffects, 2)
            a.dispose()
            b.dispose()
        }
    }

    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_driverThatFails_reportsMisuseAndDropsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        var values: [Int] = []
        let reported = captureMisuse {
            SharingScheduler.mock(scheduler: scheduler) {
                let broken = Driver(raw: Observable.concat([Observable.just(1), Observable.error(testError)]))
                let subscription = broken.drive(onNext: { values.append($0) })
                scheduler.start()
                subscription.dispose()
            }
        }
        XCTAssertEqual(values, [1])
        #if DEBUG
        XCTAssertEqual(reported.count, 1)
        #endif
    }

    func test_sharingSchedulerMock_restoresPreviousScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }
}
