extension ObservableType {
    /// Emits elements while `predicate` holds, then completes (and disposes the source).
    ///
    /// With `.inclusive`, the first element that fails `predicate` is emitted before
    /// completing. An error thrown by `predicate` ends the sequence with that error.
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = TakeWhileSink(predicate: predicate, behavior: behavior, observer: observer)
            return (sink, sink.on)
        }
    }

    /// Emits elements until `predicate` holds for one, then completes (and disposes the source).
    ///
    /// With `.inclusive`, the element that satisfied `predicate` is emitted before
    /// completing. An error thrown by `predicate` ends the sequence with that error.
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}

/// Stateless apart from the base sink's disposed flag, which ends it.
final class TakeWhileSink<Element>: Sink<Element>, @unchecked Sendable {
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: @escaping (Event<Element>) -> Void) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            let passes: Bool
            do { passes = try predicate(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            if passes {
                forward(event)
                return
            }
            if behavior == .inclusive {
                forward(event)
            }
            forwardTerminal(.completed)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
