import Foundation
import XCTest
@testable import AppSupport

/// `waitOnMainRunLoop` turns the main run loop without a deadline (a deadline made and
/// cancelled a Dispatch timer per turn, and Dispatch a worker thread per burst of them):
/// whatever on the main thread completes it, the wait returns.
final class MainRunLoopWaitTests: XCTestCase {
    private let app = AppContext(name: "demo", environment: [:], frontEnd: .plain)

    func test_aCompletionFromTheMainQueue_endsTheWaitWithItsValue() {
        let value = app.waitOnMainRunLoop { (completion: @escaping (Int) -> Void) in
            nonisolated(unsafe) let complete = completion
            DispatchQueue.main.async { complete(7) }
        }
        XCTAssertEqual(value, 7)
    }

    func test_aCompletionFromARunLoopTimer_endsTheWaitAtOnce() {
        // A timer is no source handled: without the wake the completion sends itself, the
        // run would sleep on until the guard below, which would then have run.
        let guardRan = Box(false)
        let value = app.waitOnMainRunLoop { (completion: @escaping (String) -> Void) in
            nonisolated(unsafe) let complete = completion
            RunLoop.main.add(Timer(timeInterval: 0, repeats: false) { _ in complete("timer") }, forMode: .default)
            DispatchQueue.main.asyncAfter(deadline: .now() + 10) { guardRan.value = true }
        }
        XCTAssertEqual(value, "timer")
        XCTAssertFalse(guardRan.value)
    }

    func test_aSecondCompletion_isIgnored() {
        let value = app.waitOnMainRunLoop { (completion: @escaping (Int) -> Void) in
            completion(1)
            completion(2)
        }
        XCTAssertEqual(value, 1)
    }
}

/// A flag the main queue sets and the test reads, both on the main thread.
private final class Box: @unchecked Sendable {
    // Only touched on the main thread (the test and a main-queue block), so no lock.
    var value: Bool
    init(_ value: Bool) { self.value = value }
}
