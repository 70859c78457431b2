import Foundation

/// An observer that records every event it receives with the scheduler's virtual time.
///
/// Create one with `TestScheduler.createObserver(_:)`; `TestScheduler.start` returns one.
/// It holds its scheduler weakly, so scheduled work that captures the observer
/// does not keep the scheduler alive; if the scheduler is gone, events are recorded
/// at the last virtual time the observer saw.
///
/// `@unchecked Sendable`: `lock` guards `recorded` and `lastTime`; nothing else runs
/// under it (the scheduler's clock is read before it is taken).
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    private weak var scheduler: TestScheduler?
    private let lock = NSLock()
    private var recorded: [Recorded<Event<Element>>] = []
    private var lastTime: TestTime

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        self.lastTime = scheduler.clock
    }

    /// The events received so far, with the virtual times they arrived at.
    public var events: [Recorded<Event<Element>>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Records `event` at the scheduler's current virtual time.
    public func on(_ event: Event<Element>) {
        let time = scheduler?.clock
        lock.lock()
        defer { lock.unlock() }
        if let time { lastTime = time }
        recorded.append(Recorded(time: lastTime, value: event))
    }
}
