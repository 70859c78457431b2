import Foundation
import Dispatch
import RxTesting

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

extension TestScheduler {
    /// Subscribes a new recording observer to `source` at `subscribeTime` and disposes
    /// that subscription at `disposeTime`; returns the observer.
    func recordSubscription<Source: ObservableConvertibleType>(to source: Source, from subscribeTime: TestTime, until disposeTime: TestTime) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = SerialDisposable()
        scheduleAt(subscribeTime) { subscription.disposable = source.asObservable().subscribe(observer) }
        scheduleAt(disposeTime) { subscription.dispose() }
        return observer
    }
}

/// A source for the multicast tests: the events RxTest's multicast tests use.
func multicastTestEvents(endingWith end: Recorded<Event<Int>> = .completed(600)) -> [Recorded<Event<Int>>] {
    [
        .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
        .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11),
        .next(560, 20), end,
    ]
}

/// Hands a value that is not `Sendable` (an `Observable`) to a stress test's threads.
///
/// `@unchecked Sendable`: the tests only use it with values that are thread-safe to
/// use, such as observables (subscribing is thread-safe).
struct SendableForTest<Value>: @unchecked Sendable {
    let value: Value
}
