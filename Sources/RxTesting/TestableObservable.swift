import Foundation

/// An observable that sends recorded events in virtual time and records its
/// subscriptions. Create one with `TestScheduler.createHotObservable(_:)` or
/// `createColdObservable(_:)`.
///
/// It holds its scheduler weakly (scheduled events capture the observable, so a
/// strong reference would keep both alive forever). Subscriptions made after the
/// scheduler is gone are recorded at `Subscription.infinity`.
///
/// `@unchecked Sendable`: `lock` guards `recordedSubscriptions` (and the subclasses'
/// state); nothing outside is called under it (the clock is read before it is taken,
/// observers are called and removed ones released after it). `recordedEvents` is immutable.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    /// The events this observable sends, with their virtual times.
    public let recordedEvents: [Recorded<Event<Element>>]

    weak var testScheduler: TestScheduler?
    let lock = NSLock()
    private var recordedSubscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Every subscription so far: when it subscribed and when it was disposed
    /// (`Subscription.infinity` while still subscribed).
    public var subscriptions: [Subscription] {
        lock.lock()
        defer { lock.unlock() }
        return recordedSubscriptions
    }

    /// Subscribes `observer`: its subscription is recorded from now until it is disposed.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = recordSubscribe()
        let subscription = subscribeRecorded(observer.on)
        return Disposables.create {
            subscription.dispose()
            self.recordUnsubscribe(index)
        }
    }

    /// Starts sending events to `observer`; subclasses override it. The returned
    /// disposable stops them. The base sends nothing.
    func subscribeRecorded(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        Disposables.create()
    }

    /// The scheduler's virtual time, or `Subscription.infinity` if the scheduler is gone.
    var currentTime: TestTime {
        testScheduler?.clock ?? Subscription.infinity
    }

    private func recordSubscribe() -> Int {
        let time = currentTime
        lock.lock()
        defer { lock.unlock() }
        recordedSubscriptions.append(Subscription(time))
        return recordedSubscriptions.count - 1
    }

    private func recordUnsubscribe(_ index: Int) {
        let time = currentTime
        lock.lock()
        defer { lock.unlock() }
        recordedSubscriptions[index] = Subscription(recordedSubscriptions[index].subscribe, time)
    }
}
