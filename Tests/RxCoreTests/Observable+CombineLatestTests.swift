import XCTest
import RxCore
import RxTesting

final class ObservableCombineLatestTests: RxTestCase {
    func test_combineLatest_combinesTheLatestElements_onceEachSourceHasOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(500)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .next(240, 23), .completed(500)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
    }

    func test_combineLatest_whenASourceCompletesWithoutElements_completesAtTheNextElement_asRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(500)])
        let res = scheduler.start { Observable.combineLatest(e, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func test_combineLatest_ofNeverAndNever_sendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let n1 = scheduler.createHotObservable([.next(150, 1)])
        let n2 = scheduler.createHotObservable([.next(150, 1)])
        let res = scheduler.start { Observable.combineLatest(n1, n2) { $0 + $1 } }
        XCTAssertEqual(res.events, [])
    }

    func test_combineLatest_keepsCombiningAfterOneSourceCompletesWithAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(240)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 21), .completed(240)])
    }

    func test_combineLatest_whenASourceFails_failsAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(500)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11), .error(230, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func test_combineLatest_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .completed(500)])
        let res = scheduler.start { Observable<Int>.combineLatest(xs, ys) { _, _ in throw testError } }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_combineLatest_disposedEarly_disposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(500)])
        let res = scheduler.start(disposed: 230) { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func test_combineLatest_withoutSelector_sendsTuples() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(400)])
        let res = scheduler.start { Observable.combineLatest(xs, ys).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .completed(400)])
    }

    func test_combineLatest_ofOptionalElements_treatsNilAsAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, nil as Int?), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 1 as Int?), .completed(400)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { ($0 ?? 0) + ($1 ?? 0) } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(400)])
    }

    func test_combineLatest_ofEightSources_withAndWithoutSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 5, index), .completed(400)])
        }
        let last = scheduler.createHotObservable([.next(245, 100), .completed(400)])
        let res = scheduler.start {
            Observable.combineLatest(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], last) {
                $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7
            }
        }
        XCTAssertEqual(res.events, [.next(245, 128), .completed(400)])

        let tuples = TestScheduler(initialClock: 0)
        let xs = (1...8).map { index in tuples.createHotObservable([.next(210, index), .completed(220)]) }
        let tupleRes = tuples.start {
            Observable.combineLatest(xs[0], xs[1], xs[2], xs[3], xs[4], xs[5], xs[6], xs[7])
                .map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
        XCTAssertEqual(tupleRes.events, [.next(210, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(220)])
    }

    func test_combineLatest_everyArityFromTwoToEight_combinesJusts() {
        let j = { (value: Int) in Observable.just(value) }
        let results: [[Int]] = [
            elements(Observable.combineLatest(j(1), j(1)) { $0 + $1 }),
            elements(Observable.combineLatest(j(1), j(1), j(1)) { $0 + $1 + $2 }),
            elements(Observable.combineLatest(j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 }),
            elements(Observable.combineLatest(j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 }),
            elements(Observable.combineLatest(j(1), j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 + $5 }),
            elements(Observable.combineLatest(j(1), j(1), j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }),
            elements(Observable.combineLatest(j(1), j(1), j(1), j(1), j(1), j(1), j(1), j(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }),
        ]
        XCTAssertEqual(results, (2...8).map { [$0] })
    }

    func test_combineLatest_reentrantElementFromTheObserver_isCombinedInOrder() {
        let xs = PublishSubject<Int>()
        let ys = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(xs, ys) { $0 + $1 }.subscribe(onNext: { value in
            received.append(value)
            if value == 11 { xs.onNext(2) }
        })
        xs.onNext(1)
        ys.onNext(10)
        XCTAssertEqual(received, [11, 12])
        subscription.dispose()
    }

    func test_combineLatestCollection_sendsArraysOfTheLatestElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(250)])
        let c = scheduler.createHotObservable([.next(230, 100), .completed(260)])
        let res = scheduler.start { Observable.combineLatest([a, b, c]) }
        XCTAssertEqual(res.events, [.next(230, [1, 10, 100]), .next(240, [2, 10, 100]), .completed(300)])
    }

    func test_combineLatestCollection_withSelector_whenASourceCompletesWithoutElements_completesWhenAllHave_asRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.completed(220, Int.self)])
        let res = scheduler.start { Observable.combineLatest([a, b]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
    }

    func test_combineLatestCollection_whenASourceFails_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.error(220, testError, Int.self)])
        let res = scheduler.start { Observable.combineLatest([a, b]) }
        XCTAssertEqual(res.events, [.error(220, testError)])
    }

    func test_combineLatestCollection_whenTheSelectorThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start { Observable<Int>.combineLatest([a, b]) { _ in throw testError } }
        XCTAssertEqual(res.events, [.error(220, testError)])
    }

    func test_combineLatestCollection_disposedEarly_disposesEverySource() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let res = scheduler.start(disposed: 215) { Observable.combineLatest([a, b]) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 215)])
    }

    func test_combineLatestCollection_ofNoSources_sendsTheEmptyCombinationAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
    }

    func test_combineLatest_replacingTheLatestElement_releasesThePreviousOne_andDisposeReleasesTheRest() {
        final class Token {}
        weak var first: Token?
        weak var second: Token?
        let left = PublishSubject<Token>()
        let right = PublishSubject<Int>()
        var combined = 0
        let subscription = Observable.combineLatest(left, right) { _, _ in 0 }.subscribe(onNext: { _ in combined += 1 })
        do {
            let token = Token()
            first = token
            left.onNext(token)
        }
        do {
            let token = Token()
            second = token
            left.onNext(token)
        }
        XCTAssertNil(first)
        XCTAssertNotNil(second)
        right.onNext(1)
        XCTAssertEqual(combined, 1)
        subscription.dispose()
        XCTAssertNil(second)
    }

    func test_combineLatest_whenOneSourceIsLeft_keepsCombiningAndCompletesWithIt() {
        let live = PublishSubject<Int>()
        let collector = EventCollector<Int>()
        collector.subscribe(Observable.combineLatest(live, Observable.just(10), Observable.just(100)) { $0 + $1 + $2 })
        live.onNext(1)
        live.onNext(2)
        live.onCompleted()
        XCTAssertEqual(collector.events, [.next(111), .next(112), .completed])
    }

    func test_combineLatest_whenOneSourceIsLeft_reentrantElementsAreCombinedInOrder() {
        let live = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Observable.combineLatest(live, Observable.just(0)) { $0 + $1 }
            .subscribe(onNext: { element in
                received.append(element)
                if element < 3 { live.onNext(element + 1) }
            })
        live.onNext(1)
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }

    func test_combineLatest_whenOneSourceIsLeft_releasesTheElementsWithTheSubscription() {
        final class Token {}
        weak var kept: Token?
        let live = PublishSubject<Token>()
        var subscription: Disposable?
        do {
            let constant = Token()
            kept = constant
            subscription = Observable.combineLatest(live, Observable.just(constant)) { _, _ in 0 }.subscribe(onNext: { _ in })
        }
        live.onNext(Token())
        XCTAssertNotNil(kept)
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(kept)
    }

    private func elements(_ source: Observable<Int>) -> [Int] {
        let collector = EventCollector<Int>()
        collector.subscribe(source)
        return collector.elements
    }
}
