import XCTest
import Foundation
import RxCore
import RxTesting
@testable import RxNetwork

/// A request's token is also its state, and the provider's deadline queues hold it until
/// its deadline: it must let go of the subscriber with the outcome or the cancellation.
final class RequestTokenTests: NetworkTestCase {
    /// What the subscriber's closure holds (a view model, say).
    private final class Subscriber {}

    override func setUp() {
        super.setUp()
        TestAPI.base = URL(string: "https://api.example.com")!
    }

    func test_whenAnswered_theTokenTheTimeoutQueueStillHolds_keepsNoSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(1), scheduler: scheduler, requestTimeout: 20,
                                         slowRequestThreshold: 5)
        var subscriber: Subscriber? = Subscriber()
        weak let released = subscriber
        var statuses: [Int] = []
        let token = provider.request(.user("octocat"), completion: { [subscriber] result in
            withExtendedLifetime(subscriber) { statuses.append((try? result.get())?.statusCode ?? -1) }
        })
        subscriber = nil
        scheduler.advanceTo(2)
        XCTAssertEqual(statuses, [200])
        XCTAssertNil(released, "the answered request's token kept the completion (and what it holds)")
        scheduler.advanceTo(30)  // the deadlines pass: nothing more is delivered
        XCTAssertEqual(statuses, [200])
        XCTAssertFalse(token.isDisposed)
    }

    func test_whenDisposedBeforeTheAnswer_keepsNoSubscriber_andDeliversNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(10), scheduler: scheduler, requestTimeout: 20)
        var subscriber: Subscriber? = Subscriber()
        weak let released = subscriber
        var delivered = 0
        let token = provider.request(.user("octocat"), completion: { [subscriber] _ in
            withExtendedLifetime(subscriber) { delivered += 1 }
        })
        subscriber = nil
        scheduler.advanceTo(1)
        token.dispose()
        XCTAssertNil(released, "the cancelled request's token kept the completion (and what it holds)")
        XCTAssertTrue(token.isDisposed)
        scheduler.advanceTo(30)
        XCTAssertEqual(delivered, 0)
    }

    func test_whenTimedOut_deliversTheTimeoutOnce_andKeepsNoSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(60), scheduler: scheduler, requestTimeout: 20)
        var subscriber: Subscriber? = Subscriber()
        weak let released = subscriber
        var codes: [URLError.Code?] = []
        let token = provider.request(.user("octocat"), completion: { [subscriber] result in
            withExtendedLifetime(subscriber) {
                if case .failure(.underlying(let error, _)) = result { codes.append(error.code) } else { codes.append(nil) }
            }
        })
        subscriber = nil
        scheduler.advanceTo(25)
        XCTAssertEqual(codes, [.timedOut])
        XCTAssertNil(released)
        scheduler.advanceTo(90)  // the stub's own answer comes too late and is dropped
        XCTAssertEqual(codes, [.timedOut])
        token.dispose()
    }
}
