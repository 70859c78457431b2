extension ObservableType {
    /// Resubscribes to the source every time it fails, forever.
    ///
    /// A source that fails synchronously is resubscribed in a loop on the current
    /// thread's trampoline, not by recursion, so the stack does not grow (but the loop
    /// never ends if the source always fails).
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry() -> Observable<Element> {
        RetryProducer(source: asObservable(), maxAttemptCount: nil)
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all: each failure but
    /// the last resubscribes; the last failure's error ends the sequence.
    ///
    /// A `maxAttemptCount` of zero or less completes at once without subscribing (as
    /// RxSwift does for zero). Resubscription is trampolined as in `retry()`.
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        if maxAttemptCount <= 0 {
            return Observable.create { observer in
                observer.onCompleted()
                return Disposables.create()
            }
        }
        return RetryProducer(source: asObservable(), maxAttemptCount: maxAttemptCount)
    }
}

final class RetryProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let maxAttemptCount: Int?

    init(source: Observable<Element>, maxAttemptCount: Int?) {
        self.source = source
        self.maxAttemptCount = maxAttemptCount
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = RetrySink(source: source, retries: maxAttemptCount.map { $0 - 1 }, observer: observer)
        sink.setUpstream(sink.subscription)
        sink.subscribeToSource()
        return sink
    }
}

/// `@unchecked Sendable`: `retries` and `generation` are only touched by the initial
/// subscription and by `on(.error)`; a new subscription starts only after the previous
/// one failed, so they are never touched concurrently. `subscription` is thread-safe.
final class RetrySink<Element>: Sink<Element>, @unchecked Sendable {
    let subscription = GenerationalDisposable()
    private let source: Observable<Element>
    private var retries: Int?
    private var generation: UInt64 = 0

    init(source: Observable<Element>, retries: Int?, observer: @escaping (Event<Element>) -> Void) {
        self.source = source
        self.retries = retries
        super.init(observer: observer)
    }

    /// Subscribes on the current thread's trampoline: from inside an event handler it
    /// runs after the handler returns, replacing (and disposing) the failed subscription.
    func subscribeToSource() {
        generation &+= 1
        _ = CurrentThreadScheduler.instance.schedule(generation) { generation in
            guard !self.isDisposed else { return Disposables.create() }
            self.subscription.set(self.source._subscribe(self.on), generation: generation)
            return Disposables.create()
        }
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            forward(event)
        case .completed:
            forwardTerminal(event)
        case .error:
            if let retries {
                guard retries > 0 else {
                    forwardTerminal(event)
                    return
                }
                self.retries = retries - 1
            }
            subscribeToSource()
        }
    }
}
