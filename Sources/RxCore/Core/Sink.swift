import Synchronization

/// `Sink.state`: the subscription ended.
@usableFromInline let sinkDisposedBit = 1
/// `Sink.state`: the upstream subscription was assigned.
@usableFromInline let sinkAssignedBit = 2
/// `Sink.state`: `create`'s closure sent its stop event (`CreatedSubscribeSink.onCreated`).
@usableFromInline let sinkStoppedBit = 4

/// The per-subscription state of an operator: its downstream observer, a disposed
/// flag and its upstream subscription. The subscription a `subscribe` call returns
/// is (usually) the sink itself.
///
/// `@unchecked Sendable`: `observer` is immutable. `state` is atomic. `upstream`
/// is written once, before `assignedBit` is set with release ordering, and read
/// only by the one caller that observes both bits (acquire), so it is never read
/// while being written. Subclasses keep their own state under their own lock.
@usableFromInline
class Sink<Element>: Cancelable, @unchecked Sendable {
    /// Receives the events this operator emits.
    @usableFromInline
    let observer: (Event<Element>) -> Void

    @usableFromInline
    let state = Atomic<Int>(0)

    /// The source's subscription; an `EndedDisposable` before it is assigned and after it
    /// is taken. Not a `Disposable?`: assigning over and destroying an optional existential
    /// went through the runtime's generic value witnesses (metadata look-up, enum tag),
    /// twice per subscription, where a plain existential's destroy is one direct call.
    @usableFromInline @exclusivity(unchecked)
    var upstream: Disposable = EndedDisposable()

    @inlinable
    init(observer: @escaping (Event<Element>) -> Void) {
        self.observer = observer
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Whether the subscription has been disposed (or has ended).
    @inlinable
    final var isDisposed: Bool {
        state.load(ordering: .relaxed) & sinkDisposedBit != 0
    }

    /// Sends an event downstream unless the subscription is disposed.
    @inlinable
    final func forward(_ event: Event<Element>) {
        guard !isDisposed else { return }
        observer(event)
    }

    /// Sends a stop event downstream and ends the subscription.
    @inlinable
    final func forwardTerminal(_ event: Event<Element>) {
        guard !isDisposed else { return }
        observer(event)
        dispose()
    }

    /// Records the subscription to the source; disposes it at once if the sink already ended.
    @usableFromInline
    final func setUpstream(_ disposable: consuming Disposable) {
        // Ended already (a source that completes within `subscribe`): `dispose()` saw no
        // upstream and never will, so this thread owns it. Disposed at once, without the
        // store, the read-modify-write and the move out.
        if state.load(ordering: .acquiring) & sinkDisposedBit != 0 {
            disposable.dispose()
            return
        }
        upstream = consume disposable
        let previous = state.bitwiseOr(sinkAssignedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & sinkDisposedBit != 0 {
            // dispose() saw no upstream, so this thread owns it: release it to break
            // the cycle sink → upstream → (closure) → sink.
            takeUpstream().dispose()
        }
    }

    /// Ends the subscription: idempotent and thread-safe; after it nothing is forwarded.
    @usableFromInline
    final func dispose() {
        // Disposing an ended subscription again (a merging sink disposes an inner that
        // completed within `subscribe`) needs no read-modify-write.
        if state.load(ordering: .relaxed) & sinkDisposedBit != 0 { return }
        let previous = state.bitwiseOr(sinkDisposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & sinkDisposedBit == 0 else { return }
        if previous & sinkAssignedBit != 0 {
            // The upstream was assigned before, and nothing writes it again: this
            // thread owns it now. Dropping it breaks the cycle through the source.
            takeUpstream().dispose()
        }
        disposeResources()
    }

    /// Moves the upstream subscription out, leaving an ended one (only its owner calls this).
    @inline(__always)
    private final func takeUpstream() -> Disposable {
        // A move out and an initialization in place: `swap` copied the existential three times.
        withUnsafeMutablePointer(to: &upstream) { field in
            let taken = field.move()
            field.initialize(to: EndedDisposable())
            return taken
        }
    }

    /// Releases what a subclass holds besides the upstream subscription. Called once.
    @usableFromInline
    func disposeResources() {}
}
