/// A subject that holds a current value: each new observer first receives it,
/// then every later event.
///
/// Delivery is serialized (see `SubjectCore`); the value is updated the moment an
/// event is accepted, so `value()` is current even while a delivery is queued.
///
/// `@unchecked Sendable`: every stored var, here and in `SubjectCore`, is guarded by
/// `SubjectCore.lock`; observers are called, and elements released, only with it released.
public final class BehaviorSubject<Element>: SubjectCore<Element>, SubjectType, Cancelable, ObserverType, @unchecked Sendable {
    /// The subject's observer type: itself.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    // Guarded by `lock`, like every stored var of SubjectCore.
    @usableFromInline @exclusivity(unchecked) var element: Element

    /// Creates a subject holding `value`.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// The current value.
    ///
    /// - Throws: The error the subject stopped with, or `RxError.disposed` after disposal.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed { throw RxError.disposed(object: self) }
        if case .error(let error)? = stopEvent { throw error }
        return element
    }

    /// Updates the value and sends the event. Ignored after a stop event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        guard case .next(var value) = event else {
            broadcastAndUnlock(event)
            return
        }
        // The previous value is released after the lock: its deinit may run user code.
        swap(&element, &value)
        withExtendedLifetime(value) {
            broadcastAndUnlock(event)
        }
    }

    /// Subscribes an observer; it receives the current value first.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

    @usableFromInline
    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        if (disposed || isStopped), let rejection = rejectionLocked() ?? stopEvent {
            return subscribeAndUnlock(observer, initial: [rejection], register: false)
        }
        return subscribeAndUnlock(observer, initial: [.next(element)], register: true)
    }

    /// Returns itself.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Disposes the subject: observers are dropped and later use reports `RxError.disposed`.
    public func dispose() {
        lock.lock()
        disposeAndUnlock()
    }
}
