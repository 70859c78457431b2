import Synchronization

// A `combineLatest` whose sources are all immediate `just`s but one (the "live" source)
// is a `map` of that source with the `just`s' elements bound: each of its elements is
// combined with the same constants, and it ends when the live source ends (the `just`s
// have completed during `subscribe`). Built that way it costs one fused stage per hop
// instead of a multi-source sink, and nested ones fold into one `MapFilterChain`.
//
// What the live source sends during its own `subscribe` is the one difference: the
// `just`s after it have not sent yet, so `combineLatest` keeps only the latest element
// and combines it when the last `just` sends. `HoldDuringSubscribe` does exactly that
// (see there); a live source subscribed after every `just` needs no hold.

extension Observable {
    /// This observable as an immediate `just`, if it is one (a metatype comparison:
    /// `JustObservable` is final). A `just` on a scheduler is not one.
    @inlinable
    var asImmediateJust: JustObservable<Element>? {
        type(of: self) == JustObservable<Element>.self ? unsafeDowncast(self, to: JustObservable<Element>.self) : nil
    }

    /// `combineLatest` of this (live) source and immediate `just`s, whose elements
    /// `combine` has bound: a `map` of this source, behind `HoldDuringSubscribe` when
    /// some `just` is subscribed after it (`holdsWhileSubscribing`).
    @inlinable
    func combinedWithConstants<Result>(
        holdsWhileSubscribing: Bool,
        _ combine: @escaping (Element) throws -> Result
    ) -> Observable<Result> {
        let live = holdsWhileSubscribing ? HoldDuringSubscribe.wrapping(self) : self
        return live.map(combine)
    }

    /// `combinedWithConstants` for a result of the element's own type, as a fused
    /// `combine` stage: `combine(&element, constants)` replaces the element with the
    /// result, and `constants` holds the `just`s' elements.
    ///
    /// The closure takes the constants as an argument rather than capturing them, so it
    /// captures only the user's selector: where that is a literal, the compiler folds it
    /// into the closure, and the stage is one call instead of two. It updates the element
    /// in place, so consecutive stages hand it on in one slot of the run's loop.
    @inlinable
    func combinedInPlace(
        holdsWhileSubscribing: Bool,
        _ constants: AnyObject,
        _ combine: @escaping (inout Element, AnyObject) throws -> Void
    ) -> Observable<Element> {
        let live = holdsWhileSubscribing ? HoldDuringSubscribe.wrapping(self) : self
        return CombineChainNode(combine: combine, constants: constants, to: live)
    }
}

/// The elements of a `combineLatest`'s immediate `just`s, handed to its fused stage as an
/// argument (a tuple of them, or the one element).
@usableFromInline
final class FusedConstants<Values>: @unchecked Sendable {
    // `@unchecked`: immutable; the elements are the `just`s', which are sent to any thread.
    @usableFromInline let values: Values

    @inlinable
    init(_ values: Values) {
        self.values = values
    }
}

/// A source whose events sent during its own `subscribe` call are held until the call
/// returns: the latest element only, and its completion; an error goes on at once.
/// Then the held element and completion are sent, and everything later goes straight
/// through. This is what `combineLatest` does with a source subscribed before the last
/// of its other sources, the `just`s, has sent its element.
///
/// Holding twice is holding once: wrapping a hold (or a fused map/filter run that starts
/// at one, as a nested `combineLatest` of this shape is) returns it unchanged. The inner
/// hold releases when its `subscribe` returns and the outer one would release right
/// after, with only `just`s subscribed in between; and the run's stages see at most the
/// one released element either way, so every closure is called as often, in the same order.
@usableFromInline
final class HoldDuringSubscribe<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    typealias Subscribe = (Observable<Element>, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let source: Observable<Element>
    @usableFromInline let subscribeSink: Subscribe

    @inlinable
    init(source: Observable<Element>) {
        self.source = source
        // Made here, in inlinable code, so the sink's per-element path is compiled for
        // the caller's element type.
        subscribeSink = { source, observer in
            let sink = HoldDuringSubscribeSink(stages: MapFilterStages(), observer: observer)
            sink.run(source)
            return sink
        }
        super.init()
    }

    /// `source` held while it is subscribed, unless it already is.
    @inlinable
    static func wrapping(_ source: Observable<Element>) -> Observable<Element> {
        if type(of: source) == HoldDuringSubscribe<Element>.self {
            return source
        }
        if type(of: source) == MapFilterChain<Element>.self || type(of: source) == CombineChainNode<Element>.self,
           type(of: unsafeDowncast(source, to: MapFilterChain<Element>.self).root) == HoldDuringSubscribe<Element>.self {
            return source
        }
        return HoldDuringSubscribe(source: source)
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeSink(source, observer)
    }
}

/// The sink of `HoldDuringSubscribe`, which also runs the stages of a fused map/filter run
/// that starts at the hold (`MapFilterChain` makes it so): the element held is the source's,
/// and the stages see it when it is released, as they would downstream of the hold.
///
/// `@unchecked Sendable`: `stages` is read-only. `held`, `sourceCompleted` and `isHolding`
/// are only touched by the gate's owner (see `GatedSink`). After the release (`passesThrough` set, with
/// release ordering, after the state it covers) an event goes straight on when the gate
/// is open: only the one source sends, and one source obeys the Rx grammar, so its events
/// never overlap; an open gate means nothing of it still waits in the gate's queue.
@usableFromInline
final class HoldDuringSubscribeSink<Element>: GatedSink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var held: Element?
    @usableFromInline @exclusivity(unchecked) var sourceCompleted = false
    @usableFromInline @exclusivity(unchecked) var isHolding = true
    @usableFromInline let passesThrough = Atomic<Bool>(false)
    @usableFromInline let stages: MapFilterStages<Element>

    @inlinable
    init(stages: MapFilterStages<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.stages = stages
        super.init(observer: observer)
    }

    deinit {
        MapFilterStages.deallocate(stages.nodes)
    }

    @inlinable
    func run(_ source: Observable<Element>) {
        setUpstream(source._subscribeOnTrampoline { [self] event in
            if passesThrough.load(ordering: .acquiring) && gate.state.load(ordering: .acquiring) == 0 {
                pass(event)
            } else {
                gated(event, handle)
            }
        })
        gated((), release)
    }

    @inlinable @inline(__always)
    func pass(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            stages.send(element, through: self)
        case .error, .completed:
            forwardTerminal(event)
        }
    }

    @inlinable
    func handle(_ event: Event<Element>) {
        guard !isDisposed else { return }
        guard isHolding else {
            pass(event)
            return
        }
        switch event {
        case .next(let element):
            held = element
        case .error(let error):
            held = nil
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted = true
        }
    }

    /// The source's `subscribe` returned: sends what it held, then lets events through.
    @inlinable
    func release(_: Void) {
        isHolding = false
        guard !isDisposed else { return }
        if let element = held.take() {
            stages.send(element, through: self)
        }
        if sourceCompleted {
            forwardTerminal(.completed)
        } else {
            passesThrough.store(true, ordering: .releasing)
        }
    }

    @usableFromInline
    override func disposeResources() {
        // As the gate's owner and with no lock held: the element's deinit may run user code.
        gate.runOrSubmit { [self] in
            held = nil
        }
    }
}
