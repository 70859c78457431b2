import Foundation
import Synchronization

/// A scheduler with its own clock: time only moves when `start`, `advanceTo` or `sleep`
/// move it, and scheduled actions run in time order, as fast as possible.
///
/// Actions due at the same virtual time run in the order they were scheduled
/// (a binary heap ordered by time, then by scheduling order).
///
/// Unlike RxSwift, which insists on the main thread, a virtual-time scheduler may be
/// driven from any thread (e.g. a Swift Testing test on the cooperative pool); it is
/// meant to be driven by one thread at a time. Its state is guarded by a lock, and
/// actions are never run while the lock is held, so they may schedule more work,
/// read `clock`, or call `stop()`.
///
/// Debug builds count each pending action in `Resources.total` until it runs or is disposed.
///
/// `@unchecked Sendable`: `lock` guards `clock`, `running`, `nextId` and `queue`, and under
/// it only the converter's time arithmetic runs: actions are run, and discarded ones
/// released, after it is released. `converter` is immutable after `init`.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible, @unchecked Sendable {
    /// A point in virtual time.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// A span of virtual time.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private let lock = WordLock()
    private let converter: Converter
    private var currentClock: VirtualTime
    private var running = false
    private var nextId = 0
    private var queue: VirtualSchedulerQueue<Converter>

    /// Creates a scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.currentClock = initialClock
        self.converter = converter
        self.queue = VirtualSchedulerQueue(converter: converter)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        lock.withLock { currentClock }
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Whether `start()` or `advanceTo(_:)` is running the queue now.
    public var isRunning: Bool {
        lock.withLock { running }
    }

    /// Schedules `action` to run as soon as possible (at the current virtual time,
    /// after the work already due then; see `adjustScheduledTime(_:)`).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    /// Schedules `action` to run `dueTime` after the current virtual time.
    ///
    /// `.never` schedules nothing (RxSwift would run the action at the end of time,
    /// after everything else, when `start()` drains the queue).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        if dueTime == .never { return Disposables.create() }
        let time = converter.convertToVirtualTime(now.adding(dueTime))
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
    }

    /// Schedules `action` to run `dueTime` virtual units after the current virtual time.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` to run at the virtual time `time`. A time in the past runs
    /// at the current time, after the work already due.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = VirtualSchedulerItem<VirtualTime>(time: time) { action(state) }
        lock.withLock {
            item.id = nextId
            nextId += 1
            queue.insert(item)
        }
        return item
    }

    /// Adjusts the due time of relative scheduling. Subclasses override it
    /// (`TestScheduler` moves "now" one tick into the future to simulate processing time).
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs every scheduled action in time order, moving the clock forward to each
    /// one's time, until the queue is empty or `stop()` is called. Does nothing if
    /// the scheduler is already running.
    public func start() {
        let alreadyRunning = lock.withLock { () -> Bool in
            defer { running = true }
            return running
        }
        if alreadyRunning { return }
        while let item = nextItem(until: nil) {
            item.invoke()
        }
        lock.withLock { running = false }
    }

    /// Runs the actions due up to and including `virtualTime`, in time order, then
    /// sets the clock to `virtualTime` (stopping early if `stop()` is called).
    ///
    /// Calling it while the scheduler runs (from inside an action) is a programming
    /// error. A time before the current clock runs nothing and leaves the clock as is
    /// (time never goes backwards).
    public func advanceTo(_ virtualTime: VirtualTime) {
        let alreadyRunning = lock.withLock { () -> Bool in
            defer { running = true }
            return running
        }
        if alreadyRunning { rxFatalError("VirtualTimeScheduler is already running") }
        while let item = nextItem(until: virtualTime) {
            item.invoke()
        }
        lock.withLock {
            running = false
            if converter.compareVirtualTime(virtualTime, currentClock).greaterThan {
                currentClock = virtualTime
            }
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    /// Sleeping into the past is a programming error.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let movedForward = lock.withLock { () -> Bool in
            let sleepTo = converter.offsetVirtualTime(currentClock, offset: virtualInterval)
            if converter.compareVirtualTime(sleepTo, currentClock).lessThan { return false }
            currentClock = sleepTo
            return true
        }
        if !movedForward { rxFatalError("Can't sleep to the past") }
    }

    /// Stops `start()` or `advanceTo(_:)` after the action running now.
    public func stop() {
        lock.withLock { running = false }
    }

    /// Takes the next live action due no later than `limit` off the queue and moves
    /// the clock to its time; nil when none is due or the scheduler was stopped.
    private func nextItem(until limit: VirtualTime?) -> VirtualSchedulerItem<VirtualTime>? {
        var discarded: [VirtualSchedulerItem<VirtualTime>] = []
        defer { discarded.removeAll() } // released outside the lock: their deinit may run user code
        lock.lock()
        defer { lock.unlock() }
        while running, let item = queue.first {
            if item.isDisposed {
                discarded.append(queue.removeFirst())
                continue
            }
            if let limit, converter.compareVirtualTime(item.time, limit).greaterThan {
                return nil
            }
            _ = queue.removeFirst()
            if converter.compareVirtualTime(item.time, currentClock).greaterThan {
                currentClock = item.time
            }
            return item
        }
        return nil
    }

    /// The clock and the pending actions, in the order they will run.
    public var debugDescription: String {
        lock.withLock {
            let items = queue.sorted.filter { !$0.isDisposed }.map { "  \($0.time) (#\($0.id))" }
            return (["VirtualTimeScheduler clock: \(currentClock), pending: \(items.count)"] + items).joined(separator: "\n")
        }
    }
}

