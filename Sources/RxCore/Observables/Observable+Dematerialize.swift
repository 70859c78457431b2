extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of `materialize()`.
    ///
    /// The first element that is a stop event ends the sequence with it.
    /// - seealso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    public func dematerialize() -> Observable<Element.Element> {
        Pipe(source: asObservable()) { observer in
            let sink = DematerializeSink<Element>(observer: observer)
            return (sink, sink.on)
        }
    }
}

/// Stateless apart from the base sink's disposed flag, which ends it.
final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element>, @unchecked Sendable {
    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let inner = element.event
            if inner.isStopEvent {
                forwardTerminal(inner)
            } else {
                forward(inner)
            }
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
