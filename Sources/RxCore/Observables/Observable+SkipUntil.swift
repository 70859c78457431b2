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

final class SkipUntilProducer<Element, Other>: Producer<Element> {
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

/// `@unchecked Sendable`: `isForwarding` and `isFinished` (and the outbox) are only
/// touched while `lock` is held; the subscriptions are thread-safe.
final class SkipUntilSink<Element, Other>: SerializingSink<Element>, @unchecked Sendable {
    let sourceSubscription = SerialDisposable()
    let otherSubscription = SerialDisposable()
    private var isForwarding = false
    private var isFinished = false

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        lock.lock()
        guard !isFinished else {
            lock.unlock()
            return
        }
        var mustDeliver = false
        var endSilently = false
        switch event {
        case .next:
            if isForwarding { mustDeliver = post(event) }
        case .error:
            isFinished = true
            mustDeliver = post(event)
        case .completed:
            isFinished = true
            if isForwarding {
                mustDeliver = post(event)
            } else {
                endSilently = true
            }
        }
        lock.unlock()
        if mustDeliver { deliver() }
        if endSilently { dispose() }
    }

    func onOther(_ event: Event<Other>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            lock.withLock { isForwarding = true }
            otherSubscription.dispose()
        case .error(let error):
            lock.lock()
            guard !isFinished else {
                lock.unlock()
                return
            }
            isFinished = true
            let mustDeliver = post(.error(error))
            lock.unlock()
            if mustDeliver { deliver() }
        case .completed:
            otherSubscription.dispose()
        }
    }

    override func disposeResources() {
        otherSubscription.dispose()
        super.disposeResources()
    }
}
