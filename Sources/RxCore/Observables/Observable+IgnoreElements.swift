extension ObservableType {
    /// Drops every element and forwards only the stop event.
    /// - seealso: [ignoreElements operator on reactivex.io](http://reactivex.io/documentation/operators/ignoreelements.html)
    public func ignoreElements() -> Observable<Never> {
        Pipe(source: asObservable()) { observer in
            let sink = IgnoreElementsSink<Element>(observer: observer)
            return (sink, sink.on)
        }
    }
}

/// Stateless apart from the base sink's disposed flag, which ends it.
final class IgnoreElementsSink<Source>: Sink<Never>, @unchecked Sendable {
    func on(_ event: Event<Source>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            break
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
