extension ObservableType {
    /// Accumulates every element into `seed` with `accumulator` and, when the source
    /// completes, emits `mapResult` of the final value and completes.
    ///
    /// An error thrown by either closure ends the sequence with that error.
    /// - seealso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    public func reduce<A, Result>(_ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result) -> Observable<Result> {
        Pipe(source: asObservable()) { observer in
            let sink = ReduceSink(seed: seed, accumulator: { accumulate, element in
                accumulate = try accumulator(accumulate, element)
            }, mapResult: mapResult, observer: observer)
            return (sink, sink.on)
        }
    }

    /// Accumulates every element into `seed` with `accumulator` and, when the source
    /// completes, emits the final value and completes.
    ///
    /// An error thrown by `accumulator` ends the sequence with that error.
    /// - seealso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

/// `@unchecked Sendable`: `accumulate` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class ReduceSink<Source, Accumulate, Result>: Sink<Result>, @unchecked Sendable {
    private let accumulator: (inout Accumulate, Source) throws -> Void
    private let mapResult: (Accumulate) throws -> Result
    private var accumulate: Accumulate

    init(
        seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Source) throws -> Void,
        mapResult: @escaping (Accumulate) throws -> Result,
        observer: @escaping (Event<Result>) -> Void
    ) {
        self.accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
            } catch {
                forwardTerminal(.error(error))
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            let result: Result
            do {
                result = try mapResult(accumulate)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(.next(result))
            forwardTerminal(.completed)
        }
    }
}
