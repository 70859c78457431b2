import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells whether the caller runs on the main queue or the main thread, cheaply: what
/// `MainScheduler`, `observe(on:)` and the Driver/Signal main-actor checks ask per event.
@usableFromInline
enum MainQueue {
    /// Marks `DispatchQueue.main`, so `isOnMainQueue` can recognize it.
    private static let mainQueueKey: UncheckedSendable<DispatchSpecificKey<UInt8>> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return UncheckedSendable(key)
    }()

    /// Whether the caller runs on the main queue (not merely on the main thread: a
    /// `sync` onto another queue from the main thread is not the main queue).
    ///
    /// The queue is asked, not the thread: once a program calls `dispatchMain()` (as a
    /// terminal app's run loop does), Linux runs main-queue work on a worker thread, and
    /// that work is still serialized with all other main-queue work, which is what UI
    /// code and `MainScheduler` rely on.
    @usableFromInline
    static var isOnMainQueue: Bool {
        DispatchQueue.getSpecific(key: mainQueueKey.value) != nil
    }

    /// Per thread: a marker saying whether it is the main thread, set on first use.
    private static let mainThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether the caller runs on the main thread. `Thread.isMainThread` costs about
    /// 200 ns on Linux, so its answer is cached per thread (a thread never changes).
    @usableFromInline
    static var isMainThread: Bool {
        if let marker = pthread_getspecific(mainThreadKey) {
            return Int(bitPattern: marker) == 1
        }
        let isMain = Thread.isMainThread
        pthread_setspecific(mainThreadKey, UnsafeRawPointer(bitPattern: isMain ? 1 : 2))
        return isMain
    }
}
