/// Holds the disposable of the newest timer (or inner subscription), by generation.
///
/// Operators schedule timers after releasing their state lock, so two threads can
/// store their timers out of order. `set` keeps whichever has the higher generation
/// and disposes the other, so a stale store can never cancel a newer timer (which a
/// plain `SerialDisposable` would do). After `dispose()`, whatever is stored is disposed.
///
/// `@unchecked Sendable`: `lock` guards `current`, `generation` and `disposed`, and nothing
/// outside is called under it: disposables are disposed after it is released.
final class GenerationalDisposable: Cancelable, @unchecked Sendable {
    private let lock = WordLock()
    private var current: Disposable?
    private var generation: UInt64 = 0
    private var disposed = false

    init() {}

    var isDisposed: Bool { lock.withLock { disposed } }

    /// Stores `disposable` for `generation` unless a newer one is stored; the loser is disposed.
    func set(_ disposable: Disposable, generation: UInt64) {
        let loser: Disposable? = lock.withLock {
            if disposed || generation < self.generation { return disposable }
            defer {
                current = disposable
                self.generation = generation
            }
            return current
        }
        loser?.dispose()
    }

    /// Disposes the stored disposable and everything stored later.
    func dispose() {
        let stored: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        stored?.dispose()
    }
}
