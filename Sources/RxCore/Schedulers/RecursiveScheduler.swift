/// The scheduled runs of a recursive action: every pending run is kept in `group`, so
/// disposing cancels it, and a run leaves the group when it starts.
///
/// `@unchecked Sendable`: `lock` guards `action` and each `RecursiveEntry`, and nothing
/// outside is called under it: runs are scheduled, inserted into and removed from
/// `group` (which may dispose them), and the action called or released, unlocked.
final class RecursiveActionGroup<Action>: @unchecked Sendable {
    private let lock = WordLock()
    private let group = CompositeDisposable()
    private var action: Action?

    init(action: Action) {
        self.action = action
    }

    /// Schedules one run with `schedule`, which calls back with `run` when it is time;
    /// `run` receives the action (nil once disposed).
    func schedule(_ schedule: (_ run: @escaping () -> Action?) -> Disposable) {
        let entry = RecursiveEntry()
        let disposable = schedule { [self] in
            if group.isDisposed { return nil }
            let (action, key) = lock.withLock { () -> (Action?, CompositeDisposable.DisposeKey?) in
                entry.isDone = true
                defer { entry.key = nil }
                return (self.action, entry.key)
            }
            if let key { group.remove(for: key) }
            return action
        }
        if lock.withLock({ entry.isDone }) { return }
        // Inserted unlocked: a disposed group disposes it at once.
        guard let key = group.insert(disposable) else { return }
        let ranMeanwhile = lock.withLock { () -> Bool in
            if entry.isDone { return true }
            entry.key = key
            return false
        }
        if ranMeanwhile { group.remove(for: key) }
    }

    func dispose() {
        var dropped: Action?
        lock.withLock { swap(&action, &dropped) }
        withExtendedLifetime(dropped) {}  // the action's captures are released unlocked
        group.dispose()
    }
}

/// Runs an action that may reschedule itself, on an immediate scheduler.
///
/// `@unchecked Sendable`: immutable; `runs` is thread-safe.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let runs: RecursiveActionGroup<Action>
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        runs = RecursiveActionGroup(action: action)
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        runs.schedule { run in
            scheduler.schedule(state) { state -> Disposable in
                run()?(state, self.schedule)
                return Disposables.create()
            }
        }
    }

    func dispose() {
        runs.dispose()
    }
}

/// Runs an action that may reschedule itself after a delay.
///
/// `@unchecked Sendable`: immutable; `runs` is thread-safe.
final class RecursiveScheduler<State, Scheduler: SchedulerType>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void

    private let runs: RecursiveActionGroup<Action>
    private let scheduler: Scheduler

    init(action: @escaping Action, scheduler: Scheduler) {
        runs = RecursiveActionGroup(action: action)
        self.scheduler = scheduler
    }

    func schedule(_ state: State, dueTime: RxTimeInterval) {
        runs.schedule { run in
            scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
                run()?(state, self.schedule)
                return Disposables.create()
            }
        }
    }

    func dispose() {
        runs.dispose()
    }
}

/// Bookkeeping of one scheduled run; only touched under its group's lock.
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
