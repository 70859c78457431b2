/// Runs an action that may reschedule itself, on an immediate scheduler.
///
/// Every pending run is kept in `group` so that disposing cancels it.
/// `@unchecked Sendable`: `action` is only read and cleared while `lock` is held.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = PosixLock(recursive: true)
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        let entry = RecursiveEntry()
        let disposable = scheduler.schedule(state) { state -> Disposable in
            if self.group.isDisposed { return Disposables.create() }
            let action = self.lock.withLock { () -> Action? in
                if let key = entry.key { self.group.remove(for: key) }
                entry.isDone = true
                return self.action
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.withLock {
            guard !entry.isDone else { return }
            entry.key = group.insert(disposable)
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}

/// Runs an action that may reschedule itself after a delay.
///
/// `@unchecked Sendable`: `action` is only read and cleared while `lock` is held.
final class RecursiveScheduler<State, Scheduler: SchedulerType>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void

    private let lock = PosixLock(recursive: true)
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: Scheduler

    init(action: @escaping Action, scheduler: Scheduler) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State, dueTime: RxTimeInterval) {
        let entry = RecursiveEntry()
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
            if self.group.isDisposed { return Disposables.create() }
            let action = self.lock.withLock { () -> Action? in
                if let key = entry.key { self.group.remove(for: key) }
                entry.isDone = true
                return self.action
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.withLock {
            guard !entry.isDone else { return }
            entry.key = group.insert(disposable)
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}

/// Bookkeeping of one scheduled run; only touched under its scheduler's lock.
final class RecursiveEntry {
    var key: CompositeDisposable.DisposeKey?
    var isDone = false
}

/// Periodic scheduling on top of `scheduleRecursive(_:dueTime:action:)`.
final class SchedulePeriodicRecursive<State, Scheduler: SchedulerType> {
    private let scheduler: Scheduler
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State

    init(scheduler: Scheduler, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State, state: State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive((), dueTime: startAfter) { _, recurse in
            self.state = self.action(self.state)
            recurse((), self.period)
        }
    }
}
