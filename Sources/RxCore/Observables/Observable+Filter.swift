extension ObservableType {
    /// Keeps only the elements for which `predicate` returns true.
    ///
    /// An error thrown by `predicate` ends the sequence with that error.
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate) { source, predicate, observer in
            let sink = FilterSink(predicate: predicate, observer: observer)
            sink.setUpstream(source._subscribeOnTrampoline(sink.on))
            return sink
        }
    }
}

/// `filter`'s observable. It stores the predicate with the same closure type as
/// `FilterSink` does, so handing it over at subscription needs no conversion thunk
/// (a generic `ValuePipe` would store it more abstractly and allocate one each time).
/// `subscribeSink` captures nothing and is made in `filter`'s inlinable body, so the
/// sink it creates runs code compiled for the caller's element type.
@usableFromInline
final class Filter<Element>: Producer<Element> {
    @usableFromInline
    typealias Subscribe = (Observable<Element>, @escaping (Element) throws -> Bool, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let subscribeSink: Subscribe

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, subscribe: @escaping Subscribe) {
        self.source = source
        self.predicate = predicate
        self.subscribeSink = subscribe
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeSink(source, predicate, observer)
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        // No disposed check before the predicate: `forward` checks after it, which
        // also catches a predicate that disposed the subscription.
        switch event {
        case .next(let element):
            let keep: Bool
            do { keep = try predicate(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            // `forward` re-checks: the predicate may have disposed the subscription.
            if keep { forward(event) }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
