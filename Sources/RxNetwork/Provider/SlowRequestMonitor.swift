import Foundation
import RxCore

/// Counts a provider's requests that have waited past the slow threshold and publishes
/// whether there are any (`isSlow`).
///
/// Lock discipline (`@unchecked Sendable`): `count`, `pending` and `delivering` are only
/// touched under `lock`; the subject is sent to outside the lock, by one thread at a time
/// (the one that set `delivering`), which reads the count again after each send until no
/// change is pending, so the last value sent is always the current one even when changes
/// race on several threads.
final class SlowRequestMonitor: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var pending = false
    private var delivering = false
    private let subject = BehaviorSubject<Bool>(value: false)

    /// Whether any request is slow; replays the current value, changes only.
    var isSlow: Observable<Bool> { subject.distinctUntilChanged() }

    /// Adds `delta` (+1 when a request becomes slow, -1 when a slow one ends).
    func change(by delta: Int) {
        let deliversNow = lock.withLock { () -> Bool in
            count += delta
            pending = true
            if delivering { return false }
            delivering = true
            return true
        }
        guard deliversNow else { return }
        while let value = nextValue() {
            subject.onNext(value)
        }
    }

    private func nextValue() -> Bool? {
        lock.withLock {
            guard pending else {
                delivering = false
                return nil
            }
            pending = false
            return count > 0
        }
    }
}
