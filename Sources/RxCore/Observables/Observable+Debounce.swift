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

/// `@unchecked Sendable`: `machine` is only touched by the gate's owner (see
/// `GatedSink`): source events and timers are handled one at a time, with no lock held
/// while calling out; `timer` is thread-safe.
final class DebounceSink<Element>: GatedSink<Element>, @unchecked Sendable {
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
        gated(event, handle)
    }

    private func handle(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            guard let generation = machine.next(element) else { return }
            let disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { generation in
                self.gated(generation, self.timerFired)
                return Disposables.create()
            }
            timer.set(disposable, generation: generation)
        case .error:
            if machine.error() { send(event) }
        case .completed:
            let (complete, flush) = machine.completed()
            if let flush { send(.next(flush)) }
            if complete { send(.completed) }
        }
    }

    private func timerFired(generation: UInt64) {
        if let element = machine.timerFired(generation: generation) {
            send(.next(element))
        }
    }

    override func disposeResources() {
        timer.dispose()
        gate.runOrSubmit { [self] in machine = DebounceStateMachine() }
    }
}
