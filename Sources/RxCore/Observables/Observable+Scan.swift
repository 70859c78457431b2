extension ObservableType {
    /// Emits each intermediate result of accumulating the elements into `seed`,
    /// mutating the accumulator in place (no copy per element).
    ///
    /// An error thrown by `accumulator` ends the sequence with that error.
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
        // The sink is built in the caller's (specialized) code: a sink compiled once for
        // every type ran the accumulator through generic reabstraction on each element.
        ValuePipe(source: asObservable(), value: (seed, accumulator)) { value, source, observer in
            let sink = ScanSink(seed: value.0, accumulator: value.1, observer: observer)
            sink.setUpstream(source._subscribeOnTrampoline(sink.on))
            return sink
        }
    }

    /// Emits each intermediate result of applying `accumulator` to the previous
    /// result (starting with `seed`) and the next element.
    ///
    /// An error thrown by `accumulator` ends the sequence with that error.
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }
}

/// `@unchecked Sendable`: `accumulate` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
@usableFromInline
final class ScanSink<Source, Accumulate>: Sink<Accumulate>, @unchecked Sendable {
    @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void
    @usableFromInline @exclusivity(unchecked) var accumulate: Accumulate

    @inlinable
    init(seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void, observer: @escaping (Event<Accumulate>) -> Void) {
        self.accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                try accumulator(&accumulate, element)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(.next(accumulate))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
