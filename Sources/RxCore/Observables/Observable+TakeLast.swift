extension ObservableType {
    /// Emits the last `count` elements when the source completes, then completes.
    ///
    /// Keeps at most `count` elements in memory. An error is forwarded at once and the
    /// buffered elements are dropped. A negative `count` ends the sequence with
    /// `RxError.argumentOutOfRange` (RxSwift stops the program).
    /// - seealso: [takeLast operator on reactivex.io](http://reactivex.io/documentation/operators/takelast.html)
    public func takeLast(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return Observable.create { observer in
                observer.onError(RxError.argumentOutOfRange)
                return Disposables.create()
            }
        }
        return Pipe(source: asObservable()) { observer in
            let sink = TakeLastSink(count: count, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// `@unchecked Sendable`: `buffer` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class TakeLastSink<Element>: Sink<Element>, @unchecked Sendable {
    private let count: Int
    private var buffer = RingBuffer<Element>()

    init(count: Int, observer: @escaping (Event<Element>) -> Void) {
        self.count = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            guard count > 0 else { return }
            buffer.enqueue(element)
            if buffer.count > count {
                _ = buffer.dequeue()
            }
        case .error:
            buffer.removeAll()
            forwardTerminal(event)
        case .completed:
            while let element = buffer.dequeue() {
                forward(.next(element))
            }
            forwardTerminal(.completed)
        }
    }
}
