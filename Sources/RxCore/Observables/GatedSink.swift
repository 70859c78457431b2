/// A sink whose events come from several sources (or from a source and its inner
/// sequences) and are handled one at a time through a `SerialGate`.
///
/// Every handler runs as the gate's owner, so the subclass's state needs no lock and
/// observers, user closures, `subscribe` and `dispose` are called with no lock held. A
/// re-entrant event on the owning thread is handled at once, nested (RxSwift's order);
/// an event from another thread is handled by the owner after the current one.
///
/// `@unchecked Sendable`: subclasses touch their mutable state only inside `gated`
/// handlers or `gate.runOrSubmit` work, which never run concurrently.
@usableFromInline
class GatedSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let gate = SerialGate()

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    /// Runs `handler(value)` as the gate's owner: now, or after the owner's current work.
    @inlinable @inline(__always)
    final func gated<Value>(_ value: Value, _ handler: @escaping (Value) -> Void) {
        gate.run(value, handler)
    }
}

extension GatedSink {
    /// Sends `event` downstream; a stop event ends (disposes) the sink. Call as the
    /// gate's owner, after the state change it reports.
    @inlinable
    final func send(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }
}

extension GatedSink {
    /// Subscribes to `sources` in order, each into the matching `subscriptions` slot
    /// (their composite becomes the upstream), and hands every event through the gate
    /// to `handle` with its source's index: the collection forms of zip and combineLatest.
    final func subscribeCollection<SourceElement>(
        _ sources: [Observable<SourceElement>],
        into subscriptions: [SingleAssignmentDisposable],
        handle: @escaping (Event<SourceElement>, Int) -> Void
    ) {
        setUpstream(CompositeDisposable(disposables: subscriptions))
        for (index, source) in sources.enumerated() {
            let input = CollectionSourceObserver(index: index, handle: handle)
            subscriptions[index].setDisposable(source._subscribe { [self] event in
                gated(event, input.handle)
            })
        }
    }
}
