extension ObservableType {
    /// Delivers the sequence's events on `scheduler`.
    ///
    /// Events are queued and delivered in order, one at a time and never overlapping,
    /// by a single drain scheduled on `scheduler` at a time (so this is also serial on
    /// a concurrent scheduler). With `MainScheduler`, an event that arrives on the main
    /// queue while nothing is queued is delivered synchronously, without allocating.
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

/// Where `observe(on:)` delivers: the scheduler, and whether it is `MainScheduler`
/// (whose shared FIFO allows the synchronous fast path).
@usableFromInline
struct ObserveOnTarget {
    @usableFromInline let scheduler: ImmediateSchedulerType
    @usableFromInline let isMainScheduler: Bool

    @usableFromInline
    init(scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        isMainScheduler = scheduler is MainScheduler
    }
}

/// Queues events and drains them on the scheduler.
///
/// `@unchecked Sendable`: `lock` guards `queue` and `drainScheduled`, and nothing outside
/// is called under it: the drain is scheduled, the observer called and dropped events
/// released with the lock released. `target` is immutable.
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
        // Fast path: nothing of MainScheduler queued or running means this sink has no
        // queued events either (a queued event always has a drain queued or running).
        if target.isMainScheduler && MainQueueWork.tryEnterSynchronous() {
            deliver(event)
            MainQueueWork.exitSynchronous()
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
        // A pending drain is not cancelled on dispose: it finds the sink disposed and
        // returns, and cancelling would not release the sink any sooner.
        _ = target.scheduler.schedule(self) { sink in
            sink.drain()
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

    /// Delivers queued events until the queue is empty.
    @inlinable
    func drain() {
        while true {
            lock.lock()
            guard !isDisposed, let event = queue.dequeue() else {
                drainScheduled = false
                lock.unlock()
                return
            }
            lock.unlock()
            deliver(event)
        }
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
