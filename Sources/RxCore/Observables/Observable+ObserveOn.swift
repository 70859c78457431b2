extension ObservableType {
    /// Delivers the sequence's events on `scheduler`.
    ///
    /// Events are queued and delivered in order, one at a time and never overlapping,
    /// by a single drain scheduled on `scheduler` at a time (so this is also serial on
    /// a concurrent scheduler). With `MainScheduler`, an event that arrives on the main
    /// queue while nothing is queued is delivered synchronously, without allocating.
    /// Disposing stops delivery at once and drops what is queued.
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let mainWork = scheduler is MainScheduler ? MainQueueWork.shared : nil
        return Pipe(source: asObservable()) { observer in
            let sink = ObserveOnSink(scheduler: scheduler, mainWork: mainWork, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// Queues events and drains them on the scheduler.
///
/// `@unchecked Sendable`: `queue` and `drainScheduled` are only touched while `lock`
/// is held; `scheduler` and `mainWork` are immutable. The drain runs without the lock
/// while it calls the observer.
private final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    private let scheduler: ImmediateSchedulerType
    private let mainWork: MainQueueWork?
    private let lock = PosixLock()
    private var queue = RingBuffer<Event<Element>>()
    private var drainScheduled = false

    init(scheduler: ImmediateSchedulerType, mainWork: MainQueueWork?, observer: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        self.mainWork = mainWork
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        // Fast path: nothing of MainScheduler queued or running means this sink has no
        // queued events either (a queued event always has a drain queued or running).
        if let mainWork, mainWork.tryEnterSynchronous() {
            deliver(event)
            mainWork.exitSynchronous()
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
        _ = scheduler.schedule(self) { sink in
            sink.drain()
            return Disposables.create()
        }
    }

    private func deliver(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }

    /// Delivers queued events until the queue is empty; the only caller of `deliver` off the fast path.
    private func drain() {
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

    override func disposeResources() {
        let dropped = lock.withLock { () -> RingBuffer<Event<Element>> in
            defer { queue = RingBuffer() }
            return queue
        }
        _ = dropped
    }
}
