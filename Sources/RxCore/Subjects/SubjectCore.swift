/// The bit that marks a `SubjectSinkSubscription`'s observer key (keys count up from 0).
@usableFromInline let sinkKeyBit: UInt64 = 1 << 63

/// What every subject shares: its observers, its stop state, and serialized delivery.
///
/// Delivery is serialized per subject: an event accepted while another is being
/// delivered (re-entrantly from an observer, or from another thread) is queued and
/// delivered by the thread already delivering, in acceptance order, to the observers
/// subscribed when it was accepted. Events to one observer therefore never overlap,
/// and re-entrant sends never deepen the stack (RxSwift delivers them nested, so an
/// observer can see a later event before an earlier one).
///
/// A new observer's replay (a `BehaviorSubject`'s value, a `ReplaySubject`'s buffer, a
/// stopped subject's stop event) is delivered within `subscribe`, as in RxSwift, unless
/// another thread is delivering to the subject's observers: then it is queued behind the
/// events accepted before it, so the observer still sees nothing out of order.
///
/// `@unchecked Sendable`: `lock` guards every stored `var`, and nothing outside the
/// subject is called while it is held: observers are called, and replaced observer lists
/// and elements are released, only with it released.
///
/// The observer-list rule: a delivery walks an observer list without retaining it, so a
/// list that a delivery may be using is never changed in place and never released. While
/// a delivery is in progress a change goes to a copy (`prepareSnapshotForChangeLocked`)
/// and the replaced list is kept in `retired` until the delivering thread finishes
/// (`replaceSnapshotLocked`); debug builds count the deliveries that may walk each list
/// and stop on any change or release that breaks the rule. A subject's only observer is
/// in no list but in `solo`: a delivery copies it under the lock (the retain that a
/// list's `var first` cost too), so changing it needs no retiring, and a subject with
/// one observer allocates no list. When that observer is a `subscribe(onNext:…)` sink
/// (`soloSink`), a delivery calls the sink directly and unretained instead; while a
/// delivery is in progress, such a sink taken out of `solo` is kept in `retired` until
/// the delivering thread finishes, as a list is.
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

    // The `var`s are `final`: code inlined into another module (a subject's `onNext`)
    // reads them in place. Overridable, each read was a call to a getter that returned a
    // retained copy (the observer list, the pending queue's storage) on every event.
    @usableFromInline let lock = WordLock()
    /// The observer list, from the second observer on (nil before; see `solo`).
    @usableFromInline @exclusivity(unchecked) final var snapshot: ObserverSnapshot<Element>?
    /// The only observer, while no list holds any: a subject with one observer (most of
    /// them) allocates no list. A delivery copies it under the lock, so it may change
    /// during a delivery (nothing to retire); a queued event for it holds that copy.
    @usableFromInline @exclusivity(unchecked) final var solo: ObserverSnapshot<Element>.Handler?
    @usableFromInline @exclusivity(unchecked) final var soloKey: UInt64 = 0
    /// The sink whose `on` is `solo`, when `solo` came from `registerSink`: delivered by a
    /// direct call, without retaining anything (`solo` holds it; see `takeSoloLocked`).
    /// A captured-closure subscriber's element then costs no reference counting and no
    /// indirect call into the sink.
    @usableFromInline @exclusivity(unchecked) final var soloSink: Unmanaged<SubscribeSink<Element>>?
    @usableFromInline @exclusivity(unchecked) final var retired: [AnyObject]?
    @usableFromInline @exclusivity(unchecked) final var isStopped = false
    /// The error the subject stopped with (nil while running or after a completion).
    /// Stored as a plain error, not as an `Event<Element>?`: destroying a generic enum
    /// field in the (unspecialized) deinit asked the runtime for its metadata every time.
    @usableFromInline @exclusivity(unchecked) final var stopError: Swift.Error?
    @usableFromInline @exclusivity(unchecked) final var disposed = false
    @usableFromInline @exclusivity(unchecked) final var dispatching = false
    /// The thread delivering while `dispatching` (a new observer's replay is synchronous on it).
    @usableFromInline @exclusivity(unchecked) final var dispatcher: UInt = 0
    @usableFromInline @exclusivity(unchecked) final var pending = RingBuffer<Pending>()
    @usableFromInline @exclusivity(unchecked) final var nextKey: UInt64 = 0

    // Inlinable, so a subject's stored properties are initialized by code compiled for
    // its element type: unspecialized, each one asked the runtime for generic metadata.
    @inlinable
    override init() {
        super.init()
    }

    /// With the lock held: the event the subject stopped with, if it has stopped.
    @usableFromInline
    final var stopEvent: Event<Element>? {
        guard isStopped else { return nil }
        if let stopError { return .error(stopError) }
        return .completed
    }

    /// Whether any observer is subscribed.
    public final var hasObservers: Bool { lock.withLock { !disposed && (solo != nil || (snapshot?.count ?? 0) > 0) } }

    /// Whether the subject has been disposed.
    public final var isDisposed: Bool { lock.withLock { disposed } }

    /// With the lock held: records a stop event (if it is one) and delivers `event` to
    /// the current observers, now or after the delivery in progress. Releases the lock.
    @inlinable
    final func broadcastAndUnlock(_ event: Event<Element>) {
        if let sink = soloSink, !dispatching, !event.isStopEvent {
            beginDeliveryAndUnlock()
            sink._withUnsafeGuaranteedRef { $0.on(event) }
            finishDispatch(delivered: nil)
            return
        }
        if let solo {
            if event.isStopEvent {
                isStopped = true
                stopError = event.error
                _ = takeSoloLocked()  // the copy delivers the stop event, released outside the lock
            }
            if dispatching {
                pending.enqueue(.one(solo, [event]))
                lock.unlock()
                return
            }
            beginDeliveryAndUnlock()
            solo(event)
            finishDispatch(delivered: nil)
            return
        }
        // Not `guard let`: a bound copy of the list was a retain and a release per event.
        guard snapshot != nil else {
            if event.isStopEvent {
                isStopped = true
                stopError = event.error
            }
            lock.unlock()
            return
        }
        let targets = Unmanaged.passUnretained(snapshot.unsafelyUnwrapped)
        targets._withUnsafeGuaranteedRef { $0.beginDelivery() }
        if event.isStopEvent {
            isStopped = true
            stopError = event.error
            replaceSnapshotLocked(with: nil, retiring: true)
        }
        if dispatching {
            pending.enqueue(.all(event, targets))
            lock.unlock()
            return
        }
        beginDeliveryAndUnlock()
        targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
        finishDispatch(delivered: targets)
    }

    /// With the lock held: delivers `events` in order to the current observers, as one
    /// unit that no other event can interleave. Releases the lock.
    @usableFromInline
    final func broadcastAndUnlock(_ events: [Event<Element>]) {
        if let solo {
            broadcastToSoloAndUnlock(solo, events)
            return
        }
        guard let snapshot else {
            if let last = events.last, last.isStopEvent {
                isStopped = true
                stopError = last.error
            }
            lock.unlock()
            return
        }
        let targets = Unmanaged.passUnretained(snapshot)
        for _ in events { snapshot.beginDelivery() }
        if let last = events.last, last.isStopEvent {
            isStopped = true
            stopError = last.error
            replaceSnapshotLocked(with: nil, retiring: true)
        }
        if dispatching {
            for event in events { pending.enqueue(.all(event, targets)) }
            lock.unlock()
            return
        }
        beginDeliveryAndUnlock()
        for (index, event) in events.enumerated() {
            targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
            #if DEBUG
            if index < events.count - 1 {
                lock.lock()
                targets._withUnsafeGuaranteedRef { $0.endDelivery() }
                lock.unlock()
            }
            #else
            _ = index
            #endif
        }
        finishDispatch(delivered: targets)
    }

    /// With the lock held and no delivery in progress: this thread starts delivering
    /// (its own later sends queue behind it). Releases the lock.
    @inlinable
    final func beginDeliveryAndUnlock() {
        dispatching = true
        dispatcher = SerialGate.currentThread
        lock.unlock()
    }

    /// With the lock held: delivers `events` to the only observer (`solo`, copied under
    /// the lock), now or after the delivery in progress. Releases the lock. (One event
    /// takes the same path inlined in `broadcastAndUnlock(_:)`, with no array.)
    @usableFromInline
    final func broadcastToSoloAndUnlock(_ observer: @escaping ObserverSnapshot<Element>.Handler, _ events: [Event<Element>]) {
        if let last = events.last, last.isStopEvent {
            isStopped = true
            stopError = last.error
            _ = takeSoloLocked()  // the copy delivers the stop event, then goes outside the lock
        }
        if dispatching {
            pending.enqueue(.one(observer, events))
            lock.unlock()
            return
        }
        beginDeliveryAndUnlock()
        for event in events { observer(event) }
        finishDispatch(delivered: nil)
    }

    /// With the lock held: adds `observer` under `key`, as the only observer when there is
    /// none (no list allocated), else to the list (changed in place or as a copy, see
    /// `prepareSnapshotForChangeLocked`).
    @usableFromInline
    final func insertLocked(_ observer: @escaping ObserverSnapshot<Element>.Handler, key: UInt64) {
        if solo == nil, (snapshot?.count ?? 0) == 0 {
            solo = observer
            soloKey = key
        } else if let current = takeSoloLocked() {
            // The second observer: both go to a new list (a delivery in progress holds its
            // own copy of the first, and no list it could walk is replaced).
            replaceSnapshotLocked(with: ObserverSnapshot(firstKey: soloKey, first: current, otherKeys: [key], others: [observer]), retiring: dispatching)
        } else {
            prepareSnapshotForChangeLocked()
            snapshot?.insert(observer, key: key)
        }
    }

    /// With the lock held: takes the only observer out. A sink delivered to directly
    /// (`soloSink`) is kept in `retired` while a delivery is in progress: that delivery
    /// may be running inside it without holding it.
    @usableFromInline
    final func takeSoloLocked() -> ObserverSnapshot<Element>.Handler? {
        let taken = solo
        solo = nil
        if let sink = soloSink {
            soloSink = nil
            if dispatching {
                let held: AnyObject = sink.takeUnretainedValue()
                if retired == nil { retired = [held] } else { retired!.append(held) }
            }
        }
        return taken
    }

    /// With the lock held: makes `snapshot` a list that may be changed in place (see
    /// `mutableSnapshotLocked`). The common paths then change it unretained (the subject
    /// holds it, and nothing replaces it under the lock): no retain and release per
    /// subscription and unsubscription.
    @usableFromInline
    final func prepareSnapshotForChangeLocked() {
        guard let snapshot else { return }
        if dispatching {
            replaceSnapshotLocked(with: snapshot.copy(), retiring: true)
        } else {
            snapshot.assertNotDelivering()
        }
    }

    /// With the lock held: installs `replacement` as the observer list. The list it
    /// replaces may still be walked by a delivery in progress (or queued), so while one is
    /// (`retiring`) it is kept in `retired` until the delivering thread finishes; otherwise
    /// it is released by the caller after the lock (debug builds check no delivery uses it).
    @usableFromInline
    final func replaceSnapshotLocked(with replacement: ObserverSnapshot<Element>?, retiring: Bool) {
        if let snapshot {
            if retiring {
                if retired == nil { retired = [snapshot] } else { retired!.append(snapshot) }
            } else {
                snapshot.assertNotDelivering()
            }
        }
        snapshot = replacement
    }

    /// Delivers what was queued during a delivery, then leaves the delivering state.
    @inlinable
    final func finishDispatch(delivered targets: Unmanaged<ObserverSnapshot<Element>>?) {
        lock.lock()
        targets?._withUnsafeGuaranteedRef { $0.endDelivery() }
        if pending.isEmpty && retired == nil {
            dispatching = false
            lock.unlock()
            return
        }
        drainAndUnlock()
    }

    @usableFromInline
    final func drainAndUnlock() {
        // Marked: these sends arrive later than RxSwift would deliver them (see QueuedSendDelivery).
        QueuedSendDelivery.run {
            while let item = pending.dequeue() {
                lock.unlock()
                switch item {
                case .all(let event, let targets):
                    targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
                    lock.lock()
                    targets._withUnsafeGuaranteedRef { $0.endDelivery() }
                case .one(let observer, let events):
                    for event in events { observer(event) }
                    lock.lock()
                }
            }
        }
        dispatching = false
        let released = retired
        retired = nil
        withExtendedLifetime(released) {
            lock.unlock()
        }
    }

    /// With the lock held: subscribes `observer` with nothing to replay. Releases the lock.
    ///
    /// The common path of every subject; it builds no array, so it needs no generic
    /// metadata at run time.
    @usableFromInline
    final func registerAndUnlock(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let key = nextKey
        nextKey &+= 1
        insertLocked(observer, key: key)
        lock.unlock()
        return SubjectSubscription(owner: self, key: key)
    }

    /// With the lock held: subscribes `observer` (unless `register` is false) and
    /// delivers `initial` to it alone, before anything accepted later. Releases the lock.
    ///
    /// The replay is delivered within this call (as RxSwift does) when no other thread is
    /// delivering: when nothing is, when this thread is (the subscription comes from an
    /// observer's handler), or when the observer is not registered (the subject has
    /// stopped, so nothing else can ever reach it). Otherwise it is queued behind the
    /// events accepted before it.
    @usableFromInline
    final func subscribeAndUnlock(_ observer: @escaping (Event<Element>) -> Void, initial: [Event<Element>], register: Bool) -> Disposable {
        var subscription: Disposable = Disposables.create()
        if register {
            let key = nextKey
            nextKey &+= 1
            insertLocked(observer, key: key)
            subscription = SubjectSubscription(owner: self, key: key)
        }
        if initial.isEmpty {
            lock.unlock()
            return subscription
        }
        if dispatching {
            if register && dispatcher != SerialGate.currentThread {
                pending.enqueue(.one(observer, initial))
                lock.unlock()
                return subscription
            }
            lock.unlock()
            for event in initial { observer(event) }
            return subscription
        }
        beginDeliveryAndUnlock()
        for event in initial { observer(event) }
        lock.lock()
        if pending.isEmpty && retired == nil {
            dispatching = false
            lock.unlock()
        } else {
            drainAndUnlock()
        }
        return subscription
    }

    /// Subscribes a sink's observer for `SubjectSinkSubscription` and returns its key, or
    /// nil when the subject has stopped or is disposed (the caller takes the general
    /// path). The caller makes the handle: built here, in unspecialized code, the generic
    /// value needed its metadata looked up at run time on every subscription. Inlinable,
    /// so the observer list's insertion is compiled for the element type (~2% fewer
    /// instructions per subject creating).
    @inlinable
    final func registerSink(_ sink: SubscribeSink<Element>) -> UInt64? {
        lock.lock()
        if disposed || isStopped {
            lock.unlock()
            return nil
        }
        // Marked, so that disposing the subject keeps it (see `disposeAndUnlock`).
        let key = nextKey | sinkKeyBit
        nextKey &+= 1
        insertLocked(sink.on, key: key)
        if solo != nil && soloKey == key {
            soloSink = Unmanaged.passUnretained(sink)
        }
        lock.unlock()
        return key
    }

    /// Takes `key`'s observer out; when it was there, disposes `sink` (which that observer
    /// keeps alive until it is let go of, after the lock).
    @usableFromInline
    final func disposeSink(key: UInt64, sink: Unmanaged<Sink<Never>>) {
        lock.lock()
        let removed: ObserverSnapshot<Element>.Handler?
        if solo != nil, soloKey == key {
            removed = takeSoloLocked()
        } else {
            prepareSnapshotForChangeLocked()
            removed = snapshot?.remove(key)
        }
        lock.unlock()
        if removed != nil {
            sink._withUnsafeGuaranteedRef { $0.dispose() }
        }
        letGo(removed)
    }

    /// Whether `key`'s observer is subscribed.
    @usableFromInline
    final func isSubscribed(_ key: UInt64) -> Bool {
        lock.withLock { (solo != nil && soloKey == key) || (snapshot?.contains(key) ?? false) }
    }

    @usableFromInline
    final func unsubscribe(_ key: UInt64) {
        lock.lock()
        if solo != nil, soloKey == key {
            let removed = takeSoloLocked()
            lock.unlock()
            letGo(removed)
            return
        }
        prepareSnapshotForChangeLocked()
        let removed = snapshot?.remove(key)
        lock.unlock()
        letGo(removed)
    }

    /// Releases an observer taken out under the lock, after the lock (its release may run
    /// a deinit). Not `withExtendedLifetime` or `_fixLifetime`: in this unspecialized code
    /// a generic call wrapped the closure in a reabstraction thunk, an allocation on every
    /// unsubscription, and looked up its metadata.
    @usableFromInline @inline(never)
    final func letGo(_ observer: consuming ObserverSnapshot<Element>.Handler?) {
        _ = consume observer
    }

    /// With the lock held: marks the subject disposed and drops its observers. Releases the lock.
    ///
    /// The observers of `SubjectSinkSubscription`s stay (they get no more events): the
    /// subject is their sink's only owner, and disposing the subscription later must still
    /// find it there to end it (and run its `onDisposed`), as with any other subscription.
    @usableFromInline
    final func disposeAndUnlock() {
        disposed = true
        let old = snapshot
        var oldSolo = solo
        if soloKey & sinkKeyBit != 0 {
            oldSolo = nil  // kept in `solo`
        } else {
            _ = takeSoloLocked()
        }
        replaceSnapshotLocked(with: old.flatMap(Self.sinkObserversOnly), retiring: dispatching)
        lock.unlock()
        withExtendedLifetime(old) {}
        letGo(oldSolo)
    }

    /// The `SubjectSinkSubscription` observers of `list`, as a new list (nil if none).
    @usableFromInline
    static func sinkObserversOnly(_ list: ObserverSnapshot<Element>) -> ObserverSnapshot<Element>? {
        let kept = ObserverSnapshot<Element>()
        for (key, handler) in Swift.zip([list.firstKey] + list.otherKeys, list.handlers) where key & sinkKeyBit != 0 {
            kept.insert(handler, key: key)
        }
        return kept.first == nil ? nil : kept
    }

    /// With the lock held: the event a late subscriber gets instead of subscribing, if any.
    @usableFromInline
    final func rejectionLocked() -> Event<Element>? {
        if disposed { return .error(RxError.disposed(object: self)) }
        return nil
    }
}
