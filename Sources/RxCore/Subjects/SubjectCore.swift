/// What every subject shares: its observers, its stop state, and serialized delivery.
///
/// Delivery is serialized per subject: an event accepted while another is being
/// delivered (re-entrantly from an observer, or from another thread) is queued and
/// delivered by the thread already delivering, in acceptance order, to the observers
/// subscribed when it was accepted. Events to one observer therefore never overlap,
/// and re-entrant sends never deepen the stack (RxSwift delivers them nested, so an
/// observer can see a later event before an earlier one).
///
/// `@unchecked Sendable`: every stored `var` is read and written only while `lock` is
/// held. A delivery walks an observer list without retaining it: a list that a
/// delivery may be using is never changed (a copy is changed instead) and is kept in
/// `retired` until the delivering thread finishes. Observers are only ever called with the lock released.
///
/// Public only because the subjects derive from it; it cannot be subclassed or
/// created outside RxCore.
public class SubjectCore<Element>: Observable<Element>, SubjectUnsubscribing, @unchecked Sendable {
    @usableFromInline
    enum Pending {
        /// An event for every observer in the snapshot taken when it was accepted.
        case all(Event<Element>, Unmanaged<ObserverSnapshot<Element>>)
        /// Events for one new observer only (a replayed value or buffer).
        case one((Event<Element>) -> Void, [Event<Element>])
    }

    @usableFromInline let lock = PosixLock()
    @usableFromInline @exclusivity(unchecked) var snapshot = ObserverSnapshot<Element>()
    @usableFromInline @exclusivity(unchecked) var retired: [AnyObject]?
    @usableFromInline @exclusivity(unchecked) var isStopped = false
    @usableFromInline @exclusivity(unchecked) var stopEvent: Event<Element>?
    @usableFromInline @exclusivity(unchecked) var disposed = false
    @usableFromInline @exclusivity(unchecked) var dispatching = false
    @usableFromInline @exclusivity(unchecked) var pending = RingBuffer<Pending>()
    @usableFromInline @exclusivity(unchecked) var nextKey: UInt64 = 0

    @usableFromInline
    override init() {
        super.init()
    }

    /// Whether any observer is subscribed.
    public final var hasObservers: Bool { lock.withLock { snapshot.count > 0 } }

    /// Whether the subject has been disposed.
    public final var isDisposed: Bool { lock.withLock { disposed } }

    /// With the lock held: records a stop event (if it is one) and delivers `event` to
    /// the current observers, now or after the delivery in progress. Releases the lock.
    @inlinable
    final func broadcastAndUnlock(_ event: Event<Element>) {
        let targets = Unmanaged.passUnretained(snapshot)
        if event.isStopEvent {
            isStopped = true
            stopEvent = event
            retire(snapshot)
            snapshot = ObserverSnapshot()
        }
        if dispatching {
            pending.enqueue(.all(event, targets))
            lock.unlock()
            return
        }
        dispatching = true
        lock.unlock()
        targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
        finishDispatch()
    }

    /// With the lock held: delivers `events` in order to the current observers, as one
    /// unit that no other event can interleave. Releases the lock.
    @usableFromInline
    final func broadcastAndUnlock(_ events: [Event<Element>]) {
        let targets = Unmanaged.passUnretained(snapshot)
        if let last = events.last, last.isStopEvent {
            isStopped = true
            stopEvent = last
            retire(snapshot)
            snapshot = ObserverSnapshot()
        }
        if dispatching {
            for event in events { pending.enqueue(.all(event, targets)) }
            lock.unlock()
            return
        }
        dispatching = true
        lock.unlock()
        for event in events {
            targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
        }
        finishDispatch()
    }

    /// With the lock held: the list to change in place. While a delivery is in progress
    /// that is a copy, and the list the delivery may be walking is retired.
    @usableFromInline
    final func mutableSnapshotLocked() -> ObserverSnapshot<Element> {
        if dispatching {
            let copy = snapshot.copy()
            retire(snapshot)
            snapshot = copy
        }
        return snapshot
    }

    /// Keeps a snapshot alive until the current delivery ends. With the lock held.
    @usableFromInline
    final func retire(_ old: ObserverSnapshot<Element>) {
        if retired == nil { retired = [old] } else { retired!.append(old) }
    }

    /// Delivers what was queued during a delivery, then leaves the delivering state.
    @inlinable
    final func finishDispatch() {
        lock.lock()
        if pending.isEmpty && retired == nil {
            dispatching = false
            lock.unlock()
            return
        }
        drainAndUnlock()
    }

    @usableFromInline
    final func drainAndUnlock() {
        while let item = pending.dequeue() {
            lock.unlock()
            switch item {
            case .all(let event, let targets):
                targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
            case .one(let observer, let events):
                for event in events { observer(event) }
            }
            lock.lock()
        }
        dispatching = false
        let released = retired
        retired = nil
        lock.unlock()
        _ = released
    }

    /// With the lock held: subscribes `observer` with nothing to replay. Releases the lock.
    ///
    /// The common path of every subject; it builds no array, so it needs no generic
    /// metadata at run time.
    @usableFromInline
    final func registerAndUnlock(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let key = nextKey
        nextKey &+= 1
        mutableSnapshotLocked().insert(observer, key: key)
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    /// With the lock held: subscribes `observer` (unless `register` is false) and
    /// delivers `initial` to it alone, before anything accepted later. Releases the lock.
    @usableFromInline
    final func subscribeAndUnlock(_ observer: @escaping (Event<Element>) -> Void, initial: [Event<Element>], register: Bool) -> Disposable {
        var subscription: Disposable = Disposables.create()
        if register {
            let key = nextKey
            nextKey &+= 1
            mutableSnapshotLocked().insert(observer, key: key)
            subscription = SubjectSubscription(owner: self, key: key)
        }
        if initial.isEmpty {
            lock.unlock()
            return subscription
        }
        if dispatching {
            pending.enqueue(.one(observer, initial))
            lock.unlock()
            return subscription
        }
        dispatching = true
        lock.unlock()
        for event in initial { observer(event) }
        finishDispatch()
        return subscription
    }

    @usableFromInline
    final func unsubscribe(_ key: UInt64) {
        lock.lock()
        let removed = mutableSnapshotLocked().remove(key)
        lock.unlock()
        _ = removed  // released here, outside the lock
    }

    /// With the lock held: marks the subject disposed and drops its observers. Releases the lock.
    @usableFromInline
    final func disposeAndUnlock() {
        disposed = true
        let old = snapshot
        if dispatching { retire(old) }
        snapshot = ObserverSnapshot()
        lock.unlock()
        _ = old
    }

    /// With the lock held: the event a late subscriber gets instead of subscribing, if any.
    @usableFromInline
    final func rejectionLocked() -> Event<Element>? {
        if disposed { return .error(RxError.disposed(object: self)) }
        return nil
    }
}
