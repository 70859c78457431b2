extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this `Completable` completes; an error skips it.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.andThenObservable(second.source))
    }

    /// Runs `second` after this `Completable` completes; an error skips it.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.andThenObservable(second.source))
    }

    /// Runs `second` after this `Completable` completes; an error skips it.
    public func andThen(_ second: Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.andThenObservable(second.source))
    }

    /// Subscribes to `second` after this `Completable` completes; an error skips it.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        primitiveSequence.source.andThenObservable(second)
    }
}

extension Observable where Element == Never {
    /// Subscribes to `second` when this sequence completes; forwards an error instead.
    func andThenObservable<Result>(_ second: Observable<Result>) -> Observable<Result> {
        AndThen(first: self, second: second)
    }
}

/// `Completable.andThen`: one producer instead of `concat` over a cast, so the
/// first subscription is released as soon as the second starts.
private final class AndThen<Element>: Producer<Element>, @unchecked Sendable {
    private let first: Observable<Never>
    private let second: Observable<Element>

    init(first: Observable<Never>, second: Observable<Element>) {
        self.first = first
        self.second = second
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = AndThenSink(second: second, observer: observer)
        sink.start(first)
        return sink
    }
}

/// `@unchecked Sendable`: `second` is immutable; `subscription` is a thread-safe
/// `SerialDisposable` that holds first the first and then the second subscription.
private final class AndThenSink<Element>: Sink<Element>, @unchecked Sendable {
    private let second: Observable<Element>
    private let subscription = SerialDisposable()

    init(second: Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.second = second
        super.init(observer: observer)
    }

    func start(_ first: Observable<Never>) {
        let firstSubscription = SingleAssignmentDisposable()
        subscription.disposable = firstSubscription
        firstSubscription.setDisposable(first._subscribe { [self] event in
            switch event {
            case .error(let error):
                forwardTerminal(.error(error))
            case .completed:
                guard !isDisposed else { return }
                subscription.disposable = second._subscribe(self.onSecond)
            }
        })
    }

    private func onSecond(_ event: Event<Element>) {
        switch event {
        case .next: forward(event)
        case .error, .completed: forwardTerminal(event)
        }
    }

    override func disposeResources() {
        subscription.dispose()
    }
}
