/// A subject that sends each event to the observers subscribed at that moment.
///
/// A late subscriber receives only the stop event, if the subject has stopped.
/// Sending from several threads is safe: events are delivered one at a time, in
/// the order they were accepted, never overlapping. An event sent while another
/// is being delivered (from an observer, or from another thread) is queued and
/// delivered by the thread already delivering, right after; so re-entrant sends
/// never deepen the stack. (RxSwift delivers them nested and out of order.)
///
/// `@unchecked Sendable`: every stored `var` is read and written only while `lock`
/// is held; observers are called only after it is released.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType, SubjectUnsubscribing, @unchecked Sendable {
    /// The subject's observer type: itself.
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline let lock = PosixLock()
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Element>()
    @usableFromInline @exclusivity(unchecked) var stopEvent: Event<Element>?
    @usableFromInline @exclusivity(unchecked) var disposed = false
    @usableFromInline @exclusivity(unchecked) var dispatching = false
    @usableFromInline @exclusivity(unchecked) var pending = RingBuffer<Event<Element>>()

    /// Creates a subject with no observers.
    public override init() {
        super.init()
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { lock.withLock { observers.count > 0 } }

    /// Whether the subject has been disposed.
    public var isDisposed: Bool { lock.withLock { disposed } }

    /// Sends `event` to every current observer. Ignored after a stop event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        lock.lock()
        if stopEvent != nil || disposed {
            lock.unlock()
            return
        }
        if event.isStopEvent { stopEvent = event }
        if dispatching {
            pending.enqueue(event)
            lock.unlock()
            return
        }
        dispatching = true
        let targets = observers
        if event.isStopEvent { observers = ObserverList() }
        lock.unlock()
        targets.dispatch(event)
        finishDispatch()
    }

    /// Delivers what was queued meanwhile, then leaves the delivering state.
    @inlinable
    func finishDispatch() {
        while true {
            lock.lock()
            guard let event = pending.dequeue() else {
                dispatching = false
                lock.unlock()
                return
            }
            let targets = observers
            if event.isStopEvent { observers = ObserverList() }
            lock.unlock()
            targets.dispatch(event)
        }
    }

    /// Subscribes an observer.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

    @usableFromInline
    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        if disposed {
            lock.unlock()
            observer(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stopEvent {
            lock.unlock()
            observer(stopEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer)
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    @usableFromInline
    func unsubscribe(_ key: UInt64) {
        let removed = lock.withLock { observers.remove(key) }
        _ = removed
    }

    /// Returns itself.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Disposes the subject: observers are dropped and later use reports `RxError.disposed`.
    public func dispose() {
        let removed = lock.withLock { () -> ObserverList<Element> in
            disposed = true
            defer { observers = ObserverList() }
            return observers
        }
        _ = removed
    }
}
