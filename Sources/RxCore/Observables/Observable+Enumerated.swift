extension ObservableType {
    /// Pairs each element with its zero-based index.
    ///
    /// If the index would overflow `Int`, the sequence ends with `RxError.overflow`.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Pipe(source: asObservable()) { observer in
            let sink = EnumeratedSink<Element>(observer: observer)
            return (sink, sink.on)
        }
    }
}

/// `@unchecked Sendable`: `index` is only touched from `on`, which the source never
/// calls concurrently (the observable grammar serializes events).
final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, @unchecked Sendable {
    private var index = 0

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            guard index < Int.max else {
                forwardTerminal(.error(RxError.overflow))
                return
            }
            let current = index
            index += 1
            forward(.next((current, element)))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
