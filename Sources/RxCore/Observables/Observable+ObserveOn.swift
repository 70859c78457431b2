extension ObservableType {
    /// Delivers the sequence's events on `scheduler`.
    ///
    /// As RxSwift 6's: events are delivered in order, one at a time and never overlapping
    /// (also on a concurrent scheduler), one event per scheduled action: the next event
    /// is scheduled when the previous one was delivered, so on a `TestScheduler` a burst
    /// comes out one tick apart (201, 202, 203), as on RxTest. With a `MainScheduler` each
    /// event is its own action on that scheduler: delivered synchronously (without
    /// allocating) when the scheduler may run work at once, else posted to the main queue
    /// (see `MainScheduler`); an event sent re-entrantly from a delivery is posted.
    /// Disposing stops delivery at once and drops what is queued.
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // Inlinable (like map) because `Driver` runs every element through it: the
        // sink's per-element code is then compiled for the caller's element type.
        let target = ObserveOnTarget(scheduler: scheduler)
        return ValuePipe(source: asObservable(), value: target) { target, source, observer in
            let sink = ObserveOnSink(target: target, observer: observer)
            sink.setUpstream(source._subscribe(sink.on))
            return sink
        }
    }
}

/// Where `observe(on:)` delivers: the scheduler, and the same scheduler as a
/// `MainScheduler` when it is one (each event is then its own main-queue action).
@usableFromInline
struct ObserveOnTarget {
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// Unretained: `scheduler` keeps it alive, and a retain and release per event was
    /// measurable on the Driver path.
    @usableFromInline let mainScheduler: Unmanaged<MainScheduler>?

    @usableFromInline
    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        mainScheduler = (scheduler as? MainScheduler).map(Unmanaged.passUnretained)
    }
}

/// Queues events and delivers them on the scheduler, one per scheduled action (on a
/// `MainScheduler`, each event is scheduled as it comes: the main queue keeps the order).
///
/// `@unchecked Sendable`: `lock` guards `queue` and `drainScheduled`, and nothing outside
/// is called under it: the next delivery is scheduled, the observer called and dropped
/// events released with the lock released. `target` is immutable.
@usableFromInline
final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let target: ObserveOnTarget
    @usableFromInline let lock = WordLock()
    @usableFromInline @exclusivity(unchecked) var queue = RingBuffer<Event<Element>>()
    @usableFromInline @exclusivity(unchecked) var drainScheduled = false

    @inlinable
    init(target: ObserveOnTarget, observer: @escaping (Event<Element>) -> Void) {
        self.target = target
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if let main = target.mainScheduler {
            main._withUnsafeGuaranteedRef { main in
                // A subject's queued send is posted, as RxSwift's nested send would be.
                if !QueuedSendDelivery.isActive && main.tryEnterSynchronous() {
                    deliver(event)
                    main.exitSynchronous()
                } else {
                    main.post { [self] in deliver(event) }
                }
            }
            return
        }
        lock.lock()
        if isDisposed {
            lock.unlock()
            return
        }
        queue.enqueue(event)
        if drainScheduled {
            lock.unlock()
            return
        }
        drainScheduled = true
        lock.unlock()
        scheduleDelivery()
    }

    /// Schedules the delivery of the oldest queued event. A pending delivery is not
    /// cancelled on dispose: it finds the sink disposed and returns, and cancelling would
    /// not release the sink any sooner.
    @inlinable
    func scheduleDelivery() {
        _ = target.scheduler.schedule(self) { sink in
            sink.deliverNext()
            return Disposables.create()
        }
    }

    @inlinable
    func deliver(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }

    /// Delivers the oldest queued event, then schedules the next one if any is queued
    /// (RxSwift's recursive drain): `drainScheduled` stays set while delivering, so an
    /// event sent meanwhile waits for this delivery to end.
    @inlinable
    func deliverNext() {
        lock.lock()
        guard !isDisposed, let event = queue.dequeue() else {
            drainScheduled = false
            lock.unlock()
            return
        }
        lock.unlock()
        deliver(event)
        lock.lock()
        let more = !isDisposed && !queue.isEmpty
        if !more { drainScheduled = false }
        lock.unlock()
        if more { scheduleDelivery() }
    }

    @usableFromInline
    override func disposeResources() {
        let dropped = lock.withLock { () -> RingBuffer<Event<Element>> in
            defer { queue = RingBuffer() }
            return queue
        }
        _ = dropped
    }
}
