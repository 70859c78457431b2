import Foundation
import RxCore

/// A scheduler that only queues actions: the test runs them with `runAll()`, so what a
/// live query delivers, and when, is deterministic (no threads, no waiting).
///
/// Lock discipline: `lock` guards `actions`; actions run with it released, so an action
/// may schedule more.
final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
    private let lock = NSLock()
    private var actions: [() -> Void] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        lock.lock()
        actions.append { _ = action(state) }
        lock.unlock()
        return Disposables.create()
    }

    /// The number of actions waiting.
    var pendingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return actions.count
    }

    /// Runs the waiting actions, and those they schedule, in order.
    func runAll() {
        while true {
            lock.lock()
            guard !actions.isEmpty else {
                lock.unlock()
                return
            }
            let action = actions.removeFirst()
            lock.unlock()
            action()
        }
    }
}

/// Collects values delivered on any thread. Lock discipline: `lock` guards `list`.
final class Recorder<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [T] = []

    func add(_ value: T) {
        lock.lock()
        list.append(value)
        lock.unlock()
    }

    var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}
