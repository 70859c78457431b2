/// A subject that sends only its last element, and only when it completes.
///
/// An error is sent on its own (the last element is dropped). A late observer
/// receives the same ending.
///
/// `@unchecked Sendable`: every stored var, here and in `SubjectCore`, is guarded by
/// `SubjectCore.lock`; observers are called, and elements released, only with it released.
public final class AsyncSubject<Element>: SubjectCore<Element>, SubjectType, Cancelable, ObserverType, @unchecked Sendable {
    /// The subject's observer type: itself.
    public typealias SubjectObserverType = AsyncSubject<Element>

    // Guarded by `lock`, like every stored var of SubjectCore.
    private var lastElement: Element?

    /// Creates a subject with no element.
    public override init() {
        super.init()
    }

    /// Remembers an element, or ends the subject. Ignored after a stop event or disposal.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            let previous = lastElement
            lastElement = value
            withExtendedLifetime(previous) {
                lock.unlock()
            }
        case .error:
            let previous = lastElement
            lastElement = nil
            withExtendedLifetime(previous) {
                broadcastAndUnlock(event)
            }
        case .completed:
            guard let last = lastElement else {
                broadcastAndUnlock(event)
                return
            }
            broadcastAndUnlock([.next(last), .completed])
        }
    }

    /// Subscribes an observer; after the subject ended it receives the same ending.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        if let rejection = rejectionLocked() {
            return subscribeAndUnlock(observer, initial: [rejection], register: false)
        }
        if let stopEvent {
            var ending: [Event<Element>] = []
            if case .completed = stopEvent, let lastElement { ending.append(.next(lastElement)) }
            ending.append(stopEvent)
            return subscribeAndUnlock(observer, initial: ending, register: false)
        }
        return registerAndUnlock(observer)
    }

    /// Returns itself.
    public func asObserver() -> AsyncSubject<Element> { self }

    /// Disposes the subject: observers are dropped and later use reports `RxError.disposed`.
    public func dispose() {
        lock.lock()
        let previous = lastElement
        lastElement = nil
        withExtendedLifetime(previous) {
            disposeAndUnlock()
        }
    }
}
