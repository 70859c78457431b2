extension ObservableType {
    /// Replaces an error with `element`: on error, emits `element` and completes.
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = CatchAndReturnSink(element: element, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// Stateless apart from the base sink's disposed flag, which ends it.
final class CatchAndReturnSink<Element>: Sink<Element>, @unchecked Sendable {
    private let element: Element

    init(element: Element, observer: @escaping (Event<Element>) -> Void) {
        self.element = element
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            forward(event)
        case .error:
            forward(.next(element))
            forwardTerminal(.completed)
        case .completed:
            forwardTerminal(event)
        }
    }
}
