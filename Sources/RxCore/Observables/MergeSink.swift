import Synchronization

/// How a merge sink treats a new inner sequence.
@usableFromInline
enum MergeMode {
    /// Subscribe to every inner sequence at once (`merge`, `flatMap`).
    case unlimited
    /// Subscribe to at most this many at a time; the rest wait in order
    /// (`merge(maxConcurrent:)`, `concat()`, `concatMap`).
    case limited(Int)
    /// Drop outer elements while an inner sequence is running (`flatMapFirst`).
    case dropWhileBusy
}

/// The sink of the merging operators: maps each outer element to an inner sequence and
/// sends the elements of all running inner sequences.
///
/// The result completes when the outer sequence and every inner sequence have completed;
/// an error from any of them (or thrown by `selector`) ends it and disposes everything.
/// An inner sequence's subscription is released as soon as it completes.
///
/// Queued inner sequences that complete during their own `subscribe` do not start the
/// next one from inside that call: the loop in `startWaiting` picks it up once the call
/// returns, so `concatMap` over a long queue of `just`s keeps the stack flat. (RxSwift's
/// limited merge recurses there.)
///
/// `@unchecked Sendable`: every `var` here and in each inner observer is only touched by
/// the gate's owner (see `GatedSink`): events are forwarded, `selector` called and inner
/// sequences subscribed and disposed with no lock held.
@usableFromInline
final class MergeSink<Source, Element>: GatedSink<Element>, InnerObserverParent, @unchecked Sendable {
    /// The observer of one inner sequence; its `tag` is its slot in `inners` (`unlisted`
    /// until its `subscribe` returns).
    @usableFromInline typealias Inner = InnerObserver<MergeSink>

    @usableFromInline let selector: (Source) throws -> Observable<Element>
    @usableFromInline let maxConcurrent: Int
    @usableFromInline let dropsWhileBusy: Bool
    @usableFromInline @exclusivity(unchecked) var inners: ContiguousArray<Inner> = []
    @usableFromInline @exclusivity(unchecked) var waiting = RingBuffer<Observable<Element>>()
    @usableFromInline @exclusivity(unchecked) var outerCompleted = false
    @usableFromInline @exclusivity(unchecked) var isStartingWaiting = false
    /// Inner sequences running that are not in `inners`, each counted as running: `just`s
    /// being sent without an inner observer (see `runJust`), and inners whose `subscribe`
    /// has not returned. An inner joins `inners` only if it is still running when its
    /// `subscribe` returns: one that answers at once (a cached request, a `create` that
    /// sends and completes) never touches the array.
    @usableFromInline @exclusivity(unchecked) var unlistedRunning = 0
    /// An inner observer whose sequence ended during its own `subscribe` and which nothing
    /// else references any more: the next inner subscription reuses it instead of
    /// allocating (a `flatMap` to a request that answers from a cache, or to a `just`).
    @usableFromInline @exclusivity(unchecked) var spareInner: Inner?

    @inlinable
    init(selector: @escaping (Source) throws -> Observable<Element>, mode: MergeMode, observer: @escaping (Event<Element>) -> Void) {
        self.selector = selector
        switch mode {
        case .unlimited:
            maxConcurrent = .max
            dropsWhileBusy = false
        case .limited(let count):
            maxConcurrent = Swift.max(1, count)
            dropsWhileBusy = false
        case .dropWhileBusy:
            maxConcurrent = .max
            dropsWhileBusy = true
        }
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
            if dropsWhileBusy && (!inners.isEmpty || unlistedRunning > 0) { return }
            let source: Observable<Element>
            do {
                source = try selector(element)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            if inners.count &+ unlistedRunning >= maxConcurrent || !waiting.isEmpty {
                waiting.enqueue(source)
                return
            }
            // Only where no slot limit or drop rule reads `inners` (flatMap, merge()).
            if maxConcurrent == .max && !dropsWhileBusy && type(of: source) == JustObservable<Element>.self {
                let element = unsafeDowncast(source, to: JustObservable<Element>.self).element
                CurrentThreadScheduler.runAsSubscription { runJust(element) }
                return
            }
            subscribeInner(source)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            outerCompleted = true
            completeIfDone()
        }
    }

