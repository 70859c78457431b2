#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// RxCore's lock: one atomic word stored inline in the object that owns it (a word lock,
/// as WebKit calls its own; it wraps no pthread mutex, whatever its old name said).
///
/// Subjects, sinks and disposables are made by the million, and a lock that is a separate
/// heap object (a pthread mutex must never move, so it had to be allocated) cost an
/// allocation, `pthread_mutex_init`/`destroy` and a free for each of them. This lock is a
/// word in its owner (an `Atomic` never moves either), so making one costs nothing.
/// Uncontended, locking is one compare-and-swap and unlocking one exchange, as cheap as an
/// uncontended pthread mutex; `Synchronization.Mutex` asks the kernel for the thread id on
/// every lock on Linux (about 30 ns here).
///
/// A thread that finds the lock held spins briefly, then sleeps on
/// a condition variable shared by all locks (`LockParking`); unlocking a lock that has
/// sleepers wakes them. The word is 0 (unlocked), 1 (locked) or 2 (locked, and a thread
/// may be sleeping on it): Drepper's futex mutex, with that condition variable as the futex.
/// It is not recursive, and like any mutex it must be unlocked by the thread that locked it.
@usableFromInline
struct WordLock: ~Copyable, @unchecked Sendable {
    @usableFromInline
    let word = Atomic<UInt32>(0)

    /// Creates an unlocked lock.
    @inlinable
    init() {}

    @inlinable
    func lock() {
        if word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
        lockContended()
    }

    @inlinable
    func unlock() {
        if word.exchange(0, ordering: .releasing) == 2 {
            LockParking.wakeAll(for: word)
        }
    }

    /// Runs `body` with the lock held. Nothing outside the owning type may run in `body`:
    /// no observer, closure or `dispose`, and no release of a value whose deinit could
    /// run such code (move it out and let it go after the lock).
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    @usableFromInline
    func lockContended() {
        // A short spin first: the holder usually lets go within a few instructions.
        for _ in 0..<64 {
            if word.load(ordering: .relaxed) == 0,
               word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                return
            }
        }
        // From here on the word says "maybe sleepers" (2), so the unlock that lets this
        // thread in also wakes the others, which mark it 2 again when they take it.
        while word.exchange(2, ordering: .acquiring) != 0 {
            LockParking.sleep(on: word, whileEqualTo: 2)
        }
    }
}

/// Where threads sleep while a `WordLock` is held: one pthread mutex and condition
/// shared by every lock. Only the contended path comes here; a wake-up wakes every
/// sleeper, and each checks its own lock again (contention is rare, and a table keyed by
/// the lock's address would depend on a borrowed atomic's address staying the same).
///
/// `@unchecked Sendable`: the pair is made once and never changes; it is used only
/// through pthread calls, which are safe from any thread.
@usableFromInline
final class LockParking: @unchecked Sendable {
    private static let shared = LockParking()
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    private init() {
        mutex = .allocate(capacity: 1)
        condition = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    /// Sleeps until woken, unless `word` no longer holds `value` (checked under the
    /// parking mutex, which `wakeAll` also takes, so a wake-up cannot be missed).
    static func sleep(on word: borrowing Atomic<UInt32>, whileEqualTo value: UInt32) {
        let parking = shared
        pthread_mutex_lock(parking.mutex)
        if word.load(ordering: .acquiring) == value {
            pthread_cond_wait(parking.condition, parking.mutex)
        }
        pthread_mutex_unlock(parking.mutex)
    }

    /// Wakes every sleeping thread; each one checks its own lock again.
    @usableFromInline
    static func wakeAll(for word: borrowing Atomic<UInt32>) {
        let parking = shared
        pthread_mutex_lock(parking.mutex)
        pthread_cond_broadcast(parking.condition)
        pthread_mutex_unlock(parking.mutex)
    }
}
