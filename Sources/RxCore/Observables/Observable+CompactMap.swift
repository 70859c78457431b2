extension ObservableType {
    /// Transforms each element and drops the nil results.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        ValuePipe(source: asObservable(), value: transform) { transform, source, observer in
            let sink = CompactMapSink(transform: transform, observer: observer)
            sink.setUpstream(source._subscribe(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class CompactMapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result?

    @inlinable
    init(transform: @escaping (Source) throws -> Result?, observer: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let result: Result?
            do { result = try transform(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            if let result { observer(.next(result)) }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
