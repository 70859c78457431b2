import Foundation
import Testing
import RxTesting

/// Whether the calling thread is the main thread (a sync function, so async tests can ask).
private func onMainThread() -> Bool { Thread.isMainThread }

/// RxTesting used from Swift Testing: tests run concurrently, off the main thread.
@Suite struct SwiftTestingSupportTests {
    @Test func testScheduler_recordsEvents_withExpect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        #expect(res.events == [.next(210, 4), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func testScheduler_worksOnANonMainThread() async {
        #expect(!onMainThread())
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .error(20, TestError.dummy)])
        let res = scheduler.start { xs }
        #expect(res.events == [.next(210, "a"), .error(220, TestError.dummy)])
        #expect(res.events != [.next(210, "a"), .error(220, TestError.other)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func testSchedulers_inConcurrentTests_stayIndependent(offset: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let events = (1...50).map { Recorded.next(200 + $0 * 2, $0 * offset) }
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: 251) { xs.asObservable() }
        #expect(res.events == Array(events.prefix(25)))
        #expect(xs.subscriptions == [Subscription(200, 251)])
    }

    @Test func virtualTime_advanceToAndSleep() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(30) { observer.onNext(2) }
        scheduler.advanceTo(20)
        #expect(observer.events == [.next(10, 1)])
        scheduler.sleep(5)
        #expect(scheduler.clock == 25)
        scheduler.start()
        #expect(observer.events == [.next(10, 1), .next(30, 2)])
    }

    @Test func toBlocking_waitsForAnotherThread() throws {
        let source = Observable<Int>.create { observer in
            let box = UncheckedBox(observer)
            DispatchQueue.global().async {
                box.value.onNext(1)
                box.value.onNext(2)
                box.value.onCompleted()
            }
            return Disposables.create()
        }
        #expect(try source.toBlocking(timeout: 5).toArray() == [1, 2])
    }

    @Test func toBlocking_timesOut() {
        let never = Observable<Int>.create { _ in Disposables.create() }
        #expect(throws: RxError.timeout) {
            try never.toBlocking(timeout: 0.02).first()
        }
    }
}

/// Carries a non-Sendable value into a dispatched block.
/// `@unchecked Sendable`: the value is only used by that one block.
private final class UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
