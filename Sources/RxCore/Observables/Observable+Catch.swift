extension ObservableType {
    /// Continues with the sequence `handler` returns when this sequence fails.
    ///
    /// An error thrown by `handler` ends the result with that error.
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        CatchProducer(source: asObservable(), handler: handler)
    }

    /// Subscribes to each sequence in turn, moving to the next when one fails, until one completes.
    ///
    /// When every sequence fails the result fails with the last error; an empty sequence
    /// of sources completes at once.
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        SourceSequenceProducer(sources: sequence, advance: .onError)
    }

    /// Same as `catch(sequence:)`.
    public static func `catch`<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        SourceSequenceProducer(sources: sequence, advance: .onError)
    }
}

final class CatchProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = CatchSink(handler: handler, observer: observer)
        sink.setUpstream(source._subscribe(sink.on))
        return sink
    }
}

/// `@unchecked Sendable`: `lock` guards `fallback`, and nothing outside is called under it
/// (the fallback is subscribed, sent to and disposed after it is released);
/// the source's events arrive one at a time and the fallback starts only after its error.
final class CatchSink<Element>: Sink<Element>, @unchecked Sendable {
    private let lock = WordLock()
    private let handler: (Swift.Error) throws -> Observable<Element>
    // Released on dispose: it retains this sink through its observer.
    private var fallback: Disposable?

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .completed:
            forwardTerminal(event)
        case .error(let error):
            guard !isDisposed else { return }
            let next: Observable<Element>
            do {
                next = try handler(error)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            let subscription = next._subscribe(onFallback)
            let kept = lock.withLock { () -> Bool in
                guard !isDisposed else { return false }
                fallback = subscription
                return true
            }
            if !kept {
                subscription.dispose()
            }
        }
    }

    private func onFallback(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }

    override func disposeResources() {
        let subscription = lock.withLock { () -> Disposable? in
            defer { fallback = nil }
            return fallback
        }
        subscription?.dispose()
    }
}
