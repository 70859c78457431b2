extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one before it.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key (from `keySelector`) equals the previous element's key.
    ///
    /// An error thrown by `keySelector` ends the sequence with that error.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` says equals the previous element.
    ///
    /// An error thrown by `comparer` ends the sequence with that error.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key (from `keySelector`) `comparer` says equals the previous element's key.
    ///
    /// An error thrown by either closure ends the sequence with that error.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, observer: observer)
            return (sink, sink.on)
        }
    }

    /// Drops each element whose property at `keyPath` equals the previous element's.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }
}

/// `@unchecked Sendable`: `currentKey` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, @unchecked Sendable {
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var currentKey: Key?

    init(keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let currentKey, try comparer(currentKey, key) { return }
                currentKey = key
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(event)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
