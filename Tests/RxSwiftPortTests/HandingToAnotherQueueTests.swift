import Dispatch
import Synchronization
import XCTest
import RxSwift
import RxRelay

// Compiled in the Swift 6 language mode: what RxSwift's docs promise a client (an
// observable can be subscribed from any thread and passed to another queue; a
// subscription disposed from any thread) compiles without `@preconcurrency` or a box (D76).

final class HandingToAnotherQueueTests: XCTestCase {
    private let queue = DispatchQueue(label: "HandingToAnotherQueueTests")

    func test_observablePassedToAnotherQueue_isSubscribedThere() {
        let observable = Observable.of(1, 2, 3).map { $0 * 10 }
        let received = Mutex<[Int]>([])
        queue.async {
            _ = observable.subscribe(onNext: { element in received.withLock { $0.append(element) } })
        }
        queue.sync {}
        XCTAssertEqual(received.withLock { $0 }, [10, 20, 30])
    }

    func test_oneObservable_subscribedFromManyThreadsAtOnce_givesEverySubscriptionTheWholeSequence() {
        let observable = Observable.range(start: 1, count: 1_000).filter { $0.isMultiple(of: 2) }.map { $0 * 2 }
        let sums = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var sum = 0
            _ = observable.subscribe(onNext: { sum += $0 })
            sums.withLock { $0.append(sum) }
        }
        XCTAssertEqual(sums.withLock { $0 }, Array(repeating: 501_000, count: 8))
    }

    func test_subscriptionPassedToAnotherQueue_isDisposedThere() {
        let relay = PublishRelay<Int>()
        let received = Mutex<[Int]>([])
        let subscription = relay.subscribe(onNext: { element in received.withLock { $0.append(element) } })
        relay.accept(1)
        queue.async { subscription.dispose() }
        queue.sync {}
        relay.accept(2)
        XCTAssertEqual(received.withLock { $0 }, [1])
    }

    func test_singlePassedToADetachedTask_isAwaitedThere() async throws {
        let single = Observable.of(1, 2, 3).toArray()
        let values = try await Task.detached { try await single.value }.value
        XCTAssertEqual(values, [1, 2, 3])
    }
}
