extension ObservableType {
    /// Replaces an error with `element`: on error, emits `element` and completes.
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        // Inlinable, like map, because it sits on every Driver's per-element path.
        ValuePipe(source: asObservable(), value: element) { element, source, observer in
            let sink = CatchAndReturnSink(element: element, observer: observer)
            sink.setUpstream(source._subscribeOnTrampoline(sink.on))
            return sink
        }
    }
}

/// Stateless apart from the base sink's disposed flag, which ends it.
@usableFromInline
final class CatchAndReturnSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element, observer: @escaping (Event<Element>) -> Void) {
        self.element = element
        super.init(observer: observer)
    }

    @inlinable
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
