extension ObservableType {
    /// Resubscribes to the source after a failure when the sequence returned by
    /// `notificationHandler` emits.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the
    /// source's errors of type `Error`; an error of another type ends the sequence at
    /// once. After a failure, the trigger's next element resubscribes; its error or
    /// completion ends the sequence with that error or completion (a stop event the
    /// trigger sends while the source runs takes effect at the next failure, as in
    /// RxSwift). Resubscription is trampolined on the current thread. Events are never
    /// delivered concurrently.
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable()) { errors in
            notificationHandler(errors).asObservable()
        }
    }

    /// Resubscribes to the source after a failure when the sequence returned by
    /// `notificationHandler` emits.
    ///
    /// `notificationHandler` is called once per subscription with the sequence of the
    /// source's errors. After a failure, the trigger's next element resubscribes; its
    /// error or completion ends the sequence with that error or completion (a stop
    /// event the trigger sends while the source runs takes effect at the next failure,
    /// as in RxSwift). Resubscription is trampolined on the current thread. Events are
    /// never delivered concurrently.
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        RetryWhenProducer(source: asObservable()) { (errors: Observable<Swift.Error>) in
            notificationHandler(errors).asObservable()
        }
    }
}

final class RetryWhenProducer<Element, TriggerError: Swift.Error, Trigger>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let notificationHandler: (Observable<TriggerError>) -> Observable<Trigger>

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<TriggerError>) -> Observable<Trigger>) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = RetryWhenSink<Element, TriggerError, Trigger>(source: source, observer: observer)
        sink.setUpstream(sink.subscription)
        let trigger = notificationHandler(sink.errors.asObservable())
        sink.triggerSubscription.disposable = trigger._subscribe(sink.onTrigger)
        if !sink.isDisposed {
            sink.subscribeToSource()
        }
        return sink
    }
}

/// The state of one `retry(when:)` subscription.
struct RetryWhenStateMachine<Element> {
    enum ErrorAction {
        case none
        case notifyHandler
        case end(Event<Element>)
    }

    private var awaitingTrigger = false
    private var triggerStop: Event<Element>?
    private(set) var isFinished = false
    private var generation: UInt64 = 0

    /// The source failed with an error the handler accepts.
    mutating func sourceFailed() -> ErrorAction {
        guard !isFinished else { return .none }
        if let triggerStop {
            isFinished = true
            return .end(triggerStop)
        }
        awaitingTrigger = true
        return .notifyHandler
    }

    /// The source stopped in a way that ends the sequence; returns whether to forward it.
    mutating func end() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        return true
    }

    /// The trigger emitted; returns the generation of the subscription to make, if a retry was pending.
    mutating func triggerNext() -> UInt64? {
        guard !isFinished, awaitingTrigger else { return nil }
        awaitingTrigger = false
        return nextGeneration()
    }

    /// The trigger stopped; returns the event to end with now, if a retry was pending.
    mutating func triggerStopped(_ event: Event<Element>) -> Event<Element>? {
        guard !isFinished else { return nil }
        guard awaitingTrigger else {
            triggerStop = event
            return nil
        }
        isFinished = true
        return event
    }

    mutating func nextGeneration() -> UInt64 {
        generation &+= 1
        return generation
    }
}

/// `@unchecked Sendable`: `machine` is only touched by the gate's owner (see
/// `GatedSink`): the source's and the trigger's events are handled one at a time, with no
/// lock held while calling out; the subscriptions and the errors subject are thread-safe.
final class RetryWhenSink<Element, TriggerError: Swift.Error, Trigger>: GatedSink<Element>, @unchecked Sendable {
    let subscription = GenerationalDisposable()
    let triggerSubscription = SerialDisposable()
    let errors = PublishSubject<TriggerError>()
    private let source: Observable<Element>
    private var machine = RetryWhenStateMachine<Element>()

    init(source: Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.source = source
        super.init(observer: observer)
    }

    /// Subscribes on the current thread's trampoline: from inside an event handler it
    /// runs after the handler returns, replacing (and disposing) the failed subscription.
    func subscribeToSource() {
        gated(()) { [self] _ in
            subscribe(generation: machine.nextGeneration())
        }
    }

    private func subscribe(generation: UInt64) {
        _ = CurrentThreadScheduler.instance.schedule(generation) { generation in
            guard !self.isDisposed else { return Disposables.create() }
            self.subscription.set(self.source._subscribe(self.on), generation: generation)
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        gated(event, handle)
    }

    func onTrigger(_ event: Event<Trigger>) {
        gated(event, handleTrigger)
    }

    private func handle(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            if !machine.isFinished { send(event) }
        case .completed:
            end(event)
        case .error(let error):
            guard let triggerError = error as? TriggerError else {
                end(event)
                return
            }
            switch machine.sourceFailed() {
            case .none:
                break
            case .notifyHandler:
                errors.on(.next(triggerError))
            case .end(let stop):
                send(stop)
            }
        }
    }

    private func handleTrigger(_ event: Event<Trigger>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            if let generation = machine.triggerNext() {
                subscribe(generation: generation)
            }
        case .error(let error):
            triggerStopped(.error(error))
        case .completed:
            triggerStopped(.completed)
        }
    }

    private func triggerStopped(_ event: Event<Element>) {
        if let stop = machine.triggerStopped(event) { send(stop) }
    }

    private func end(_ event: Event<Element>) {
        if machine.end() { send(event) }
    }

    override func disposeResources() {
        triggerSubscription.dispose()
    }
}
