extension ObservableType {
    /// Emits the first element (wrapped in an optional) and completes, disposing the
    /// source; emits `nil` and completes if the source completes empty: the sequence
    /// behind `first()`.
    func _first() -> Observable<Element?> {
        Pipe(source: asObservable()) { observer in
            let sink = FirstElementSink(observer: observer)
            return (sink, sink.on)
        }
    }
}

/// Stateless apart from the base sink's disposed flag, which ends it.
final class FirstElementSink<Element>: Sink<Element?>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            forward(.next(element))
            forwardTerminal(.completed)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forward(.next(nil))
            forwardTerminal(.completed)
        }
    }
}
