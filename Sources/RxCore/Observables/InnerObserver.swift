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
/// `owner` keeps the sink alive while the inner sequence may send (its source holds this
/// observer); a spare inner, kept by the sink for reuse, does not hold it, so the two never
/// form a cycle. Only an inner that nothing else references becomes a spare, so `parent` is
/// valid whenever an event can arrive: only a running inner receives events, and a running
/// inner holds `owner`.
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

    @inlinable
    init(parent: Parent, tag: Int) {
        self.parent = Unmanaged.passUnretained(parent)
        self.owner = parent
        self.tag = tag
    }

    /// An inner sequence usually sends while the parent handles the outer element that
    /// subscribed it (a `just`, a cached answer): the calling thread then owns the gate
    /// already, which one plain load shows; only otherwise does it try to enter, which
    /// costs a compare-and-swap even when it finds the gate owned. The parent is used
    /// unretained (no reference counting per event): `owner` holds it while this runs.
    @inlinable
    func on(_ event: Event<Parent.Element>) {
        parent._withUnsafeGuaranteedRef { parent in
            parent.gate.runNow({ parent.handleInner(event, from: self) }, orSubmit: {
                { [self] in self.parent._withUnsafeGuaranteedRef { parent in parent.handleInner(event, from: self) } }
            })
        }
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
            reused.owner = parent
            return reused
        }
        return InnerObserver(parent: parent, tag: tag)
    }

    /// Keeps `inner`, whose sequence has ended and been disposed, as the parent's next
    /// spare, unless its source still holds it (a late, ungrammatical event must then find
    /// it as it is). A spare does not retain the sink, so a sink its source drops still goes.
    @inlinable
    static func keep(_ inner: consuming InnerObserver, asSpareIn spare: inout InnerObserver?) {
        spare = consume inner
        if isKnownUniquelyReferenced(&spare) {
            spare?.owner = nil
        } else {
            spare = nil
        }
    }
}
