extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using `resultSelector`.
    ///
    /// Elements that arrive before `second` has sent one are dropped. The result completes
    /// when this sequence completes (the completion of `second` is ignored), and fails
    /// when either fails or `resultSelector` throws.
    /// - seealso: [withLatestFrom operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// Replaces each element of this sequence with the latest element of `second`.
    ///
    /// See `withLatestFrom(_:resultSelector:)`.
    /// - seealso: [withLatestFrom operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFromProducer(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

final class WithLatestFromProducer<First, Second, Result>: Producer<Result>, @unchecked Sendable {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = WithLatestFromSink(resultSelector: resultSelector, observer: observer)
        // `second` first, so an element it has at hand is there for the first element of `first`.
        let secondSubscription = second._subscribe(sink.onSecond)
        let firstSubscription = first._subscribe(sink.onFirst)
        sink.setUpstream(CompositeDisposable(firstSubscription, secondSubscription))
        return sink
    }
}

/// `@unchecked Sendable`: `latest` is only touched by the gate's owner (see `GatedSink`),
/// so the two sources never overlap downstream and the selector and the observer are
/// called with no lock held.
final class WithLatestFromSink<First, Second, Result>: GatedSink<Result>, @unchecked Sendable {
    private let resultSelector: (First, Second) throws -> Result
    private var latest: Second?

    init(resultSelector: @escaping (First, Second) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func onFirst(_ event: Event<First>) {
        gated(event, handleFirst)
    }

    func onSecond(_ event: Event<Second>) {
        gated(event, handleSecond)
    }

    private func handleFirst(_ event: Event<First>) {
        switch event {
        case .next(let element):
            guard !isDisposed, let latest else { return }
            let result: Result
            do {
                result = try resultSelector(element, latest)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(.next(result))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }

    private func handleSecond(_ event: Event<Second>) {
        switch event {
        case .next(let element):
            latest = element
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            break
        }
    }

    override func disposeResources() {
        // As the gate's owner, and with no lock held: the element's deinit may run user code.
        gate.runOrSubmit { [self] in latest = nil }
    }
}
