import XCTest
import Foundation
import RxCore
import RxTesting
@testable import RxNetwork
import LoopbackHTTP

/// `provider.rx.isSlow` and the default timeouts, in virtual time (stubs on a
/// `TestScheduler`) and once against a real server that never answers.
final class SlowRequestTests: NetworkTestCase {
    override func setUp() {
        super.setUp()
        TestAPI.base = URL(string: "https://api.example.com")!
    }

    func test_aRequestWithoutAnswerPastTheThreshold_isSlow_untilItsAnswerArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(10), scheduler: scheduler, requestTimeout: nil)
        let slow = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        provider.rx.isSlow.subscribe(slow).disposed(by: bag)
        scheduler.scheduleAt(100) { provider.rx.request(.user("a")).asObservable().subscribe().disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(slow.events, [.next(0, false), .next(105, true), .next(110, false)])
    }

    func test_anAnswerBeforeTheThreshold_neverShowsSlow() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(4), scheduler: scheduler)
        let slow = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        provider.rx.isSlow.subscribe(slow).disposed(by: bag)
        scheduler.scheduleAt(100) { provider.rx.request(.user("a")).asObservable().subscribe().disposed(by: bag) }
        scheduler.start()
        XCTAssertEqual(slow.events, [.next(0, false)])
    }

    func test_overlappingSlowRequests_staySlowUntilTheLastEnds_cancellingCounts() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(10), scheduler: scheduler, requestTimeout: nil)
        let slow = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        provider.rx.isSlow.subscribe(slow).disposed(by: bag)
        let first = SerialDisposable()
        scheduler.scheduleAt(100) { first.disposable = provider.rx.request(.user("a")).asObservable().subscribe() }
        scheduler.scheduleAt(102) { provider.rx.request(.user("b")).asObservable().subscribe().disposed(by: bag) }
        scheduler.scheduleAt(108) { first.dispose() }
        scheduler.start()
        XCTAssertEqual(slow.events, [.next(0, false), .next(105, true), .next(112, false)])
    }

    func test_byDefault_aHangingRequestFailsBeforeA30SecondPoll_andIsSlowFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(60), scheduler: scheduler)
        let slow = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        provider.rx.isSlow.subscribe(slow).disposed(by: bag)
        let res = scheduler.start { provider.rx.request(.user("a")).asObservable() }
        XCTAssertLessThan(Provider<TestAPI>.defaultRequestTimeout, 30)
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 200 + Int(Provider<TestAPI>.defaultRequestTimeout))
        guard case .error(NetworkError.underlying(let error, nil))? = res.events.first?.value else { return XCTFail("\(res.events)") }
        XCTAssertEqual(error.code, .timedOut)
        XCTAssertEqual(slow.events, [.next(0, false), .next(205, true), .next(220, false)])
    }

    func test_liveRequestToASilentServer_becomesSlow_andDisposingEndsIt() throws {
        checksResources = false  // real threads
        let server = try LoopbackServer()
        defer { server.stop() }
        TestAPI.base = server.baseURL
        server.route("/users/silent", reply: .never)
        let provider = Provider<TestAPI>(slowRequestThreshold: 0.2)
        let becameSlow = expectation(description: "slow")
        let recovered = expectation(description: "not slow after dispose")
        let values = Collector<Bool>()
        let watching = provider.rx.isSlow.subscribe(onNext: { value in
            values.append(value)
            if value { becameSlow.fulfill() } else if values.all.count > 1 { recovered.fulfill() }
        })
        defer { watching.dispose() }
        let request = provider.rx.request(.user("silent")).subscribe { _ in XCTFail("a silent server cannot answer") }
        wait(for: [becameSlow], timeout: 10)
        request.dispose()
        wait(for: [recovered], timeout: 10)
        XCTAssertEqual(values.all, [false, true, false])
    }
}
