import Foundation

/// A testable observable that sends its recorded events at their absolute virtual
/// times to the observers subscribed at that moment, like a subject driven by the clock.
///
/// As in RxTest, it sends every recorded event, even after a stop event; well-behaved
/// operators ignore what follows a stop event.
///
/// `@unchecked Sendable`: `observers` and `nextKey` are only touched while `lock`
/// is held; observers are called outside it, from a snapshot.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) {
                self.send(recorded.value)
            }
        }
    }

    override func subscribeRecorded(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        let key = nextKey
        nextKey += 1
        observers.append((key, observer))
        lock.unlock()
        return Disposables.create {
            self.lock.lock()
            let removed = self.observers.firstIndex { $0.key == key }.map { self.observers.remove(at: $0) }
            self.lock.unlock()
            withExtendedLifetime(removed) {} // released outside the lock
        }
    }

    private func send(_ event: Event<Element>) {
        lock.lock()
        let snapshot = observers
        lock.unlock()
        for observer in snapshot {
            observer.on(event)
        }
    }
}
