/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber receives only the stop event, if the subject has stopped.
/// Sending from several threads is safe and serialized (see `SubjectCore`): events
/// are delivered one at a time in acceptance order, and re-entrant sends are queued.
///
/// `@unchecked Sendable`: every stored var, here and in `SubjectCore`, is guarded by
/// `SubjectCore.lock`; observers are called, and elements released, only with it released.
public final class PublishSubject<Element>: SubjectCore<Element>, SubjectType, Cancelable, ObserverType, @unchecked Sendable {
    /// The subject's observer type: itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    /// Creates a subject with no observers.
    @inlinable
    public override init() {
        super.init()
    }

    /// Sends `event` to every current observer. Ignored after a stop event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        broadcastAndUnlock(event)
    }

    /// Subscribes an observer.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

    @usableFromInline
    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        if disposed || isStopped {
            return rejectAndUnlock(observer)
        }
        return registerAndUnlock(observer)
    }

    /// With the lock held: sends a late subscriber the stop event. Releases the lock.
    /// Apart from `_subscribe`, so the common path builds no event and no array (in
    /// this unspecialized code, each needs generic metadata looked up at run time).
    @usableFromInline @inline(never)
    func rejectAndUnlock(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        guard let rejection = rejectionLocked() ?? stopEvent else {
            return registerAndUnlock(observer)
        }
        return subscribeAndUnlock(observer, initial: [rejection], register: false)
    }

    /// Returns itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Disposes the subject: observers are dropped and later use reports `RxError.disposed`.
    public func dispose() {
        lock.lock()
        disposeAndUnlock()
    }
}
