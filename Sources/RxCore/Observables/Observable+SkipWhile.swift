extension ObservableType {
    /// Drops elements while `predicate` holds, then emits the first element that fails
    /// it and every element after (without asking `predicate` again).
    ///
    /// An error thrown by `predicate` ends the sequence with that error.
    /// - seealso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = SkipWhileSink(predicate: predicate, observer: observer)
            return (sink, sink.on)
        }
    }
}

/// `@unchecked Sendable`: `isSkipping` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class SkipWhileSink<Element>: Sink<Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    private var isSkipping = true

    init(predicate: @escaping (Element) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if isSkipping {
                do {
                    isSkipping = try predicate(element)
                } catch {
                    forwardTerminal(.error(error))
                    return
                }
                if isSkipping { return }
            }
            forward(event)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
