import Foundation

extension ObservableType {
    /// Shifts every element and the completion later in time by `dueTime`.
    ///
    /// An error is delivered at once, dropping the elements still waiting. The
    /// source subscription is released as soon as the source stops. Timers run on
    /// `scheduler`, one event per timer as in RxSwift 6 (events due together come out
    /// one `TestScheduler` tick apart); events are never delivered concurrently.
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelayProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

/// The state of one `delay` subscription: the events waiting for their time, and
/// the one timer that sends them.
struct DelayStateMachine<Element> {
    typealias Timer = (generation: UInt64, after: RxTimeInterval)

    private let dueTime: RxTimeInterval
    private var queue = RingBuffer<(due: Date, event: Event<Element>)>()
    private var timerIsRunning = false
    private var generation: UInt64 = 0
    private var isFinished = false

    init(dueTime: RxTimeInterval) {
        self.dueTime = dueTime
    }

    /// Queues an element or the completion; returns the timer to start, if none runs.
    mutating func enqueue(_ event: Event<Element>, now: Date) -> Timer? {
        guard !isFinished else { return nil }
        queue.enqueue((now.adding(dueTime), event))
        guard !timerIsRunning else { return nil }
        timerIsRunning = true
        generation &+= 1
        return (generation, dueTime)
    }

    /// Returns whether the error goes downstream (it drops what is waiting).
    mutating func error() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        queue.removeAll()
        timerIsRunning = false
        return true
    }

    /// Whether a firing timer is the current one.
    func isCurrent(generation: UInt64) -> Bool {
        !isFinished && generation == self.generation
    }

    /// The next event whose time has come, if any.
    mutating func nextDue(now: Date) -> Event<Element>? {
        guard !isFinished, let head = queue.peek(), head.due <= now else { return nil }
        _ = queue.dequeue()
        if head.event.isStopEvent { isFinished = true }
        return head.event
    }

    /// After sending what was due: the timer for the next waiting event, if any.
    mutating func timerAfterSending(now: Date) -> Timer? {
        guard !isFinished, let head = queue.peek() else {
            timerIsRunning = false
            return nil
        }
        generation &+= 1
        return (generation, .fromSeconds(max(0, head.due.timeIntervalSince(now))))
    }
}

final class DelayProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, observer: observer)
        sink.setUpstream(sink.sourceSubscription)
        sink.sourceSubscription.disposable = source._subscribe(sink.on)
        return sink
    }
}

/// `@unchecked Sendable`: `machine` is only touched by the gate's owner (see
/// `GatedSink`): source events and timers are handled one at a time, with no lock held
/// while calling out; `timer` and `sourceSubscription` are thread-safe.
final class DelaySink<Element>: GatedSink<Element>, @unchecked Sendable {
    let sourceSubscription = SerialDisposable()
    private let scheduler: SchedulerType
    private let timer = GenerationalDisposable()
    private var machine: DelayStateMachine<Element>

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        self.machine = DelayStateMachine(dueTime: dueTime)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        gated(event, handle)
    }

    private func handle(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next, .completed:
            let timerToStart = machine.enqueue(event, now: scheduler.now)
            if event.isStopEvent { sourceSubscription.dispose() }
            if let timerToStart { start(timerToStart) }
        case .error:
            if machine.error() { send(event) }
        }
    }

    private func start(_ timer: DelayStateMachine<Element>.Timer) {
        let disposable = scheduler.scheduleRelative(timer.generation, dueTime: timer.after) { generation in
            self.gated(generation, self.timerFired)
            return Disposables.create()
        }
        self.timer.set(disposable, generation: timer.generation)
    }

    private func timerFired(generation: UInt64) {
        let now = scheduler.now
        guard machine.isCurrent(generation: generation) else { return }
        // One event per firing, as RxSwift's recursive drain: an event already due waits
        // for a timer of zero, which a `TestScheduler` runs one tick later.
        let event = machine.nextDue(now: now)
        if let nextTimer = machine.timerAfterSending(now: now) { start(nextTimer) }
        if let event { send(event) }
    }

    override func disposeResources() {
        timer.dispose()
        gate.runOrSubmit { [self] in _ = machine.error() }
    }
}
