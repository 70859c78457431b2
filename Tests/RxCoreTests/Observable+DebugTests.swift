import XCTest
@testable import RxCore
import RxTesting

final class ObservableDebugTests: RxTestCase {
    private final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        /// The lines without their timestamp (everything before the first ": ").
        var contents: [String] {
            lock.withLock { storage.map { line in line.range(of: ": ").map { String(line[$0.upperBound...]) } ?? line } }
        }
        var raw: [String] { lock.withLock { storage } }
        func append(_ line: String) { lock.withLock { storage.append(line) } }
    }

    func test_debug_logsTheSubscriptionEveryEventAndTheDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(250)])
        let lines = Lines()
        let res = scheduler.start { xs._debug("id") { lines.append($0) } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
        XCTAssertEqual(lines.contents, ["id -> subscribed", "id -> Event next(2)", "id -> Event completed", "id -> isDisposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_debug_prefixesEachLineWithATimestamp() {
        let lines = Lines()
        let subscription = Observable<Int>.create { _ in Disposables.create() }._debug("id") { lines.append($0) }.subscribe()
        subscription.dispose()
        let first = lines.raw.first ?? ""
        XCTAssertNotNil(first.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: id -> subscribed$"#, options: .regularExpression), first)
    }

    func test_debug_whenSourceNeverEmits_logsOnlyTheLifecycle() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])
        let lines = Lines()
        let res = scheduler.start { xs._debug("id") { lines.append($0) } }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(lines.contents, ["id -> subscribed", "id -> isDisposed"])
    }

    func test_debug_whenSourceErrors_logsAndForwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Int.self)])
        let lines = Lines()
        let res = scheduler.start { xs._debug("id") { lines.append($0) } }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(lines.contents, ["id -> subscribed", "id -> Event error(dummy)", "id -> isDisposed"])
    }

    func test_debug_whenDisposedEarly_logsTheDisposalOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3)])
        let lines = Lines()
        let res = scheduler.start(disposed: 215) { xs._debug("id") { lines.append($0) } }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(lines.contents, ["id -> subscribed", "id -> Event next(2)", "id -> isDisposed"])
    }

    func test_debug_withTrimOutput_shortensLongEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        let xs = scheduler.createHotObservable([.next(210, long)])
        let lines = Lines()
        _ = scheduler.start { xs._debug("id", trimOutput: true) { lines.append($0) } }
        // "next(" + 60 characters + ")" is 66 long: the first and last 20 are kept.
        XCTAssertEqual(lines.contents[1], "id -> Event next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "b", count: 19) + ")")
    }

    func test_debug_withoutIdentifier_usesTheCallSite() {
        let subscription = Observable<Int>.create { _ in Disposables.create() }.debug().subscribe()
        subscription.dispose()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2)])
        let res = scheduler.start { xs.debug("public", trimOutput: false) }
        XCTAssertEqual(res.events, [.next(210, 2)])
    }
}
