import XCTest
import RxTesting

final class ReplaySubjectTests: RxTestCase {
    func test_replaySubject_replaysLastBufferSizeElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(subject.onNext)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(4)
        XCTAssertEqual(received, [2, 3, 4])
        subscription.dispose()
    }

    func test_replaySubject_unbound_replaysEverythingAndTheStopEvent() {
        let subject = ReplaySubject<Int>.createUnbounded()
        (1...5).forEach(subject.onNext)
        subject.onError(testError)
        var received: [Event<Int>] = []
        _ = subject.subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(1), .next(2), .next(3), .next(4), .next(5), .error(testError)])
    }

    func test_replaySubject_bufferSizeZero_behavesLikePublish() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subscription = subject.subscribe(observer) }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(300, 2)])
        subscription?.dispose()
    }
}
