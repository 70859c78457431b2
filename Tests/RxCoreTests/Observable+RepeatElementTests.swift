import XCTest
import RxCore
import RxTesting

final class ObservableRepeatElementTests: RxTestCase {
    func test_repeatElement_onScheduler_sendsTheElementEachAction_untilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .next(202, 42), .next(203, 42)])
    }

    func test_repeatElement_onCurrentThread_disposedFromOnNext_stopsAtOnce() {
        var count = 0
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.repeatElement(1).subscribe(onNext: { element in
                count += element
                if count == 10 {
                    subscription?.dispose()
                    subscription = nil
                }
            })
        }
        XCTAssertEqual(count, 10)
    }

    func test_repeatElement_manyElementsOnCurrentThread_keepsTheStackFlat() {
        var count = 0
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.repeatElement(1).subscribe(onNext: { element in
                count += element
                if count == 300_000 {
                    subscription?.dispose()
                    subscription = nil
                }
            })
        }
        XCTAssertEqual(count, 300_000)
    }

    func test_repeatElement_throughFlatMapLatest_stopsWhenDisposedDownstream() {
        var count = 0
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.repeatElement(1)
                .flatMapLatest { _ in Observable.of(2) }
                .subscribe(onNext: { _ in
                    count += 1
                    if count == 5 {
                    subscription?.dispose()
                    subscription = nil
                }
                })
        }
        XCTAssertEqual(count, 5)
    }
}
