#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex owned by the value that stores it.
///
/// The mutex lives at a fixed heap address (pthread mutexes must never move), so
/// the struct is non-copyable and frees the mutex when its owner goes away.
/// Swift's `Synchronization.Mutex` asks the kernel for the thread id on every lock
/// on Linux (about 30 ns here); an uncontended pthread mutex costs about 3.5 ns.
///
/// `@unchecked Sendable`: the only state is the pthread mutex, which is itself
/// safe to use from any thread.
@usableFromInline
struct PosixLock: ~Copyable, @unchecked Sendable {
    @usableFromInline
    let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// Creates an unlocked mutex; `recursive` lets the owning thread lock it again.
    @inlinable
    init(recursive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    @inlinable
    func lock() { pthread_mutex_lock(mutex) }

    @inlinable
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` with the lock held. Nothing outside the owning type may run in `body`:
    /// no observer, closure or `dispose`, and no release of a value whose deinit could
    /// run such code (move it out and let it go after the lock).
    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
