import Dispatch
import Foundation
import TestSupport
import XCTest
@testable import RxCore

final class WordLockTests: RxTestCase {
    /// A counter whose every access is under `lock`; the threads below fight over it, so
    /// most lock calls take the contended path (spin, then sleep and be woken).
    private final class Counter: @unchecked Sendable {
        let lock = WordLock()
        var value = 0
    }

    func test_manyThreadsIncrementing_loseNoIncrement() {
        let counter = Counter()
        let threads = 8
        let perThread = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<perThread {
                counter.lock.lock()
                counter.value += 1
                counter.lock.unlock()
            }
        }
        XCTAssertEqual(counter.value, threads * perThread)
    }

    func test_twoLocksHeldAcrossSleeps_bothHandOverToWaiters() {
        // Holders that keep the lock long enough for the waiters to go to sleep, on two
        // locks at once: a wake-up meant for one lock's sleepers must not be lost for the other's.
        let first = Counter()
        let second = Counter()
        DispatchQueue.concurrentPerform(iterations: 6) { index in
            let counter = index % 2 == 0 ? first : second
            for _ in 0..<200 {
                counter.lock.withLock {
                    counter.value += 1
                    usleep(20)
                }
            }
        }
        XCTAssertEqual(first.value, 600)
        XCTAssertEqual(second.value, 600)
    }

    func test_withLock_returnsTheBodysResultAndUnlocks() {
        let counter = Counter()
        XCTAssertEqual(counter.lock.withLock { 42 }, 42)
        // Not recursive: locking again would hang, so this proves `withLock` unlocked.
        counter.lock.lock()
        counter.lock.unlock()
    }
}
