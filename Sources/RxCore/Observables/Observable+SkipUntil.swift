extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then emits the rest.
    ///
    /// `other` is released after its first element or when it completes. An error from
    /// `other` ends the sequence with that error. As in RxSwift, if the source completes
    /// before `other` has emitted, the completion is not forwarded: the subscription
    /// just ends, silently.
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntilProducer(source: asObservable(), other: other.asObservable())
    }
}

final class SkipUntilProducer<Element, Other>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = SkipUntilSink<Element, Other>(observer: observer)
        sink.setUpstream(sink.sourceSubscription)
        sink.otherSubscription.disposable = other._subscribe(sink.onOther)
        if !sink.isDisposed {
            sink.sourceSubscription.disposable = source._subscribe(sink.on)
        }
        return sink
    }
}

/// `@unchecked Sendable`: `isForwarding` and `isFinished` are only touched by the gate's
/// owner (see `GatedSink`): both sources' events are handled one at a time, with no lock
/// held while calling out; the subscriptions are thread-safe.
final class SkipUntilSink<Element, Other>: GatedSink<Element>, @unchecked Sendable {
    let sourceSubscription = SerialDisposable()
    let otherSubscription = SerialDisposable()
    private var isForwarding = false
    private var isFinished = false

    func on(_ event: Event<Element>) {
        gated(event, handle)
    }

    func onOther(_ event: Event<Other>) {
        gated(event, handleOther)
    }

    private func handle(_ event: Event<Element>) {
        guard !isDisposed, !isFinished else { return }
        switch event {
        case .next:
            if isForwarding { send(event) }
        case .error:
            isFinished = true
            send(event)
        case .completed:
            isFinished = true
            if isForwarding {
                send(event)
            } else {
                dispose()
            }
        }
    }

    private func handleOther(_ event: Event<Other>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            isForwarding = true
            otherSubscription.dispose()
        case .error(let error):
            guard !isFinished else { return }
            isFinished = true
            send(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        otherSubscription.dispose()
    }
}
