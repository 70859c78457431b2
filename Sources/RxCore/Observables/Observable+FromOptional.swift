extension ObservableType {
    /// Returns a sequence that sends the wrapped value, if any, and then completes.
    ///
    /// The events are sent synchronously, before `subscribe` returns.
    public static func from(optional: Element?) -> Observable<Element> {
        OptionalObservable(optional: optional)
    }

    /// Returns a sequence that sends the wrapped value, if any, and then completes, on `scheduler`.
    ///
    /// The element and the completion are scheduled as two consecutive actions, as in RxSwift.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ScheduledOptionalProducer(optional: optional, scheduler: scheduler)
    }
}

/// `from(optional:)` without a scheduler: no sink, the events are sent during `subscribe`.
final class OptionalObservable<Element>: Observable<Element>, @unchecked Sendable {
    private let optional: Element?

    init(optional: Element?) {
        self.optional = optional
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let element = optional { observer.on(.next(element)) }
        observer.on(.completed)
        return Disposables.create()
    }

    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        if let element = optional { observer(.next(element)) }
        observer(.completed)
        return Disposables.create()
    }
}

/// `just(_:scheduler:)` and `from(optional:scheduler:)`: one action sends the element
/// (if any) and schedules a second one that completes.
final class ScheduledOptionalProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let optional: Element?
    private let scheduler: ImmediateSchedulerType

    init(optional: Element?, scheduler: ImmediateSchedulerType) {
        self.optional = optional
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = Sink(observer: observer)
        let scheduler = self.scheduler
        // The disposable the first action returns (the second action) is owned by the first
        // one's, so disposing the sink cancels whichever is pending.
        sink.setUpstream(scheduler.schedule(optional) { optional -> Disposable in
            guard let element = optional else {
                sink.forwardTerminal(.completed)
                return Disposables.create()
            }
            sink.forward(.next(element))
            return scheduler.schedule(sink) { sink in
                sink.forwardTerminal(.completed)
                return Disposables.create()
            }
        })
        return sink
    }
}
