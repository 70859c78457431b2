extension ObservableType {
    /// Splits the elements into windows: a new window (an observable of elements)
    /// starts every `timeSpan`, or as soon as the current one holds `count` elements
    /// (which restarts the time span), whichever comes first.
    ///
    /// The first window is emitted on subscription. Each window is a hot sequence:
    /// subscribe to it when it is emitted to see its elements. A window keeps the
    /// source subscription alive while it is subscribed, even after the outer
    /// subscription is disposed. A `count` of zero or less never fills (as in
    /// RxSwift). Stop events go to the current window, then to the outer sequence.
    /// Timers run on `scheduler`; events are never delivered concurrently.
    /// - seealso: [window operator on reactivex.io](http://reactivex.io/documentation/operators/window.html)
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        WindowProducer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

/// The state of one `window` subscription: how full the current window is and the
/// generation of its timer.
struct WindowStateMachine {
    private let count: Int
    private var elementsInWindow = 0
    private var generation: UInt64 = 0
    private(set) var isFinished = false

    init(count: Int) {
        self.count = count
    }

    /// An element went into the current window; returns the next window's timer if
    /// the window is now full.
    mutating func next() -> UInt64? {
        elementsInWindow += 1
        guard count > 0, elementsInWindow >= count else { return nil }
        return openWindow()
    }

    /// The current window's time span ended; returns the next window's timer.
    mutating func timerFired(generation: UInt64) -> UInt64? {
        guard !isFinished, generation == self.generation else { return nil }
        return openWindow()
    }

    /// The source stopped; returns whether the stop event goes downstream.
    mutating func stop() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        return true
    }

    private mutating func openWindow() -> UInt64 {
        elementsInWindow = 0
        generation &+= 1
        return generation
    }
}

final class WindowProducer<Element>: Producer<Observable<Element>>, @unchecked Sendable {
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

    override func run(_ observer: @escaping (Event<Observable<Element>>) -> Void) -> Disposable {
        let sink = WindowSink<Element>(timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
        sink.setUpstream(sink.refCount)
        sink.start()
        sink.sourceSubscription.disposable = source._subscribe(sink.on)
        return sink
    }
}

/// `@unchecked Sendable`: `lock` guards `machine`, `window` and `outbox`, and nothing
/// outside is called or released under it: observers and windows are called only from
/// `deliver()`, with the lock released, and a replaced window stays in the outbox until
/// then. The timer and subscriptions are thread-safe.
///
/// Disposing the sink (the outer subscription) only stops outer events: elements keep
/// flowing to subscribed windows until they are all disposed, when `refCount`
/// disposes the source subscription and the timer.
final class WindowSink<Element>: Sink<Observable<Element>>, @unchecked Sendable {
    enum Output {
        case window(PublishSubject<Element>, Event<Element>)
        case outer(Event<Observable<Element>>)
    }

    let sourceSubscription: SerialDisposable
    let refCount: RefCountDisposable
    private let timer: GenerationalDisposable
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = WordLock()
    private var machine: WindowStateMachine
    private var window = PublishSubject<Element>()
    private var outbox = Outbox<Output>()

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: @escaping (Event<Observable<Element>>) -> Void) {
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        self.machine = WindowStateMachine(count: count)
        let sourceSubscription = SerialDisposable()
        let timer = GenerationalDisposable()
        self.sourceSubscription = sourceSubscription
        self.timer = timer
        self.refCount = RefCountDisposable(disposable: Disposables.create(sourceSubscription, timer))
        super.init(observer: observer)
    }

    /// Emits the first window and starts its timer.
    func start() {
        lock.lock()
        let mustDeliver = outbox.post(.outer(.next(KeepAliveObservable(source: window, refCount: refCount))))
        lock.unlock()
        startTimer(generation: 0)
        if mustDeliver { deliver() }
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        var mustDeliver = false
        var timerToStart: UInt64?
        switch event {
        case .next:
            if !machine.isFinished {
                mustDeliver = outbox.post(.window(window, event))
                timerToStart = machine.next()
                if timerToStart != nil { _ = openWindow() }
            }
        case .error(let error):
            if machine.stop() {
                mustDeliver = outbox.post(.window(window, event))
                _ = outbox.post(.outer(.error(error)))
            }
        case .completed:
            if machine.stop() {
                mustDeliver = outbox.post(.window(window, event))
                _ = outbox.post(.outer(.completed))
            }
        }
        lock.unlock()
        if event.isStopEvent { sourceSubscription.dispose() }
        if let timerToStart { startTimer(generation: timerToStart) }
        if mustDeliver { deliver() }
    }

    private func startTimer(generation: UInt64) {
        let disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { generation in
            self.timerFired(generation: generation)
            return Disposables.create()
        }
        timer.set(disposable, generation: generation)
    }

    private func timerFired(generation: UInt64) {
        lock.lock()
        let timerToStart = machine.timerFired(generation: generation)
        let mustDeliver = timerToStart != nil && openWindow()
        lock.unlock()
        if let timerToStart { startTimer(generation: timerToStart) }
        if mustDeliver { deliver() }
    }

    /// With `lock` held: completes the current window and emits a new one. Returns
    /// whether the caller must deliver.
    private func openWindow() -> Bool {
        let mustDeliver = outbox.post(.window(window, .completed))
        window = PublishSubject()
        _ = outbox.post(.outer(.next(KeepAliveObservable(source: window, refCount: refCount))))
        return mustDeliver
    }

    private func deliver() {
        while true {
            lock.lock()
            let output = outbox.next()
            lock.unlock()
            switch output {
            case nil:
                return
            case .window(let window, let event)?:
                window.on(event)
            case .outer(let event)?:
                if event.isStopEvent {
                    forwardTerminal(event)
                } else {
                    forward(event)
                }
            }
        }
    }
}
