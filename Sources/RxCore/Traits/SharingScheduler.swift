/// Makes the scheduler that `Driver` and `Signal` deliver on: a new `MainScheduler` per
/// trait, as RxSwift 6 (so a hop from `MainScheduler.instance` into a Driver runs at once
/// on the main queue), unless a test swaps it with `mock`.
public enum SharingScheduler {
    /// Returns the scheduler to deliver on.
    public static var make: () -> SchedulerType {
        storage.lock.withLock { storage.make }
    }

    /// Runs `action` with `scheduler` as the sharing scheduler, then restores the previous one.
    ///
    /// Meant for tests: `Driver`s built inside `action` deliver on `scheduler`.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` making the sharing scheduler, then restores the previous one.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        var original = makeScheduler
        storage.lock.withLock { swap(&storage.make, &original) }
        defer {
            // The mock (and the scheduler it captured) is released unlocked.
            var replaced = original
            storage.lock.withLock { swap(&storage.make, &replaced) }
            withExtendedLifetime(replaced) {}
        }
        try action()
    }

    private static let storage = SharingSchedulerStorage()
}

/// `@unchecked Sendable`: `lock` guards `make`, and nothing is called (or released) under
/// it: `make` is called, and a replaced one released, unlocked. The schedulers it makes
/// are meant to be used from any thread.
private final class SharingSchedulerStorage: @unchecked Sendable {
    let lock = WordLock()
    var make: () -> SchedulerType = { MainScheduler() }
}
