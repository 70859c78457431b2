/// How a merge sink treats a new inner sequence.
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
/// next one from inside that call: the thread already starting queued sequences picks it
/// up in its loop, so `concatMap` over a long queue of `just`s keeps the stack flat.
/// (RxSwift's limited merge recurses there.)
///
/// `@unchecked Sendable`: every `var` here and in each `MergeInner` is guarded by `lock`.
/// Inner events are forwarded under it, as in RxSwift (it is recursive, so a downstream
/// observer that feeds the outer sequence may re-enter); it is never held while subscribing.
final class MergeSink<Source, Element>: Sink<Element>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let selector: (Source) throws -> Observable<Element>
    private let maxConcurrent: Int
    private let dropsWhileBusy: Bool
    private var inners: [MergeInner<Source, Element>] = []
    private var waiting = RingBuffer<Observable<Element>>()
    private var outerCompleted = false
    private var isStartingWaiting = false

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
    func onOuter(_ event: Event<Source>) {
        lock.lock()
        switch event {
        case .next(let element):
            guard !isDisposed, !(dropsWhileBusy && !inners.isEmpty) else {
                lock.unlock()
                return
            }
            let source: Observable<Element>
            do {
                source = try selector(element)
            } catch {
                forwardTerminal(.error(error))
                lock.unlock()
                return
            }
            guard inners.count < maxConcurrent && waiting.isEmpty else {
                waiting.enqueue(source)
                lock.unlock()
                return
            }
            let inner = register()
            lock.unlock()
            subscribe(source, as: inner)
        case .error(let error):
            forwardTerminal(.error(error))
            lock.unlock()
        case .completed:
            outerCompleted = true
            completeIfDone()
            lock.unlock()
        }
    }

    /// Receives the events of one inner sequence.
    fileprivate func onInner(_ event: Event<Element>, from inner: MergeInner<Source, Element>) {
        lock.lock()
        switch event {
        case .next:
            forward(event)
            lock.unlock()
        case .error:
            forwardTerminal(event)
            lock.unlock()
        case .completed:
            let subscription = unregister(inner)
            let startsWaiting = !waiting.isEmpty && !isDisposed
            if !startsWaiting {
                completeIfDone()
            }
            lock.unlock()
            subscription?.dispose()
            if startsWaiting {
                startWaiting()
            }
        }
    }

    /// Completes when nothing is left to run. Call with `lock` held.
    private func completeIfDone() {
        if outerCompleted && inners.isEmpty && waiting.isEmpty {
            forwardTerminal(.completed)
        }
    }

    /// Adds a slot for a new inner subscription. Call with `lock` held.
    private func register() -> MergeInner<Source, Element> {
        let inner = MergeInner(parent: self, index: inners.count)
        inners.append(inner)
        return inner
    }

    /// Removes a finished inner subscription in O(1). Call with `lock` held.
    private func unregister(_ inner: MergeInner<Source, Element>) -> Disposable? {
        guard !inner.isFinished else { return nil }
        inner.isFinished = true
        let subscription = inner.subscription
        inner.subscription = nil
        guard inner.index < inners.count, inners[inner.index] === inner else { return subscription }
        let last = inners.removeLast()
        if last !== inner {
            inners[inner.index] = last
            last.index = inner.index
        }
        return subscription
    }

    /// Subscribes `source` in the slot `inner` (call without `lock` held).
    private func subscribe(_ source: Observable<Element>, as inner: MergeInner<Source, Element>) {
        let subscription = source._subscribe(inner.on)
        lock.lock()
        if inner.isFinished || isDisposed {
            lock.unlock()
            subscription.dispose()
            return
        }
        inner.subscription = subscription
        lock.unlock()
    }

    /// Starts waiting inner sequences while there is room; one thread at a time does it,
    /// in a loop, so sources that finish synchronously never nest.
    private func startWaiting() {
        lock.lock()
        guard !isStartingWaiting else {
            lock.unlock()
            return
        }
        isStartingWaiting = true
        while !isDisposed, inners.count < maxConcurrent, let source = waiting.dequeue() {
            let inner = register()
            lock.unlock()
            subscribe(source, as: inner)
            lock.lock()
        }
        isStartingWaiting = false
        if !isDisposed {
            completeIfDone()
        }
        lock.unlock()
    }

    override func disposeResources() {
        lock.lock()
        let running = inners
        inners = []
        waiting.removeAll()
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(running.count)
        for inner in running {
            inner.isFinished = true
            if let subscription = inner.subscription {
                subscriptions.append(subscription)
            }
            inner.subscription = nil
        }
        lock.unlock()
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}

/// One inner subscription of a `MergeSink`; its `var`s are guarded by the parent's lock.
final class MergeInner<Source, Element> {
    private let parent: MergeSink<Source, Element>
    var index: Int
    var subscription: Disposable?
    var isFinished = false

    init(parent: MergeSink<Source, Element>, index: Int) {
        self.parent = parent
        self.index = index
    }

    func on(_ event: Event<Element>) {
        parent.onInner(event, from: self)
    }
}

/// The producer of the merging operators over an observable sequence.
final class MergeProducer<Source, Element>: Producer<Element> {
    private let source: Observable<Source>
    private let selector: (Source) throws -> Observable<Element>
    private let mode: MergeMode

    init(source: Observable<Source>, mode: MergeMode, selector: @escaping (Source) throws -> Observable<Element>) {
        self.source = source
        self.mode = mode
        self.selector = selector
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = MergeSink(selector: selector, mode: mode, observer: observer)
        sink.setUpstream(source._subscribe(sink.onOuter))
        return sink
    }
}

/// The producer of `merge` over a fixed collection of sequences: all are subscribed during `subscribe`.
final class MergeArrayProducer<Element>: Producer<Element> {
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
