extension ObservableType {
    /// Turns every event into an element: elements become `.next(.next(element))`, and
    /// the stop event becomes an element followed by completion.
    /// - seealso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    public func materialize() -> Observable<Event<Element>> {
        Pipe(source: asObservable()) { observer in
            let sink = MaterializeSink<Element>(observer: observer)
            return (sink, sink.on)
        }
    }
}

/// Stateless apart from the base sink's disposed flag, which ends it.
final class MaterializeSink<Element>: Sink<Event<Element>>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        forward(.next(event))
        if event.isStopEvent {
            forwardTerminal(.completed)
        }
    }
}
