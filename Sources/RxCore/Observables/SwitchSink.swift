import Synchronization

/// The sink of `switchLatest` and `flatMapLatest`: maps each outer element to an inner
/// sequence, disposes the previous inner subscription and sends the elements of the latest.
///
/// The result completes when the outer sequence and the latest inner sequence have
/// completed; an error from either (or thrown by `selector`) ends it.
///
/// `@unchecked Sendable`: every `var` is only touched by the gate's owner (see
/// `GatedSink`), so an old inner sequence that is being disposed on another thread cannot
/// interleave with the new one, and `selector`, the observer, `subscribe` and `dispose`
/// are called with no lock held.
@usableFromInline
final class SwitchSink<Source, Element>: GatedSink<Element>, InnerObserverParent, @unchecked Sendable {
    /// The observer of one inner sequence; its `tag` is the switch id it was started with.
    @usableFromInline typealias Inner = InnerObserver<SwitchSink>

    @usableFromInline let selector: (Source) throws -> Observable<Element>
    @usableFromInline @exclusivity(unchecked) var latestID = 0
    @usableFromInline @exclusivity(unchecked) var isLatestRunning = false
    @usableFromInline @exclusivity(unchecked) var current: Disposable?
    /// Whether `current` holds a subscription: an inner that ended within its own
    /// `subscribe` never stored one, and asking the optional existential itself (copying it
    /// out, destroying it) went through the runtime's value witnesses twice per inner.
    @usableFromInline @exclusivity(unchecked) var hasCurrent = false
    @usableFromInline @exclusivity(unchecked) var outerCompleted = false
    /// An inner observer whose sequence ended during its own `subscribe` and which nothing
    /// else references any more: the next inner subscription reuses it instead of allocating.
    @usableFromInline @exclusivity(unchecked) var spareInner: Inner?

    @inlinable
    init(selector: @escaping (Source) throws -> Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.selector = selector
        super.init(observer: observer)
    }

    /// Receives the events of the outer sequence.
    ///
    /// The gate is entered and left here, around a direct call: handing `handleOuter` to
    /// `gated` as a closure retained and released the sink on every element.
    @inlinable
    func onOuter(_ event: Event<Source>) {
        gate.runNow({ handleOuter(event) }, orSubmit: { { [self] in handleOuter(event) } })
    }

    @inlinable
    func handleOuter(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let source: Observable<Element>
            do {
                source = try selector(element)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            if type(of: source) == JustObservable<Element>.self {
                switchToJust(unsafeDowncast(source, to: JustObservable<Element>.self).element)
                return
            }
            let id = beginSwitch()
            let inner = Inner.reusing(&spareInner, parent: self, tag: id)
            let subscription = inner.subscribe(to: source)
            if id == latestID && isLatestRunning && !isDisposed {
                inner.holdParent()
                current = subscription
                hasCurrent = true
            } else {
                // A newer inner sequence took over, or this one has already ended. The
                // subscription goes before `keep` asks whether `inner` is unique: its
                // sink holds the observer until it goes.
                (consume subscription).dispose()
                Inner.keep(consume inner, asSpareIn: &spareInner, reusable: id == latestID && !isDisposed)
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            outerCompleted = true
            if !isLatestRunning {
                forwardTerminal(.completed)
            }
        }
    }

    /// Starts a new latest inner sequence: a new id, the previous inner disposed.
    ///
    /// `current` is only ever stored while `isLatestRunning` is true, and cleared whenever
    /// it turns false, so a previous inner that has ended (a `just`, a request answered
    /// from a cache) leaves nothing to take: the existential `current` is not touched, whose
    /// copy and destroy went through the runtime's value witnesses on every switch.
    @inlinable
    func beginSwitch() -> Int {
        latestID &+= 1
        let id = latestID
        let wasRunning = isLatestRunning
        isLatestRunning = true
        if wasRunning && hasCurrent, let previous = current.take() {
            hasCurrent = false
            previous.dispose()
        }
        return id
    }

    /// Switches to a `just`: what subscribing it would do (the previous inner disposed, the
    /// element sent, the inner completed), without an inner observer, a subscription or
    /// the spare's retain and release. A metatype comparison finds it (`JustObservable` is
    /// final). The id checks stand where `handleInner` makes them, so an outer element sent
    /// from inside the downstream observer still supersedes this one.
    @inlinable
    func switchToJust(_ element: Element) {
        let id = beginSwitch()
        guard id == latestID else { return }
        // The previous inner is disposed first, outside the trampoline, as subscribing does.
        CurrentThreadScheduler.runAsSubscription {
            forward(.next(element))
            guard id == latestID else { return }
            isLatestRunning = false
            if outerCompleted {
                forwardTerminal(.completed)
            }
        }
    }

    @inlinable
    func handleInner(_ event: Event<Element>, from inner: Inner) {
        if inner.checksGrammar && !inner.admitsCreated(event) { return }
        guard inner.tag == latestID else { return }
        switch event {
        case .next:
            forward(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            isLatestRunning = false
            if hasCurrent {
                hasCurrent = false
                let finished = current
                current = nil
                finished?.dispose()
            }
            if outerCompleted {
                forwardTerminal(.completed)
            }
        }
    }

    @usableFromInline
    override func disposeResources() {
        gate.runOrSubmit { [self] in
            let subscription = current
            current = nil
            hasCurrent = false
            spareInner = nil
            subscription?.dispose()
        }
    }
}

/// The producer of `switchLatest` and `flatMapLatest`. `runSink` is made in the
/// operators' inlinable bodies, so the per-element code is compiled for the caller's types.
@usableFromInline
final class SwitchProducer<Source, Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    typealias RunSink = (SwitchProducer, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let source: Observable<Source>
    @usableFromInline let selector: (Source) throws -> Observable<Element>
    @usableFromInline let runSink: RunSink

    @inlinable
    init(source: Observable<Source>, selector: @escaping (Source) throws -> Observable<Element>, runSink: @escaping RunSink) {
        self.source = source
        self.selector = selector
        self.runSink = runSink
        super.init()
    }

    /// A switching producer whose sink is built in the caller's code.
    @inlinable
    static func make(source: Observable<Source>, selector: @escaping (Source) throws -> Observable<Element>) -> SwitchProducer {
        SwitchProducer(source: source, selector: selector) { parent, observer in
            let sink = SwitchSink(selector: parent.selector, observer: observer)
            sink.setUpstream(parent.source._subscribeOnTrampoline(sink.onOuter))
            return sink
        }
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        runSink(self, observer)
    }
}
