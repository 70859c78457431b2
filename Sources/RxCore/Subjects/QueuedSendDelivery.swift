import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Marks the thread while a subject delivers a send it queued because it was already
/// delivering (a send from an observer's handler, or from another thread).
///
/// RxSwift delivers such a send nested inside the delivery in progress, or on the other
/// thread; either way `observe(on: MainScheduler.instance)` then posts it to the main queue
/// instead of running it at once. RxCore delivers it after the delivery in progress, when
/// the main scheduler looks idle again, so `observe(on:)` asks this mark to post it as
/// RxSwift would.
@usableFromInline
enum QueuedSendDelivery {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// How many threads are marked now: almost always 0, so the per-event question is
    /// one relaxed load and the thread-local is read only while some subject drains.
    private static let markedThreads = Atomic<Int>(0)

    /// Whether the calling thread is delivering a subject's queued send.
    @usableFromInline
    static var isActive: Bool {
        markedThreads.load(ordering: .relaxed) != 0 && pthread_getspecific(key) != nil
    }

    /// Runs `body` with the calling thread marked (nesting keeps the outer mark).
    @usableFromInline
    static func run(_ body: () -> Void) {
        let previous = pthread_getspecific(key)
        markedThreads.wrappingAdd(1, ordering: .relaxed)
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
        body()
        pthread_setspecific(key, previous)
        markedThreads.wrappingSubtract(1, ordering: .relaxed)
    }
}
