import Foundation
import Dispatch

/// A thread-safe log for the scheduler and multicast tests: values appended from any
/// thread, read back in append order.
///
/// `@unchecked Sendable`: `values` is only touched while `lock` is held.
final class ConcurrentLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var entries: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

/// A serial queue whose blocks can tell they run on it, for schedulers built on it.
///
/// `@unchecked Sendable`: both properties are immutable, and Dispatch queues and keys
/// may be used from any thread.
struct MarkedQueue: @unchecked Sendable {
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<UInt8>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: 1)
    }

    /// Marks a queue made elsewhere (for `serialQueueConfiguration`).
    init(existing: DispatchQueue) {
        queue = existing
        queue.setSpecific(key: key, value: 1)
    }

    /// Whether the caller runs on this queue.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }

    /// Waits until every block queued so far has run.
    func drain() { queue.sync {} }
}

/// An object whose lifetime the tests watch through a weak reference.
///
/// `@unchecked Sendable`: it has no state.
final class LifetimeToken: @unchecked Sendable {}
