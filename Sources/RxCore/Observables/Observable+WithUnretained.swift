extension ObservableType {
    /// Pairs each element with `obj`, held weakly (by the observable and its
    /// subscriptions), through `resultSelector`; once `obj` is gone, the next element
    /// completes the sequence instead.
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        // Weak here too: the observable itself must not keep `obj` alive.
        Pipe(source: asObservable()) { [weak obj] observer in
            let sink = WithUnretainedSink(object: obj, resultSelector: resultSelector, observer: observer)
            return (sink, sink.on)
        }
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is gone, the next
    /// element completes the sequence instead.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

/// `object` is a weak reference, which is safe to read from any thread; nothing
/// else is mutable.
final class WithUnretainedSink<Object: AnyObject, Element, Out>: Sink<Out>, @unchecked Sendable {
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Out

    init(object: Object?, resultSelector: @escaping (Object, Element) -> Out, observer: @escaping (Event<Out>) -> Void) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            guard let object else {
                forwardTerminal(.completed)
                return
            }
            forward(.next(resultSelector(object, element)))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardTerminal(.completed)
        }
    }
}
