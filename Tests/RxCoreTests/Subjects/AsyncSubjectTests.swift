import XCTest
import RxTesting

final class AsyncSubjectTests: RxTestCase {
    func test_asyncSubject_sendsOnlyTheLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subscription = subject.subscribe(observer) }
        scheduler.scheduleAt(200) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.scheduleAt(400) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(400, 2), .completed(400)])
        subscription?.dispose()
    }

    func test_asyncSubject_error_dropsTheElement() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }
        subject.onNext(1)
        subject.onError(testError)
        XCTAssertEqual(received, [.error(testError)])
        subscription.dispose()
    }

    func test_asyncSubject_lateSubscriber_getsTheSameEnding() {
        let subject = AsyncSubject<Int>()
        subject.onNext(7)
        subject.onCompleted()
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(7), .completed])
    }

    func test_asyncSubject_completedWithoutElements_sendsOnlyCompletion() {
        let subject = AsyncSubject<Int>()
        var received: [Event<Int>] = []
        let subscription = subject.subscribe { received.append($0) }
        subject.onCompleted()
        XCTAssertEqual(received, [.completed])
        subscription.dispose()
    }
}
