import Dispatch
import Foundation
import Synchronization

/// The one FIFO of work that every `MainScheduler` instance runs on the main queue.
///
/// Work runs synchronously when it is scheduled on the main queue while nothing of
/// this FIFO is queued or running; otherwise it is queued, and queued work runs on the
/// main queue strictly in the order it was scheduled, whatever thread scheduled it.
/// All `MainScheduler` instances (traits make their own) share it, so their order is one.
///
/// `@unchecked Sendable`: `queue` and `drainPosted` are only touched while `lock` is
/// held; `busy` is atomic. `busy` counts queued plus running actions: it is raised
/// under `lock` together with each enqueue and lowered after each action ran, so
/// `busy == 0` means nothing is queued and nothing runs, and the synchronous path
/// (a compare-and-swap from 0 to 1) can never overtake queued work.
final class MainQueueWork: @unchecked Sendable {
    static let shared = MainQueueWork()

    private let lock = PosixLock()
    private var queue = RingBuffer<ScheduledItem>()
    private var drainPosted = false
    private let busy = Atomic<Int>(0)

    private init() {}

    /// Marks `DispatchQueue.main`, so `isOnMainQueue` can recognize it.
    private static let mainQueueKey: UncheckedSendableBox<DispatchSpecificKey<UInt8>> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return UncheckedSendableBox(key)
    }()

    /// Whether the caller runs on the main queue (not merely on the main thread: a
    /// `sync` onto another queue from the main thread is not the main queue).
    static var isOnMainQueue: Bool {
        Thread.isMainThread && DispatchQueue.getSpecific(key: mainQueueKey.value) != nil
    }

    /// Claims the right to run one action synchronously: true only on the main queue
    /// with nothing queued or running. Pair a true result with `exitSynchronous()`.
    @inline(__always)
    func tryEnterSynchronous() -> Bool {
        guard MainQueueWork.isOnMainQueue else { return false }
        return busy.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
    }

    /// Ends a synchronous run started by `tryEnterSynchronous()`.
    @inline(__always)
    func exitSynchronous() {
        busy.wrappingSubtract(1, ordering: .releasing)
    }

    /// Runs `action` now if `tryEnterSynchronous()` allows it, else queues it.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if tryEnterSynchronous() {
            defer { exitSynchronous() }
            return action(state)
        }
        let item = ScheduledItem { action(state) }
        enqueue(item)
        return item
    }

    /// Queues `item` behind all queued work and makes sure a drain is posted.
    private func enqueue(_ item: ScheduledItem) {
        lock.lock()
        busy.wrappingAdd(1, ordering: .relaxed)
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
            busy.wrappingSubtract(1, ordering: .releasing)
        }
    }
}