/// One scheduled action of a virtual-time scheduler.
///
/// `@unchecked Sendable`: `lock` guards `action` and `result`, and nothing outside is
/// called or released under it: the action is taken out under the lock and run (or
/// released) outside it, and the result disposed outside it. `time` is immutable; `id` is
/// written once under the scheduler's lock before the item is shared.
final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    let time: Time
    var id = 0
    private let lock = WordLock()
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private let disposed = Atomic<Bool>(false)
    /// Claimed by whichever of run/dispose/deinit ends the item's life as a pending resource.
    private let counted = Atomic<Bool>(true)

    init(time: Time, action: @escaping () -> Disposable) {
        self.time = time
        self.action = action
        Resources.incrementTotal()
    }

    deinit {
        stopCounting()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    /// Runs the action unless disposed; a dispose during the run disposes its result.
    func invoke() {
        guard let action = lock.withLock({ () -> (() -> Disposable)? in
            defer { self.action = nil }
            return isDisposed ? nil : self.action
        }) else { return }
        stopCounting()
        let disposable = action()
        let disposeNow = lock.withLock { () -> Bool in
            if isDisposed { return true }
            result = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let (action, result) = lock.withLock { () -> ((() -> Disposable)?, Disposable?) in
            defer {
                self.action = nil
                self.result = nil
            }
            return (self.action, self.result)
        }
        stopCounting()
        withExtendedLifetime(action) {} // the closure (and what it captured) is released here, outside the lock
        result?.dispose()
    }

    private func stopCounting() {
        if counted.exchange(false, ordering: .acquiringAndReleasing) {
            Resources.decrementTotal()
        }
    }
}

/// A binary min-heap of scheduled items ordered by (time, scheduling order).
/// Only touched under its scheduler's lock.
struct VirtualSchedulerQueue<Converter: VirtualTimeConverterType> {
    typealias Item = VirtualSchedulerItem<Converter.VirtualTimeUnit>

    private let converter: Converter
    private var heap: [Item] = []

    init(converter: Converter) {
        self.converter = converter
    }

    var first: Item? { heap.first }

    var count: Int { heap.count }

    /// The items in the order they will run.
    var sorted: [Item] { heap.sorted(by: precedes) }

    mutating func insert(_ item: Item) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest item. The heap must not be empty.
    mutating func removeFirst() -> Item {
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, precedes(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    private func precedes(_ lhs: Item, _ rhs: Item) -> Bool {
        switch converter.compareVirtualTime(lhs.time, rhs.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.id < rhs.id
        }
    }
}
