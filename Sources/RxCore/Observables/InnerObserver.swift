/// A sink that subscribes inner sequences and receives their events through an
/// `InnerObserver` (`MergeSink`, `SwitchSink`).
@usableFromInline
protocol InnerObserverParent: AnyObject {
    /// What the inner sequences send.
    associatedtype Element

    /// The sink's gate: inner events are handled as its owner.
    var gate: SerialGate { get }

    /// Handles one event of `inner`'s sequence, as the gate's owner.
    func handleInner(_ event: Event<Element>, from inner: InnerObserver<Self>)
}

/// The observer of one inner sequence of a merging or switching sink; its `var`s are only
/// touched by the parent's gate owner.
///
/// `owner` keeps the sink alive while the inner sequence may send after its `subscribe`
/// returned (its source holds this observer): the sink sets it (`holdParent`) for an inner
/// still running then, or ended but still referenced by its source. During `subscribe` the
/// sink is alive anyway (it is subscribing, as its gate's owner), so an inner that ends
/// within it (a cached answer, a `create` that sends and completes) never retains the sink.
/// A spare inner, kept by the sink for reuse, does not hold it, so the two never form a
/// cycle. Only an inner that nothing else references becomes a spare, so `parent` is valid
/// whenever an event can arrive.
@usableFromInline
final class InnerObserver<Parent: InnerObserverParent> {
    /// Unretained: `owner` keeps it alive whenever an event can arrive.
    @usableFromInline let parent: Unmanaged<Parent>
    @usableFromInline @exclusivity(unchecked) var owner: Parent?
    /// The parent's number for this inner: `MergeSink`'s slot index, `SwitchSink`'s switch id.
    @usableFromInline @exclusivity(unchecked) var tag: Int
    /// `MergeSink` keeps each inner's subscription here (`SwitchSink` keeps only the latest's).
    @usableFromInline @exclusivity(unchecked) var subscription: Disposable?
    /// `MergeSink`: the sequence ended (or was disposed); later events are ignored.
    @usableFromInline @exclusivity(unchecked) var isFinished = false
    /// The events come straight from `create`'s closure, with no sink keeping the grammar
    /// (`AnonymousObservable.subscribeWithoutSink`): `admitsCreated` keeps it here.
    @usableFromInline @exclusivity(unchecked) var checksGrammar = false
    /// `checksGrammar`: the closure sent its stop event.
    @usableFromInline @exclusivity(unchecked) var sentStop = false

    @inlinable
    init(parent: Parent, tag: Int) {
        self.parent = Unmanaged.passUnretained(parent)
        self.tag = tag
    }

    /// Keeps the parent alive for events that may arrive after `subscribe` returned.
    @inlinable
    func holdParent() {
        owner = parent.takeUnretainedValue()
    }

    /// An inner sequence usually sends while the parent handles the outer element that
    /// subscribed it (a `just`, a cached answer): the calling thread then owns the gate
    /// already, which one plain load shows; only otherwise does it try to enter, which
    /// costs a compare-and-swap even when it finds the gate owned. The parent is used
    /// unretained (no reference counting per event): it is subscribing this inner, or
    /// `owner` holds it.
    @inlinable
    func on(_ event: Event<Parent.Element>) {
        parent._withUnsafeGuaranteedRef { parent in
            parent.gate.runNow({ parent.handleInner(event, from: self) }, orSubmit: {
                { [self] in self.parent._withUnsafeGuaranteedRef { parent in parent.handleInner(event, from: self) } }
            })
        }
    }

    /// Subscribes this observer to `source`. `create`'s closure gets it directly, with no
    /// sink of its own between them (an allocation and a hop per inner sequence: a
    /// `flatMap` to a request made with `create`); this observer then keeps the grammar
    /// that sink kept (`checksGrammar`, `admitsCreated`).
    @inlinable
    func subscribe(to source: Observable<Parent.Element>) -> Disposable {
        if type(of: source) == AnonymousObservable<Parent.Element>.self {
            checksGrammar = true
            return unsafeDowncast(source, to: AnonymousObservable<Parent.Element>.self).subscribeWithoutSink(on)
        }
        return source._subscribe(on)
    }

    /// Whether an event from `create`'s closure may be handled, as `AnonymousSink.on` would
    /// decide: anything after the stop event is dropped and reported; after a disposal
    /// (`isFinished` without a stop) it is dropped silently, and a stop event still counts
    /// as the end. Called as the parent's gate owner.
    @inlinable
    func admitsCreated(_ event: Event<Parent.Element>) -> Bool {
        if sentStop {
            rxReportMisuse("Observable.create sent \(event) after the sequence ended; it was dropped")
            return false
        }
        if event.isStopEvent { sentStop = true }
        return !isFinished
    }

    /// The observer for a new inner sequence numbered `tag`: `spare` when nothing else
    /// references it (the sequence it last observed let go of it, so no stale event can
    /// reach it), else a new one. Saves an allocation per inner sequence that ends during
    /// its own `subscribe` (a `flatMap` to a request answered from a cache, or to a `just`).
    @inlinable
    static func reusing(_ spare: inout InnerObserver?, parent: Parent, tag: Int) -> InnerObserver {
        if isKnownUniquelyReferenced(&spare), let reused = spare {
            spare = nil
            reused.tag = tag
            reused.isFinished = false
            reused.checksGrammar = false
            reused.sentStop = false
            return reused
        }
        return InnerObserver(parent: parent, tag: tag)
    }

    /// Keeps `inner`, whose sequence has ended and been disposed during its `subscribe`, as
    /// the parent's next spare (when `reusable`), unless its source still holds it: a late,
    /// ungrammatical event (or one racing the disposal from another thread) must then find
    /// it as it is, with the parent held. A spare does not retain the sink, so a sink its
    /// source drops still goes.
    @inlinable
    static func keep(_ inner: consuming InnerObserver, asSpareIn spare: inout InnerObserver?, reusable: Bool = true) {
        // Its `owner` is nil: only an inner that outlived its `subscribe` holds the parent.
        spare = consume inner
        if !isKnownUniquelyReferenced(&spare) {
            spare.unsafelyUnwrapped.holdParent()
            spare = nil
        } else if !reusable {
            spare = nil
        }
    }
}