    /// Receives the events of one inner sequence.
    @inlinable
    func handleInner(_ event: Event<Element>, from inner: Inner) {
        if inner.checksGrammar && !inner.admitsCreated(event) { return }
        switch event {
        case .next:
            forward(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            guard !inner.isFinished else { return }
            unregister(inner)
            if !waiting.isEmpty && !isDisposed {
                startWaiting()
            } else {
                completeIfDone()
            }
        }
    }

    /// Completes when nothing is left to run.
    @inlinable
    func completeIfDone() {
        if outerCompleted && inners.isEmpty && unlistedRunning == 0 && waiting.isEmpty && !isStartingWaiting {
            forwardTerminal(.completed)
        }
    }

    /// Does what subscribing a `just` in a new slot would (its element sent, the slot
    /// freed, completion checked) without an inner observer, subscription or spare's
    /// retain and release. While the element is sent it counts as running, so an outer
    /// completion sent from inside the downstream observer waits for it, as it would.
    @inlinable
    func runJust(_ element: Element) {
        unlistedRunning &+= 1
        forward(.next(element))
        unlistedRunning &-= 1
        completeIfDone()
    }

    /// Subscribes `source`; it may run to completion during the call. It counts as
    /// running unlisted until `subscribe` returns, and takes a slot in `inners` only if it
    /// is still running then (disposal meanwhile ends it there).
    @inlinable
    func subscribeInner(_ source: Observable<Element>) {
        let inner = Inner.reusing(&spareInner, parent: self, tag: MergeSink.unlisted)
        unlistedRunning &+= 1
        let subscription = inner.subscribe(to: source)
        guard inner.isFinished else {
            list(inner, running: subscription)
            return
        }
        // `unregister` counted it out. Let go of the ended subscription before asking
        // whether `inner` is unique: its sink holds the observer until it goes.
        (consume subscription).dispose()
        Inner.keep(consume inner, asSpareIn: &spareInner, reusable: !isDisposed)
    }

    /// Gives `inner`, still running when its `subscribe` returned, a slot in `inners`
    /// (or ends it, if the sink was disposed meanwhile).
    @inlinable
    func list(_ inner: Inner, running subscription: Disposable) {
        unlistedRunning &-= 1
        inner.holdParent()
        if isDisposed {
            inner.isFinished = true
            subscription.dispose()
            return
        }
        inner.tag = inners.count
        inners.append(inner)
        inner.subscription = subscription
    }

    /// The tag of an inner whose `subscribe` has not returned (it has no slot yet).
    @inlinable
    static var unlisted: Int { -1 }

    /// Removes a finished inner subscription in O(1) and disposes it. An unlisted one is
    /// only counted out (`subscribeInner` disposes it when its `subscribe` returns): no
    /// optional subscription is made for it, whose destruction looked up
    /// `Optional<Disposable>`'s metadata on every created inner.
    @inlinable
    func unregister(_ inner: Inner) {
        inner.isFinished = true
        if inner.tag == MergeSink.unlisted {
            unlistedRunning &-= 1
            return
        }
        let subscription = inner.subscription
        inner.subscription = nil
        if inner.tag < inners.count, inners[inner.tag] === inner {
            let last = inners.removeLast()
            if last !== inner {
                inners[inner.tag] = last
                last.tag = inner.tag
            }
        }
        subscription?.dispose()
    }

    /// Starts waiting inner sequences while there is room, in a loop, so sources that
    /// finish synchronously never nest.
    @usableFromInline
    func startWaiting() {
        guard !isStartingWaiting else { return }
        isStartingWaiting = true
        while !isDisposed, inners.count &+ unlistedRunning < maxConcurrent, let source = waiting.dequeue() {
            subscribeInner(source)
        }
        isStartingWaiting = false
        if !isDisposed {
            completeIfDone()
        }
    }

    @usableFromInline
    override func disposeResources() {
        gate.runOrSubmit { [self] in
            let running = inners
            inners = []
            spareInner = nil
            waiting.removeAll()
            for inner in running {
                inner.isFinished = true
                let subscription = inner.subscription
                inner.subscription = nil
                subscription?.dispose()
            }
        }
    }
}

/// The producer of the merging operators over an observable sequence. `runSink` is made
/// in the operators' inlinable bodies, so the per-element code is compiled for the
/// caller's types.
@usableFromInline
final class MergeProducer<Source, Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    typealias RunSink = (MergeProducer, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let source: Observable<Source>
    @usableFromInline let selector: (Source) throws -> Observable<Element>
    @usableFromInline let mode: MergeMode
    @usableFromInline let runSink: RunSink

    @inlinable
    init(source: Observable<Source>, mode: MergeMode, selector: @escaping (Source) throws -> Observable<Element>, runSink: @escaping RunSink) {
        self.source = source
        self.mode = mode
        self.selector = selector
        self.runSink = runSink
        super.init()
    }

    /// A merging producer whose sink is built in the caller's code.
    @inlinable
    static func make(source: Observable<Source>, mode: MergeMode, selector: @escaping (Source) throws -> Observable<Element>) -> MergeProducer {
        MergeProducer(source: source, mode: mode, selector: selector) { parent, observer in
            let sink = MergeSink(selector: parent.selector, mode: parent.mode, observer: observer)
            sink.setUpstream(parent.source._subscribeOnTrampoline(sink.onOuter))
            return sink
        }
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        runSink(self, observer)
    }
}

/// The producer of `merge` over a fixed collection of sequences: all are subscribed during `subscribe`.
final class MergeArrayProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = MergeSink<Observable<Element>, Element>(selector: { $0 }, mode: .unlimited, observer: observer)
        for source in sources {
            sink.onOuter(.next(source))
        }
        sink.onOuter(.completed)
        return sink
    }
}
