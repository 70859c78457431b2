extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// An error from `other` ends the sequence with that error; `other` completing
    /// without an element is ignored (its subscription is released). `other` is
    /// subscribed first, so if it emits at once the source is never subscribed.
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        TakeUntilProducer(source: asObservable(), other: other.asObservable())
    }
}

final class TakeUntilProducer<Element, Other>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = TakeUntilSink<Element, Other>(observer: observer)
        sink.otherSubscription.disposable = other._subscribe(sink.onOther)
        if !sink.isDisposed {
            sink.setUpstream(source._subscribe(sink.on))
        }
        return sink
    }
}

/// `@unchecked Sendable`: `isFinished` is only touched by the gate's owner (see
/// `GatedSink`): both sources' events are handled one at a time, with no lock held while
/// calling out; `otherSubscription` is thread-safe.
final class TakeUntilSink<Element, Other>: GatedSink<Element>, @unchecked Sendable {
    let otherSubscription = SerialDisposable()
    private var isFinished = false

    func on(_ event: Event<Element>) {
        gated(event, emit)
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            gated(.completed, emit)
        case .error(let error):
            gated(.error(error), emit)
        case .completed:
            otherSubscription.dispose()
        }
    }

    private func emit(_ event: Event<Element>) {
        guard !isDisposed, !isFinished else { return }
        if event.isStopEvent { isFinished = true }
        send(event)
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
