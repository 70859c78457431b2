import Foundation
import XCTest
import RxTesting

final class BinderTests: RxTestCase {
    final class Label: ReactiveCompatible {
        var text: String? = nil
        var count = 0
    }

    func test_binder_appliesElementsOnTheScheduler_andHoldsTargetWeakly() {
        let scheduler = TestScheduler(initialClock: 0)
        var label: Label? = Label()
        let binder = Binder(label!, scheduler: scheduler) { label, value in label.count = value }
        binder.onNext(3)
        XCTAssertEqual(label?.count, 0)
        scheduler.start()
        XCTAssertEqual(label?.count, 3)
        label = nil
        binder.onNext(4)
        scheduler.start()
    }

    func test_binder_errorIsReported_completionIgnored() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, value in label.count = value }
        let reported = captureMisuse {
            binder.on(.error(testError))
            binder.on(.completed)
            binder.on(.next(1))
        }
        XCTAssertEqual(label.count, 1)
        #if DEBUG
        XCTAssertEqual(reported.count, 1)
        #endif
    }

    func test_binder_defaultsToMainScheduler() {
        let label = Label()
        let binder = Binder(label) { label, value in
            XCTAssertTrue(Thread.isMainThread)
            label.count = value
        }
        let done = expectation(description: "applied on main")
        let box = UncheckedTestBox(value: binder)
        DispatchQueue.global().async {
            box.value.onNext(7)
            DispatchQueue.main.async { done.fulfill() }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(label.count, 7)
    }

    func test_reactive_dynamicMemberBinder_setsProperty() {
        let label = Label()
        let subscription = Observable.of("a", "b").bind(to: label.rx.text)
        drainMainQueue()
        XCTAssertEqual(label.text, "b")
        subscription.dispose()
        XCTAssertTrue(Label.rx == Reactive<Label>.self)
    }

    func test_nsObject_isReactiveCompatible() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
    }

    func test_bind_toObserversAndOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createObserver(Int.self)
        let b = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        _ = Observable.of(1, 2).bind(to: a, b)
        _ = Observable.of(3).bind(to: optional)
        XCTAssertEqual(a.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(b.events, a.events)
        XCTAssertEqual(optional.events, [.next(0, 3), .completed(0)])
    }

    func test_bind_errorIsReportedNotForwarded() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let reported = captureMisuse {
            _ = Observable<Int>.error(testError).bind(to: observer)
            _ = Observable<Int>.error(testError).bind(onNext: { _ in })
        }
        XCTAssertEqual(observer.events, [])
        #if DEBUG
        XCTAssertEqual(reported.count, 2)
        #endif
    }

    func test_bind_toRelays_includingOptionalAndVariadic() {
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let behavior = BehaviorRelay(value: 0)
        let behavior2 = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int] = []
        var optionals: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        optionalPublish.subscribe(onNext: { optionals.append($0) }).disposed(by: bag)
        let source = Observable.of(1, 2)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: optionalPublish).disposed(by: bag)
        source.bind(to: behavior, behavior2).disposed(by: bag)
        source.bind(to: optionalBehavior).disposed(by: bag)
        source.bind(to: replay).disposed(by: bag)
        source.bind(to: optionalReplay).disposed(by: bag)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(optionals, [1, 2])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(behavior2.value, 2)
        XCTAssertEqual(optionalBehavior.value, 2)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [1, 2])
        var replayedOptional: [Int?] = []
        optionalReplay.subscribe(onNext: { replayedOptional.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayedOptional, [2])
    }

    func test_bind_closureForms() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        _ = Observable.of(1, 2).bind(with: owner) { $0.values.append($1) }
        XCTAssertEqual(owner.values, [1, 2])
        let source = Observable.just(3)
        let same: Bool = source.bind { $0 === source }
        XCTAssertTrue(same)
        let curried = source.bind(to: Self.label, curriedArgument: "x")
        XCTAssertEqual(curried, "x:bound")
    }

    private static func label(_ source: Observable<Int>) -> (String) -> String {
        { "\($0):bound" }
    }

    func test_controlProperty_valuesSinkChangedAndOrEmpty() {
        let relay = BehaviorRelay<String?>(value: nil)
        var written: [String?] = []
        let property = ControlProperty<String?>(values: relay.asObservable(), valueSink: AnyObserver { event in
            if case .next(let value) = event { written.append(value) }
        })
        var values: [String] = []
        var changes: [String?] = []
        let bag = DisposeBag()
        property.orEmpty.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        property.changed.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
        property.orEmpty.onNext("typed")
        relay.accept("x")
        drainMainQueue()
        XCTAssertEqual(values, ["", "x"])
        XCTAssertEqual(changes, ["x"])
        XCTAssertEqual(written, ["typed"])
        let reported = captureMisuse { property.on(.error(testError)) }
        #if DEBUG
        XCTAssertEqual(reported.count, 1)
        #endif
    }

    /// On the main actor: its `drive`/`emit` closures are main-actor closures that capture locals.
    @MainActor
    func test_controlEvent_isSubscribedOnMain_andConvertsToDriverAndSignal() {
        let subject = PublishSubject<Int>()
        let event = ControlEvent(events: subject)
        var values: [Int] = []
        let bag = DisposeBag()
        event.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        event.asDriver().drive(onNext: { values.append($0 * 10) }).disposed(by: bag)
        event.asSignal().emit(onNext: { values.append($0 * 100) }).disposed(by: bag)
        drainMainQueue()
        subject.onNext(1)
        drainMainQueue()
        XCTAssertEqual(values, [1, 10, 100])
        XCTAssertTrue(event.asControlEvent().asObservable() === event.asObservable())
    }
}
