import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one FIFO of work that every `MainScheduler` instance runs on the main queue.
///
/// Work runs synchronously when it is scheduled on the main queue while nothing of
/// this FIFO is queued or running; otherwise it is queued, and queued work runs on the
/// main queue strictly in the order it was scheduled, whatever thread scheduled it.
/// All `MainScheduler` instances (traits make their own) share it, so their order is one.
///
/// `@unchecked Sendable`: `lock` guards `queue` and `drainPosted`, and nothing outside is
/// called under it (work runs, and the drain is posted, after it is released); `busy` is atomic (and static, so the synchronous path retains nothing).
/// `busy` counts queued plus running actions: it is raised under `lock` together with
/// each enqueue and lowered after each action ran, so `busy == 0` means nothing is
/// queued and nothing runs, and the synchronous path (a compare-and-swap from 0 to 1)
/// can never overtake queued work.
@usableFromInline
final class MainQueueWork: @unchecked Sendable {
    static let shared = MainQueueWork()

    private let lock = WordLock()
    private var queue = RingBuffer<ScheduledItem>()
    private var drainPosted = false
    private static let busy = Atomic<Int>(0)

    private init() {}

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

    /// Claims the right to run one action synchronously: true only on the main queue
    /// with nothing queued or running. Pair a true result with `exitSynchronous()`.
    @usableFromInline
    static func tryEnterSynchronous() -> Bool {
        guard isOnMainQueue else { return false }
        return busy.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    }

    /// Ends a synchronous run started by `tryEnterSynchronous()`.
    @usableFromInline
    static func exitSynchronous() {
        busy.wrappingSubtract(1, ordering: .releasing)
    }

    /// Runs `action` now if `tryEnterSynchronous()` allows it, else queues it.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueueWork.tryEnterSynchronous() {
            defer { MainQueueWork.exitSynchronous() }
            return action(state)
        }
        let item = ScheduledItem { action(state) }
        enqueue(item)
        return item
    }

    /// Queues `item` behind all queued work and makes sure a drain is posted.
    private func enqueue(_ item: ScheduledItem) {
        lock.lock()
        MainQueueWork.busy.wrappingAdd(1, ordering: .relaxed)
        queue.enqueue(item)
        let mustPost = !drainPosted
        drainPosted = true
        lock.unlock()
        if mustPost { postDrain() }
    }

    private func postDrain() {
        DispatchQueue.main.async {
            MainQueueWork.shared.drain()
        }
    }

    /// Runs the work that was queued when the drain started, oldest first. Work queued
    /// meanwhile goes to the next drain, so the main queue's other blocks get a turn.
    private func drain() {
        lock.lock()
        drainPosted = false
        var budget = queue.count
        lock.unlock()
        while budget > 0 {
            lock.lock()
            guard let item = queue.dequeue() else {
                lock.unlock()
                return
            }
            lock.unlock()
            budget -= 1
            item.invoke()
            MainQueueWork.busy.wrappingSubtract(1, ordering: .releasing)
        }
    }
}
