import XCTest
import RxCore
import RxTesting

final class ObservableFromTests: RxTestCase {
    func test_fromArray_onScheduler_sendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)])
    }

    func test_fromArray_onScheduler_disposedEarly_stops() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1)])
    }

    func test_fromEmptyArray_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func test_fromArray_onCurrentThread_sendsEverythingBeforeSubscribeReturns() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.from([1, 2, 3]))
        XCTAssertEqual(collector.events, [.next(1), .next(2), .next(3), .completed])
    }

    func test_fromSequence_iteratesAnewForEachSubscription() {
        var iterations = 0
        let sequence = AnySequence { () -> IndexingIterator<[Int]> in
            iterations += 1
            return [1, 2].makeIterator()
        }
        let source = Observable.from(sequence)
        let first = EventCollector<Int>()
        let second = EventCollector<Int>()
        first.subscribe(source)
        second.subscribe(source)
        XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
        XCTAssertEqual(iterations, 2)
    }

    func test_fromSequence_onScheduler_sendsOneElementPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(stride(from: 10, to: 40, by: 10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 10), .next(202, 20), .next(203, 30), .completed(204)])
    }

    func test_fromArray_onCurrentThread_disposedFromOnNext_stopsAtOnce() {
        var received: [Int] = []
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.from(Array(0..<1_000)).subscribe(onNext: { element in
                received.append(element)
                if element == 4 {
                    subscription?.dispose()
                    subscription = nil
                }
            })
        }
        XCTAssertEqual(received, [0, 1, 2, 3, 4])
    }

    func test_fromArray_insideATrampoline_returnsTheSubscriptionBeforeSending() {
        var received: [Int] = []
        var returned = false
        onTrampoline {
            _ = Observable.from([1, 2]).subscribe(onNext: { element in
                XCTAssertTrue(returned)
                received.append(element)
            })
            returned = true
        }
        XCTAssertEqual(received, [1, 2])
    }

    func test_fromArray_twoSourcesOnTheTrampoline_interleaveAsInRxSwift() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.merge(Observable.from([1, 2, 3]), Observable.from([10, 20, 30])))
        XCTAssertEqual(collector.events, [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
    }

    func test_fromArray_zippedWithItself_pairsElementsInOrder() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.zip(Observable.from([1, 2, 3]), Observable.from([10, 20, 30])) { $0 + $1 })
        XCTAssertEqual(collector.events, [.next(11), .next(22), .next(33), .completed])
    }

    func test_fromLargeArray_sendsEveryElementWithoutDeepeningTheStack() {
        var count = 0
        var completed = false
        _ = Observable.from(Array(repeating: 1, count: 200_000)).subscribe(onNext: { count += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(count, 200_000)
        XCTAssertTrue(completed)
    }
}
