import Foundation
import XCTest
import RxTesting

/// Exercises the deprecated shims. Using a deprecated API outside a deprecated context
/// warns, and the test runner must reference every test method, so the checks live in
/// a deprecated conformance that the tests reach through a dynamic cast (which does not warn).
final class DeprecatedTests: RxTestCase {
    private var checks: DeprecatedShimChecks? {
        DeprecatedShims() as Any as? DeprecatedShimChecks
    }

    func test_variable_replaysValueAndEmitsChanges_completesOnDeinit() {
        XCTAssertNotNil(checks)
        checks?.variable_replaysValueAndEmitsChanges_completesOnDeinit()
    }

    func test_variable_asObserver_setsValue() {
        XCTAssertNotNil(checks)
        checks?.variable_asObserver_setsValue()
    }

    func test_bindTo_addDisposableTo_subscribeNext() {
        XCTAssertNotNil(checks)
        checks?.bindTo_addDisposableTo_subscribeNext()
    }

    func test_shareReplayLatestWhileConnected_andShareReplay() {
        XCTAssertNotNil(checks)
        checks?.shareReplayLatestWhileConnected_andShareReplay()
    }

    func test_throttleAndDebounce_inSeconds() {
        XCTAssertNotNil(checks)
        checks?.throttleAndDebounce_inSeconds()
    }

    func test_traitRenames() {
        XCTAssertNotNil(checks)
        checks?.traitRenames()
    }

    func test_observableRenames() {
        XCTAssertNotNil(checks)
        checks?.observableRenames()
    }
}

/// The checks, one per test.
protocol DeprecatedShimChecks {
    func variable_replaysValueAndEmitsChanges_completesOnDeinit()
    func variable_asObserver_setsValue()
    func bindTo_addDisposableTo_subscribeNext()
    func shareReplayLatestWhileConnected_andShareReplay()
    func throttleAndDebounce_inSeconds()
    func traitRenames()
    func observableRenames()
}

struct DeprecatedShims {}

@available(*, deprecated, message: "Exercises deprecated API")
extension DeprecatedShims: DeprecatedShimChecks {
    func variable_replaysValueAndEmitsChanges_completesOnDeinit() {
        var variable: Variable<Int>? = Variable(1)
        var events: [Event<Int>] = []
        let subscription = variable!.asObservable().subscribe { events.append($0) }
        variable!.value = 2
        XCTAssertEqual(variable!.value, 2)
        variable = nil
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    func variable_asObserver_setsValue() {
        let variable = Variable(0)
        _ = Observable.of(1, 2).bind(to: variable.asObserver())
        XCTAssertEqual(variable.value, 2)
    }

    func bindTo_addDisposableTo_subscribeNext() {
        let relay = BehaviorRelay(value: 0)
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        Observable.just(1).bindTo(observer).addDisposableTo(bag)
        var values: [Int] = []
        Observable.just(2).subscribeNext { values.append($0) }.addDisposableTo(bag)
        _ = Observable.just(3).bindTo { (source: Observable<Int>) in source.bind(to: relay) }
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
        XCTAssertEqual(values, [2])
        XCTAssertEqual(relay.value, 3)
    }

    func shareReplayLatestWhileConnected_andShareReplay() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        let latest = source.shareReplayLatestWhileConnected()
        var values: [Int] = []
        let a = latest.subscribe(onNext: { values.append($0) })
        let b = latest.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 1])
        a.dispose()
        b.dispose()

        let forever = source.shareReplay(1)
        var foreverValues: [Int] = []
        forever.subscribe(onNext: { foreverValues.append($0) }).dispose()
        forever.subscribe(onNext: { foreverValues.append($0) }).dispose()
        // The forever scope replays the last element, then the source is subscribed again.
        XCTAssertEqual(foreverValues, [2, 2, 3])
    }

    func throttleAndDebounce_inSeconds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let debounced = scheduler.start { xs.debounce(10.0, scheduler: scheduler) }
        XCTAssertEqual(debounced.events, [.next(225, 2), .completed(300)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let throttled = scheduler2.start { ys.throttle(20.0, latest: false, scheduler: scheduler2) }
        XCTAssertEqual(throttled.events, [.next(210, 1), .completed(300)])
    }

    func traitRenames() {
        var results: [String] = []
        _ = Single<Int>.error(testError).catchError { _ in .just(1) }.subscribe(onSuccess: { results.append("catchError \($0)") })
        _ = Single<Int>.error(testError).catchErrorJustReturn(2).subscribe(onSuccess: { results.append("justReturn \($0)") })
        _ = Maybe<Int>.error(testError).catchErrorJustReturn(3).subscribe(onSuccess: { results.append("maybe \($0)") })
        _ = Single<Int>.error(testError).subscribe(onSuccess: { _ in }, onError: { results.append("onError \($0)") })
        let scheduler = TestScheduler(initialClock: 0)
        let observed = scheduler.start { Single.just(1).observeOn(scheduler).subscribeOn(scheduler) }
        XCTAssertEqual(results, ["catchError 1", "justReturn 2", "maybe 3", "onError dummy"])
        XCTAssertEqual(observed.events, [.next(202, 1), .completed(203)])
    }

    func observableRenames() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(240, testError)])
        let stop = scheduler.createHotObservable([.next(235, 0)])
        let res = scheduler.start {
            xs.observeOn(scheduler).subscribeOn(scheduler).skipWhile { $0 < 2 }.takeWhile { $0 < 10 }
                .takeUntil(stop).catchErrorJustReturn(-1)
        }
        XCTAssertEqual(res.events, [.next(221, 2), .next(231, 3), .completed(235)])
        var values: [Int] = []
        _ = Observable.of(1, 2, 3).elementAt(1).subscribe(onNext: { values.append($0) })
        _ = Observable<Int>.error(testError).catchError { _ in .just(4) }.subscribe(onNext: { values.append($0) })
        _ = Observable.catchError([Observable<Int>.error(testError), .just(5)]).subscribe(onNext: { values.append($0) })
        _ = Observable.of(6, 7).takeUntil(.inclusive) { $0 == 6 }.subscribe(onNext: { values.append($0) })
        _ = Observable.of(8).skipUntil(Observable.just(0)).subscribe(onNext: { values.append($0) })
        _ = Observable.just(9).take(.seconds(1), scheduler: scheduler).subscribe(onNext: { values.append($0) })
        _ = Observable<Int>.error(testError).retryWhen { (errors: Observable<TestError>) in errors.take(0) }.subscribe()
        _ = Observable<Int>.error(testError).retryWhen { (errors: Observable<Swift.Error>) in errors.take(0) }.subscribe()
        XCTAssertEqual(values, [2, 4, 5, 6, 8, 9])
    }
}
