import XCTest
import RxTesting

final class BehaviorSubjectTests: RxTestCase {
    func test_behaviorSubject_newObserverReceivesCurrentValueThenUpdates() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []

        scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(first)) }
        scheduler.scheduleAt(200) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(second)) }
        scheduler.scheduleAt(400) { subject.onNext(2) }
        scheduler.scheduleAt(500) { subject.onCompleted() }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(100, 0), .next(200, 1), .next(400, 2), .completed(500)])
        XCTAssertEqual(second.events, [.next(300, 1), .next(400, 2), .completed(500)])
        subscriptions.forEach { $0.dispose() }
    }

    func test_behaviorSubject_value_reflectsLatestAndThrowsAfterError() throws {
        let subject = BehaviorSubject(value: "a")
        XCTAssertEqual(try subject.value(), "a")
        subject.onNext("b")
        XCTAssertEqual(try subject.value(), "b")
        subject.onError(testError)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, testError) }
    }

    func test_behaviorSubject_afterCompletion_lateObserverGetsOnlyCompletion() {
        let subject = BehaviorSubject(value: 1)
        subject.onCompleted()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed])
    }

    func test_behaviorSubject_disposed_valueThrowsDisposed() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? RxError, RxError.disposed(object: subject)) }
    }

    func test_behaviorSubject_subscribeDuringDelivery_getsCurrentValueBeforeLaterEvents() {
        let subject = BehaviorSubject(value: 0)
        var inner: [Int] = []
        var innerSubscription: Disposable?
        let outer = subject.subscribe(onNext: { value in
            if value == 1 {
                innerSubscription = subject.subscribe(onNext: { inner.append($0) })
                subject.onNext(2)
            }
        })
        subject.onNext(1)
        XCTAssertEqual(inner, [1, 2])
        XCTAssertEqual(try subject.value(), 2)
        outer.dispose()
        innerSubscription?.dispose()
    }
}
