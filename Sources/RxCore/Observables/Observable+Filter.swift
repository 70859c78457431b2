extension ObservableType {
    /// Keeps only the elements for which `predicate` returns true.
    ///
    /// An error thrown by `predicate` ends the sequence with that error.
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        ValuePipe(source: asObservable(), value: predicate) { predicate, source, observer in
            let sink = FilterSink(predicate: predicate, observer: observer)
            sink.setUpstream(source._subscribe(sink.on))
            return sink
        }
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
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let keep: Bool
            do { keep = try predicate(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            if keep { observer(event) }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
