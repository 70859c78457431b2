extension ObservableType {
    /// Emits the source's latest element each time `sampler` emits (or completes),
    /// if the source sent one since the previous sample; otherwise emits
    /// `defaultValue`, if there is one.
    ///
    /// When the source completes, the sequence completes at the next sample. An error
    /// from either sequence ends it with that error. Events from the two sequences are
    /// never delivered concurrently.
    /// - seealso: [sample operator on reactivex.io](http://reactivex.io/documentation/operators/sample.html)
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        SampleProducer(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

/// The state of one `sample` subscription; each event returns what to send.
struct SampleStateMachine<Element> {
    enum TickAction {
        case none
        case emit(Element)
        case complete
        case emitAndComplete(Element)
    }

    private let defaultValue: Element?
    private var latest: Element?
    private var sourceCompleted = false
    private var isFinished = false

    init(defaultValue: Element?) {
        self.defaultValue = defaultValue
    }

    mutating func sourceNext(_ element: Element) {
        guard !isFinished else { return }
        latest = element
    }

    /// The source completed: the next tick completes the sequence.
    mutating func sourceCompletedNow() {
        sourceCompleted = true
    }

    /// Either sequence failed; returns whether the error goes downstream.
    mutating func error() -> Bool {
        guard !isFinished else { return false }
        isFinished = true
        latest = nil
        return true
    }

    /// The sampler emitted or completed.
    mutating func tick() -> TickAction {
        guard !isFinished else { return .none }
        let element = latest ?? defaultValue
        latest = nil
        if sourceCompleted {
            isFinished = true
            if let element { return .emitAndComplete(element) }
            return .complete
        }
        if let element { return .emit(element) }
        return .none
    }
}

final class SampleProducer<Element, Sampler>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let sampler: Observable<Sampler>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<Sampler>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = SampleSink<Element, Sampler>(defaultValue: defaultValue, observer: observer)
        sink.setUpstream(sink.sourceSubscription)
        sink.sourceSubscription.disposable = source._subscribe(sink.on)
        if !sink.isDisposed {
            sink.samplerSubscription.disposable = sampler._subscribe(sink.onSampler)
        }
        return sink
    }
}

/// `@unchecked Sendable`: `machine` is only touched by the gate's owner (see
/// `GatedSink`): the source's and the sampler's events are handled one at a time, with
/// no lock held while calling out; the subscriptions are thread-safe.
final class SampleSink<Element, Sampler>: GatedSink<Element>, @unchecked Sendable {
    let sourceSubscription = SerialDisposable()
    let samplerSubscription = SerialDisposable()
    private var machine: SampleStateMachine<Element>

    init(defaultValue: Element?, observer: @escaping (Event<Element>) -> Void) {
        machine = SampleStateMachine(defaultValue: defaultValue)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        gated(event, handle)
    }

    func onSampler(_ event: Event<Sampler>) {
        gated(event, handleSampler)
    }

    private func handle(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            machine.sourceNext(element)
        case .error:
            fail(event)
        case .completed:
            machine.sourceCompletedNow()
            sourceSubscription.dispose()
        }
    }

    private func handleSampler(_ event: Event<Sampler>) {
        guard !isDisposed else { return }
        switch event {
        case .next, .completed:
            let action = machine.tick()
            if event.isStopEvent { samplerSubscription.dispose() }
            switch action {
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
        case .error(let error):
            fail(.error(error))
        }
    }

    private func fail(_ event: Event<Element>) {
        if machine.error() { send(event) }
    }

    override func disposeResources() {
        samplerSubscription.dispose()
    }
}
