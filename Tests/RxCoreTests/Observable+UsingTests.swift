import XCTest
import RxCore
import RxTesting

/// A resource that records when it was disposed.
///
/// `@unchecked Sendable` (`Disposable` is `Sendable`): each test drives its one
/// `TestScheduler` on the test's thread, the only thread that writes or reads `disposedAt`.
private final class TestResource: Disposable, @unchecked Sendable {
    let scheduler: TestScheduler
    let createdAt: TestTime
    var disposedAt: [TestTime] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        createdAt = scheduler.clock
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
    }
}

final class ObservableUsingTests: RxTestCase {
    func test_using_createsTheResourceAtSubscription_andDisposesItWhenTheSequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        var xs: TestableObservable<Int>?
        let res = scheduler.start {
            Observable.using({ () -> TestResource in
                let created = TestResource(scheduler: scheduler)
                resource = created
                return created
            }, observableFactory: { resource in
                let source = scheduler.createColdObservable([.next(100, resource.createdAt), .completed(200)])
                xs = source
                return source.asObservable()
            })
        }
        XCTAssertEqual(res.events, [.next(300, 200), .completed(400)])
        XCTAssertEqual(resource?.createdAt, 200)
        XCTAssertEqual(resource?.disposedAt, [400])
        XCTAssertEqual(xs?.subscriptions, [Subscription(200, 400)])
    }

    func test_using_whenTheSequenceFails_disposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        let res = scheduler.start {
            Observable.using({ () -> TestResource in
                let created = TestResource(scheduler: scheduler)
                resource = created
                return created
            }, observableFactory: { _ in
                scheduler.createColdObservable([.next(100, 1), .error(200, testError, Int.self)]).asObservable()
            })
        }
        XCTAssertEqual(res.events, [.next(300, 1), .error(400, testError)])
        XCTAssertEqual(resource?.disposedAt, [400])
    }

    func test_using_disposedEarly_disposesTheResourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        let res = scheduler.start(disposed: 250) {
            Observable.using({ () -> TestResource in
                let created = TestResource(scheduler: scheduler)
                resource = created
                return created
            }, observableFactory: { _ in
                scheduler.createColdObservable([.next(100, 1), .completed(200)]).asObservable()
            })
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(resource?.disposedAt, [250])
    }

    func test_using_whenTheResourceFactoryThrows_fails() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalled = false
        let res = scheduler.start {
            Observable<Int>.using({ () -> TestResource in throw testError }, observableFactory: { _ in
                factoryCalled = true
                return .never()
            })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertFalse(factoryCalled)
    }

    func test_using_whenTheObservableFactoryThrows_failsAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        let res = scheduler.start {
            Observable<Int>.using({ () -> TestResource in
                let created = TestResource(scheduler: scheduler)
                resource = created
                return created
            }, observableFactory: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(resource?.disposedAt, [200])
    }
}
