import Foundation
import RxCore

/// Runs an action for each request once a fixed delay has passed since it was sent,
/// unless it finished first, using one timer on the scheduler for the whole provider.
/// The action is the queue's, given the request's token: an entry holds no closure.
///
/// Every request gets the same delay, so deadlines come in the order requests were
/// sent: a FIFO whose head is the earliest. A timer is armed only when none is pending;
/// requests that finish in time cost an append and nothing else (a dispatch timer made
/// and cancelled per request cost the provider more than the loopback round trip). On a
/// `TestScheduler` everything happens in virtual time.
///
/// Lock discipline (`@unchecked Sendable`): `entries`, `head` and `armed` are only touched
/// under `lock`; actions and the scheduler are called outside it. They are
/// `@exclusivity(unchecked)` (see `CurlTransfer`): the lock orders every access.
final class DeadlineQueue: @unchecked Sendable {
    private struct Entry {
        let deadline: Date
        let token: RequestToken
    }

    private let delay: TimeInterval
    private let action: @Sendable (RequestToken) -> Void
    private let scheduler: SchedulerType
    private let lock = NSLock()
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var armed = false
    /// How many entries may wait before `add` drops the finished ones at the front.
    private static let dropBatch = 32

    /// A queue running `action` on each token `delay` seconds after it was added, on `scheduler`.
    init(delay: TimeInterval, scheduler: SchedulerType, action: @escaping @Sendable (RequestToken) -> Void) {
        self.delay = max(0, delay)
        self.scheduler = scheduler
        self.action = action
    }

    /// Runs the action on `token` after the delay unless it has finished (or been disposed) by then.
    func add(_ token: RequestToken) {
        let deadline = scheduler.now.addingTimeInterval(delay)
        let arms = lock.withLock { () -> Bool in
            // Finished entries are dropped a batch at a time: asking the head's token (a
            // lock of its own) on every add cost more than the rest of the add.
            if entries.count - head >= DeadlineQueue.dropBatch { dropFinishedHead() }
            entries.append(Entry(deadline: deadline, token: token))
            if armed { return false }
            armed = true
            return true
        }
        if arms { arm(after: delay) }
    }

    private func arm(after seconds: TimeInterval) {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(seconds)) { [self] _ in
            fire()
            return Disposables.create()
        }
    }

    private func fire() {
        let now = scheduler.now
        let (due, next) = lock.withLock { () -> ([Entry], Date?) in
            var due: [Entry] = []
            while head < entries.count, entries[head].deadline <= now {
                if !entries[head].token.isFinished { due.append(entries[head]) }
                head += 1
            }
            dropFinishedHead()
            let next = head < entries.count ? entries[head].deadline : nil
            armed = next != nil
            return (due, next)
        }
        due.forEach { action($0.token) }
        if let next { arm(after: next.timeIntervalSince(now)) }
    }

    /// Drops finished entries from the front and compacts the storage now and then (under `lock`).
    private func dropFinishedHead() {
        while head < entries.count, entries[head].token.isFinished { head += 1 }
        if head > 64, head * 2 > entries.count {
            entries.removeFirst(head)
            head = 0
        }
    }
}
