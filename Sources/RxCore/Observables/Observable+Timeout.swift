extension ObservableType {
    /// Ends the sequence with `RxError.timeout` if the first element does not arrive
    /// within `dueTime` of subscribing, or the next one within `dueTime` of the previous.
    ///
    /// Timers run on `scheduler`; events are never delivered concurrently.
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: nil, scheduler: scheduler)
    }

    /// Switches to `other` if the first element does not arrive within `dueTime` of
    /// subscribing, or the next one within `dueTime` of the previous.
    ///
    /// On the switch the source subscription is disposed and everything `other` sends
    /// is forwarded. Timers run on `scheduler`; events are never delivered concurrently.
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Element == Source.Element {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

/// The state of one `timeout` subscription: which timer is current, and whether the
/// source or the timer has won.
struct TimeoutStateMachine {
    private var generation: UInt64 = 0
    private var switched = false
    private var isFinished = false

    /// An element arrived; returns the generation of the timer to restart, or nil if
    /// the element must be dropped (the timer already won).
    mutating func next() -> UInt64? {
        guard !switched, !isFinished else { return nil }
        generation &+= 1
        return generation
    }

    /// The source stopped; returns whether its stop event goes downstream.
    mutating func stop() -> Bool {
        guard !switched, !isFinished else { return false }
        isFinished = true
        return true
    }

    /// A timer fired; returns whether to switch to the other sequence.
    mutating func timerFired(generation: UInt64) -> Bool {
        guard !switched, !isFinished, generation == self.generation else { return false }
        switched = true
        return true
    }
}

final class TimeoutProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = TimeoutSink(dueTime: dueTime, other: other, scheduler: scheduler, observer: observer)
        sink.setUpstream(sink.sourceSubscription)
        sink.startTimer(generation: 0)
        sink.sourceSubscription.disposable = source._subscribe(sink.on)
        return sink
    }
}

/// `@unchecked Sendable`: `machine` is only touched by the gate's owner (see
/// `GatedSink`): the source's events, the timer and the fallback's events are handled one
/// at a time, with no lock held while calling out; the timer and subscriptions are
/// thread-safe.
final class TimeoutSink<Element>: GatedSink<Element>, @unchecked Sendable {
    let sourceSubscription = SerialDisposable()
    private let otherSubscription = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType
    private let timer = GenerationalDisposable()
    private var machine = TimeoutStateMachine()

    init(dueTime: RxTimeInterval, other: Observable<Element>?, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func startTimer(generation: UInt64) {
        let disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { generation in
            self.gated(generation, self.timerFired)
            return Disposables.create()
        }
        timer.set(disposable, generation: generation)
    }

    func on(_ event: Event<Element>) {
        gated(event, handle)
    }

    private func handle(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            guard let timerToStart = machine.next() else { return }
            startTimer(generation: timerToStart)
            send(event)
        case .error, .completed:
            if machine.stop() { send(event) }
        }
    }

    private func timerFired(generation: UInt64) {
        guard machine.timerFired(generation: generation) else { return }
        sourceSubscription.dispose()
        if let other {
            otherSubscription.disposable = other._subscribe { [self] event in gated(event, send) }
        } else {
            send(.error(RxError.timeout))
        }
    }

    override func disposeResources() {
        timer.dispose()
        otherSubscription.dispose()
    }
}
