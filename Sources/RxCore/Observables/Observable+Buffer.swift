extension ObservableType {
    /// Collects elements into arrays, emitting one every `timeSpan`, or as soon as it
    /// holds `count` elements (which restarts the time span), whichever comes first.
    ///
    /// Arrays are emitted even when empty, including a final one when the source
    /// completes. A `count` of zero or less never fills (as in RxSwift, where it is
    /// never reached). An error is delivered at once, dropping the collected elements.
    /// Timers run on `scheduler`; events are never delivered concurrently.
    /// - seealso: [buffer operator on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

/// The state of one `buffer` subscription: the elements collected in the current
/// window and the generation of its timer.
struct BufferStateMachine<Element> {
    typealias Close = (chunk: [Element], nextTimer: UInt64)

    private let count: Int
    private var buffer: [Element] = []
    private var generation: UInt64 = 0
    private var isFinished = false

    init(count: Int) {
        self.count = count
    }

    /// Adds an element; returns the full chunk to emit and the next window's timer.
    mutating func next(_ element: Element) -> Close? {
        guard !isFinished else { return nil }
        buffer.append(element)
        guard count > 0, buffer.count >= count else { return nil }
        return close()
    }

    /// The current window's time span ended; returns the chunk and the next timer.
    mutating func timerFired(generation: UInt64) -> Close? {
        guard !isFinished, generation == self.generation else { return nil }
        return close()
    }

    /// Returns the last chunk to emit before completing, or nil if already finished.
    mutating func completed() -> [Element]? {
        guard !isFinished else { return nil }
        isFinished = true
        defer { buffer = [] }
        return buffer
    }

    /// Returns whether the error goes downstream.
    mutating func error() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        buffer = []
        return true
    }

    private mutating func close() -> Close {
        generation &+= 1
        defer { buffer = [] }
        return (buffer, generation)
    }
}

final class BufferProducer<Element>: Producer<[Element]>, @unchecked Sendable {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<[Element]>) -> Void) -> Disposable {
        let sink = BufferSink<Element>(timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
        sink.startTimer(generation: 0)
        sink.setUpstream(source._subscribe(sink.on))
        return sink
    }
}

/// `@unchecked Sendable`: `machine` is only touched by the gate's owner (see
/// `GatedSink`): source events and timers are handled one at a time, with no lock held
/// while calling out; `timer` is thread-safe.
final class BufferSink<Element>: GatedSink<[Element]>, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = GenerationalDisposable()
    private var machine: BufferStateMachine<Element>

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: @escaping (Event<[Element]>) -> Void) {
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        self.machine = BufferStateMachine(count: count)
        super.init(observer: observer)
    }

    func startTimer(generation: UInt64) {
        let disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { generation in
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
        case .next(let element):
            guard let close = machine.next(element) else { return }
            startTimer(generation: close.nextTimer)
            send(.next(close.chunk))
        case .error(let error):
            if machine.error() { send(.error(error)) }
        case .completed:
            if let chunk = machine.completed() {
                send(.next(chunk))
                send(.completed)
            }
        }
    }

    private func timerFired(generation: UInt64) {
        guard let close = machine.timerFired(generation: generation) else { return }
        startTimer(generation: close.nextTimer)
        send(.next(close.chunk))
    }

    override func disposeResources() {
        timer.dispose()
    }
}
