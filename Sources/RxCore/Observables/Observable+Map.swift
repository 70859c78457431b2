extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// An error thrown by `transform` ends the sequence with that error.
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        if Result.self == Element.self {
            // Same layout: both closure types are abstracted over the element type alike.
            let step = unsafeBitCast(transform, to: ((Element) throws -> Element).self)
            return unsafeDowncast(MapFilterChain(appending: .map(step), to: asObservable()), to: Observable<Result>.self)
        }
        return ValuePipe(source: asObservable(), value: transform) { transform, source, observer in
            let sink = MapSink(transform: transform, observer: observer)
            sink.setUpstream(source._subscribeOnTrampoline(sink.on))
            return sink
        }
    }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(transform: @escaping (Source) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        // No disposed check before the closure: `forward` checks after it, which also
        // catches a closure that disposed the subscription.
        switch event {
        case .next(let element):
            let result: Result
            do { result = try transform(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            // `forward` re-checks: the transform may have disposed the subscription.
            forward(.next(result))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
