extension ObservableType {
    /// Emits only the element at `index` (zero-based), then completes.
    ///
    /// If the source completes first, the sequence ends with `RxError.argumentOutOfRange`;
    /// so does a negative `index` (RxSwift stops the program).
    /// - seealso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    public func element(at index: Int) -> Observable<Element> {
        if index < 0 {
            return Observable.create { observer in
                observer.onError(RxError.argumentOutOfRange)
                return Disposables.create()
            }
        }
        return Pipe(source: asObservable()) { observer in
            let sink = ElementAtSink(index: index, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// `@unchecked Sendable`: `remaining` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class ElementAtSink<Element>: Sink<Element>, @unchecked Sendable {
    private var remaining: Int

    init(index: Int, observer: @escaping (Event<Element>) -> Void) {
        self.remaining = index
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            if remaining == 0 {
                forward(event)
                forwardTerminal(.completed)
            } else {
                remaining -= 1
            }
        case .error:
            forwardTerminal(event)
        case .completed:
            forwardTerminal(.error(RxError.argumentOutOfRange))
        }
    }
}
