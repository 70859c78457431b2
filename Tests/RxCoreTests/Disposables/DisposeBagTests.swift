import XCTest
import RxCore

final class DisposeBagTests: RxTestCase {
    func test_deinit_disposesEverythingInInsertionOrder() {
        let log = CallRecorder()
        do {
            let bag = DisposeBag()
            bag.insert(Disposables.create { log.append("1") })
            bag.insert(Disposables.create { log.append("2") })
            Disposables.create { log.append("3") }.disposed(by: bag)
            XCTAssertEqual(log.entries, [])
        }
        XCTAssertEqual(log.entries, ["1", "2", "3"])
    }

    func test_deinit_disposesEachDisposableOnce() {
        let counter = DisposeCounter()
        do {
            let bag = DisposeBag()
            bag.insert(counter)
        }
        XCTAssertEqual(counter.count, 1)
    }

    func test_replacingTheBag_disposesTheOldContents() {
        let counter = DisposeCounter()
        var bag = DisposeBag()
        counter.disposed(by: bag)
        bag = DisposeBag()
        XCTAssertEqual(counter.count, 1)
        withExtendedLifetime(bag) {}
    }

    func test_insertVariadic_andArray_addEveryDisposable() {
        let counters = (0..<5).map { _ in DisposeCounter() }
        do {
            let bag = DisposeBag()
            bag.insert(counters[0], counters[1])
            bag.insert([counters[2], counters[3], counters[4]])
        }
        XCTAssertEqual(counters.map(\.count), [1, 1, 1, 1, 1])
    }

    func test_insertBuilder_addsEveryListedDisposable() {
        let log = CallRecorder()
        do {
            let bag = DisposeBag()
            bag.insert {
                Disposables.create { log.append("1") }
                Disposables.create { log.append("2") }
            }
        }
        XCTAssertEqual(log.entries, ["1", "2"])
    }

    func test_initializers_holdTheGivenDisposables() {
        let log = CallRecorder()
        do {
            _ = DisposeBag(disposing: Disposables.create { log.append("variadic 1") }, Disposables.create { log.append("variadic 2") })
            _ = DisposeBag(disposing: [Disposables.create { log.append("array") }])
            _ = DisposeBag {
                Disposables.create { log.append("builder 1") }
                Disposables.create { log.append("builder 2") }
            }
        }
        XCTAssertEqual(log.entries, ["variadic 1", "variadic 2", "array", "builder 1", "builder 2"])
    }

    func test_disposedBy_onASubscription_endsItWhenTheBagGoes() {
        let subject = PublishSubject<Int>()
        let log = CallRecorder()
        do {
            let bag = DisposeBag()
            subject.subscribe(onNext: { log.append("\($0)") }, onDisposed: { log.append("disposed") }).disposed(by: bag)
            subject.onNext(1)
        }
        subject.onNext(2)
        XCTAssertEqual(log.entries, ["1", "disposed"])
    }

    func test_subscriptionEndedWithinSubscribe_isDisposed_andReleasesItsClosuresAtOnce() {
        let live = AtomicCounter()
        let bag = DisposeBag()
        weak var probeSeen: LifetimeProbe?
        var received: [Int] = []
        do {
            let probe = LifetimeProbe(liveCount: live)
            probeSeen = probe
            let subscription = Observable.just(7).subscribe(onNext: { received.append($0); _ = probe })
            XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
            subscription.disposed(by: bag)
            subscription.dispose()
        }
        XCTAssertEqual(received, [7])
        XCTAssertNil(probeSeen, "a just's finished subscription must not keep its closures, in the bag or in the caller's hands")
        withExtendedLifetime(bag) {}
    }

    func test_longLivedBag_releasesFinishedSubscriptions_whileStillAlive() {
        let bag = DisposeBag()
        let live = AtomicCounter()
        weak var firstProbe: LifetimeProbe?
        for index in 0..<10_000 {
            let probe = LifetimeProbe(liveCount: live)
            if index == 0 { firstProbe = probe }
            Observable<Int>.create { observer in
                observer.onNext(index)
                observer.onCompleted()
                return Disposables.create()
            }
            .subscribe(onNext: { _ in _ = probe })
            .disposed(by: bag)
        }
        XCTAssertNil(firstProbe, "a finished subscription's closures must not be kept alive by the bag")
        XCTAssertLessThan(live.value, 200, "the bag keeps at most a bounded number of finished subscriptions")
        withExtendedLifetime(bag) {}
    }

    func test_compaction_keepsLiveSubscriptions_andStillDisposesThemOnDeinit() {
        let live = (0..<300).map { _ in DisposeCounter() }
        do {
            let bag = DisposeBag()
            for (index, counter) in live.enumerated() {
                bag.insert(counter)
                // Interleave finished disposables so compaction runs many times.
                for _ in 0..<(index % 7) {
                    let finished = BooleanDisposable()
                    finished.dispose()
                    bag.insert(finished)
                }
            }
            XCTAssertEqual(live.map(\.count).filter { $0 != 0 }, [], "compaction must not dispose live entries")
        }
        XCTAssertEqual(live.map(\.count), Array(repeating: 1, count: 300))
    }

    func test_compaction_keepsInsertionOrderOfLiveEntries() {
        let log = CallRecorder()
        do {
            let bag = DisposeBag()
            for index in 0..<200 {
                bag.insert(Disposables.create { log.append("\(index)") })
                bag.insert(BooleanDisposable(isDisposed: true))
            }
        }
        XCTAssertEqual(log.entries, (0..<200).map(String.init))
    }
}
