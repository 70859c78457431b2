import XCTest
import RxCore
import RxTesting

final class ObservableZipTests: RxTestCase {
    func test_zip_pairsElementsByPosition() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 11), .next(225, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }


    func test_zip_ofNeverAndNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let n1 = scheduler.createHotObservable([.next(150, 1)])
        let n2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.zip(n1, n2) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(n1.subscriptions, [Subscription(200, 1000)])
    }

    func test_zip_whenASourceFails_failsAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 3), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func test_zip_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw testError }
                return x + y
            }
        }
        XCTAssertEqual(res.events, [.next(215, 3), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_zip_disposedEarly_disposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start(disposed: 225) { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(215, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 225)])
    }

    func test_zip_withoutSelector_sendsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let res = scheduler.start { Observable.zip(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .completed(300)])
    }

    func test_zip_ofThreeSources_combinesByPosition() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(300)])
        let c = scheduler.createHotObservable([.next(225, 100), .next(250, 200), .completed(260)])
        let res = scheduler.start { Observable.zip(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(res.events, [.next(225, 111), .next(250, 222), .completed(300)])
    }

    func test_zip_ofEightSources_withAndWithoutSelector_combinesByPosition() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 5, index), .next(300 + index, index * 10), .completed(400)])
        }
        let res = scheduler.start {
            Observable.zip(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res.events, [.next(240, 36), .next(308, 360), .completed(400)])

        let tuples = TestScheduler(initialClock: 0)
        let xs = (1...8).map { index in tuples.createHotObservable([.next(210, index), .completed(220)]) }
        let tupleRes = tuples.start {
            Observable.zip(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
        XCTAssertEqual(tupleRes.events, [.next(210, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(220)])
    }

    func test_zip_everyArityFromTwoToEight_pairsSynchronousSources() {
        let j = { (value: Int) in Observable.of(value, value * 10) }
        let results: [[Int]] = [
            elements(Observable.zip(j(1), j(1)) { $0 + $1 }),
            elements(Observable.zip(j(1), j(1), j(1)) { $0 + $1 + $2 }),
            elements(Observable.zip(j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 }),
            elements(Observable.zip(j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 }),
            elements(Observable.zip(j(1), j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 + $5 }),
            elements(Observable.zip(j(1), j(1), j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }),
            elements(Observable.zip(j(1), j(1), j(1), j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }),
        ]
        XCTAssertEqual(results, (2...8).map { [$0, $0 * 10] })
    }

    func test_zip_ofJusts_sendsOneCombinationAndCompletes() {
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.zip(Observable.just(1), Observable.just(2)) { $0 + $1 })
        XCTAssertEqual(collector.events, [.next(3), .completed])
    }

    func test_zipCollection_sendsArraysByPosition() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(235)])
        let c = scheduler.createHotObservable([.next(225, 100), .next(250, 200), .completed(400)])
        let res = scheduler.start { Observable.zip([a, b, c]) }
        XCTAssertEqual(res.events, [.next(225, [1, 10, 100]), .next(250, [2, 20, 200]), .completed(400)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 400)])
    }

    func test_zipCollection_withSelector_combinesByPosition() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start { Observable.zip([a, b]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.next(220, 11), .completed(300)])
    }

    func test_zipCollection_whenASourceFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let res = scheduler.start { Observable.zip([a, b]) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    }

    func test_zipCollection_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start { Observable<Int>.zip([a, b]) { _ in throw testError } }
        XCTAssertEqual(res.events, [.error(220, testError)])
    }

    func test_zipCollection_disposedEarly_disposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start(disposed: 215) { Observable.zip([a, b]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 215)])
    }

    func test_zipCollection_ofNoSources_completesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.zip([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_zip_fromSeveralThreads_pairsEveryElement() {
        let count = 5_000
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var pairs = 0
        var mismatched = false
        let subscription = Observable.zip(left, right) { ($0, $1) }.subscribe(onNext: { pair in
            if pair.0 != pair.1 { mismatched = true }
            pairs += 1
        })
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            let subject = side == 0 ? left : right
            for element in 0..<count {
                subject.onNext(element)
            }
        }
        subscription.dispose()
        XCTAssertEqual(pairs, count)
        XCTAssertFalse(mismatched)
    }

    func test_zip_bufferingManyElementsInUnevenBursts_pairsThemInOrder() {
        let left = PublishSubject<Int>()
        let right = PublishSubject<Int>()
        var pairs: [[Int]] = []
        let subscription = Observable.zip(left, right) { [$0, $1] }.subscribe(onNext: { pairs.append($0) })
        var nextLeft = 0
        var nextRight = 0
        for (leftBurst, rightBurst) in [(3, 2), (3, 4), (7, 1), (0, 6), (100, 50), (1, 51), (5, 5)] {
            for _ in 0..<leftBurst {
                left.onNext(nextLeft)
                nextLeft += 1
            }
            for _ in 0..<rightBurst {
                right.onNext(nextRight)
                nextRight += 1
            }
        }
        subscription.dispose()
        XCTAssertEqual(pairs, (0..<119).map { [$0, $0] })
    }

    func test_zip_disposed_releasesTheWaitingElements() {
        final class Token {}
        weak var waiting: Token?
        let left = PublishSubject<Token>()
        let right = PublishSubject<Token>()
        let subscription = Observable.zip(left, right) { _, _ in 0 }.subscribe()
        do {
            let token = Token()
            waiting = token
            left.onNext(token)
        }
        XCTAssertNotNil(waiting)
        subscription.dispose()
        XCTAssertNil(waiting)
    }

    private func elements(_ source: Observable<Int>) -> [Int] {
        let collector = EventCollector<Int>()
        collector.subscribe(source)
        return collector.elements
    }
}
