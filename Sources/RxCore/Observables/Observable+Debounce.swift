extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element.
    ///
    /// Each element restarts the timer; when the source completes, the waiting
    /// element (if any) is emitted at once, then the completion. An error is
    /// delivered at once and drops the waiting element. Timers run on `scheduler`;
    /// events are never delivered concurrently.
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// The state of one `debounce` subscription; each event returns what to do.
struct DebounceStateMachine<Element> {
    private var pending: Element?
    private var generation: UInt64 = 0
    private var isFinished = false

    /// Returns the generation of the timer to schedule, or nil.
    mutating func next(_ element: Element) -> UInt64? {
        guard !isFinished else { return nil }
        pending = element
        generation &+= 1
        return generation
    }

    /// Returns the element to emit, if the timer is still the current one.
    mutating func timerFired(generation: UInt64) -> Element? {
        guard !isFinished, generation == self.generation else { return nil }
        defer { pending = nil }
        return pending
    }

    /// Returns whether to complete, and the waiting element to emit first.
    mutating func completed() -> (complete: Bool, flush: Element?) {
        guard !isFinished else { return (false, nil) }
        isFinished = true
        defer { pending = nil }
        return (true, pending)
    }

    /// Returns whether the error goes downstream.
    mutating func error() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        pending = nil
        return true
    }
}

/// `@unchecked Sendable`: `machine` (and the outbox) is only touched while `lock` is
/// held; `timer` is thread-safe.
final class DebounceSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = GenerationalDisposable()
    private var machine = DebounceStateMachine<Element>()

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            guard let generation = lock.withLock({ machine.next(element) }) else { return }
            let disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { generation in
                self.timerFired(generation: generation)
                return Disposables.create()
            }
            timer.set(disposable, generation: generation)
        case .error:
            lock.lock()
            let mustDeliver = machine.error() && post(event)
            lock.unlock()
            if mustDeliver { deliver() }
        case .completed:
            lock.lock()
            let (complete, flush) = machine.completed()
            var mustDeliver = false
            if let flush { mustDeliver = post(.next(flush)) }
            if complete { mustDeliver = post(.completed) || mustDeliver }
            lock.unlock()
            if mustDeliver { deliver() }
        }
    }

    private func timerFired(generation: UInt64) {
        lock.lock()
        let element = machine.timerFired(generation: generation)
        let mustDeliver = element.map { post(.next($0)) } ?? false
        lock.unlock()
        if mustDeliver { deliver() }
    }

    override func disposeResources() {
        timer.dispose()
        super.disposeResources()
    }
}
