import Foundation

extension ObservableType {
    /// Emits at most one element per `dueTime`: the first element at once, then
    /// nothing until `dueTime` has passed since the last emitted one.
    ///
    /// With `latest: true`, the newest element that arrived during the window is
    /// emitted when the window ends; with `latest: false` those elements are dropped.
    /// A completion that arrives while an element is waiting is delivered right after
    /// that element, at the end of the window; an error is delivered at once.
    /// Timers run on `scheduler`; events are never delivered concurrently.
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = ThrottleSink(dueTime: dueTime, latest: latest, scheduler: scheduler, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// The state of one `throttle` subscription; each event returns what to do.
struct ThrottleStateMachine<Element> {
    enum NextAction {
        case none
        case emit(Element)
        case scheduleTimer(generation: UInt64, after: RxTimeInterval)
    }

    enum TimerAction {
        case none
        case emit(Element)
        case complete
        case emitAndComplete(Element)
    }

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private var lastSentTime: Date?
    private var pending: Element?
    private var completeAfterPending = false
    private var generation: UInt64 = 0
    private var isFinished = false

    init(dueTime: RxTimeInterval, latest: Bool) {
        self.dueTime = dueTime
        self.latest = latest
    }

    mutating func next(_ element: Element, now: Date) -> NextAction {
        guard !isFinished else { return .none }
        let remaining = lastSentTime.map { dueTime.seconds - now.timeIntervalSince($0) } ?? 0
        if remaining <= 0 {
            pending = nil
            lastSentTime = now
            return .emit(element)
        }
        guard latest else { return .none }
        let timerIsRunning = pending != nil
        pending = element
        if timerIsRunning { return .none }
        generation &+= 1
        return .scheduleTimer(generation: generation, after: .fromSeconds(remaining))
    }

    /// The window that started at the last emission ended.
    mutating func timerFired(generation: UInt64, now: Date) -> TimerAction {
        guard !isFinished, generation == self.generation else { return .none }
        let element = pending
        pending = nil
        if element != nil { lastSentTime = now }
        if completeAfterPending {
            isFinished = true
            return element.map { .emitAndComplete($0) } ?? .complete
        }
        return element.map { .emit($0) } ?? .none
    }

    /// Returns whether to complete now; otherwise the completion waits for the pending element.
    mutating func completed() -> Bool {
        guard !isFinished else { return false }
        if pending != nil {
            completeAfterPending = true
            return false
        }
        isFinished = true
        return true
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
final class ThrottleSink<Element>: GatedSink<Element>, @unchecked Sendable {
    private let scheduler: SchedulerType
    private let timer = GenerationalDisposable()
    private var machine: ThrottleStateMachine<Element>

    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: @escaping (Event<Element>) -> Void) {
        self.scheduler = scheduler
        self.machine = ThrottleStateMachine(dueTime: dueTime, latest: latest)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        gated(event, handle)
    }

    private func handle(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            switch machine.next(element, now: scheduler.now) {
            case .none:
                break
            case .emit(let element):
                send(.next(element))
            case .scheduleTimer(let generation, let dueTime):
                let disposable = scheduler.scheduleRelative(generation, dueTime: dueTime) { generation in
                    self.gated(generation, self.timerFired)
                    return Disposables.create()
                }
                timer.set(disposable, generation: generation)
            }
        case .error:
            if machine.error() { send(event) }
        case .completed:
            if machine.completed() { send(event) }
        }
    }

    private func timerFired(generation: UInt64) {
        switch machine.timerFired(generation: generation, now: scheduler.now) {
        case .none:
            break
        case .emit(let element):
            send(.next(element))
        case .complete:
            send(.completed)
        case .emitAndComplete(let element):
            send(.next(element))
            send(.completed)
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
