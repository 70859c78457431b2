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

final class SampleProducer<Element, Sampler>: Producer<Element> {
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

/// `@unchecked Sendable`: `machine` (and the outbox) is only touched while `lock` is
/// held; the subscriptions are thread-safe.
final class SampleSink<Element, Sampler>: SerializingSink<Element>, @unchecked Sendable {
    let sourceSubscription = SerialDisposable()
    let samplerSubscription = SerialDisposable()
    private var machine: SampleStateMachine<Element>

    init(defaultValue: Element?, observer: @escaping (Event<Element>) -> Void) {
        machine = SampleStateMachine(defaultValue: defaultValue)
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            lock.withLock { machine.sourceNext(element) }
        case .error:
            fail(event)
        case .completed:
            lock.withLock { machine.sourceCompletedNow() }
            sourceSubscription.dispose()
        }
    }

    func onSampler(_ event: Event<Sampler>) {
        guard !isDisposed else { return }
        switch event {
        case .next, .completed:
            lock.lock()
            var mustDeliver = false
            switch machine.tick() {
            case .none:
                break
            case .emit(let element):
                mustDeliver = post(.next(element))
            case .complete:
                mustDeliver = post(.completed)
            case .emitAndComplete(let element):
                mustDeliver = post(.next(element))
                _ = post(.completed)
            }
            lock.unlock()
            if event.isStopEvent { samplerSubscription.dispose() }
            if mustDeliver { deliver() }
        case .error(let error):
            fail(.error(error))
        }
    }

    private func fail(_ event: Event<Element>) {
        lock.lock()
        let mustDeliver = machine.error() && post(event)
        lock.unlock()
        if mustDeliver { deliver() }
    }

    override func disposeResources() {
        samplerSubscription.dispose()
        super.disposeResources()
    }
}
