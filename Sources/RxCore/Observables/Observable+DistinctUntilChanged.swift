extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one before it.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Compares with `==` directly: no key or comparer closure per element.
        ValuePipe(source: asObservable(), value: ()) { _, source, observer in
            let sink = DistinctEquatableSink(observer: observer)
            sink.setUpstream(source._subscribeOnTrampoline(sink.on))
            return sink
        }
    }
}

extension ObservableType {
    /// Drops each element whose key (from `keySelector`) equals the previous element's key.
    ///
    /// An error thrown by `keySelector` ends the sequence with that error.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` says equals the previous element.
    ///
    /// An error thrown by `comparer` ends the sequence with that error.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key (from `keySelector`) `comparer` says equals the previous element's key.
    ///
    /// An error thrown by either closure ends the sequence with that error.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool) -> Observable<Element> {
        // The sink is built in the caller's (specialized) code: a sink compiled once for
        // every type ran its closures through generic reabstraction on each element.
        ValuePipe(source: asObservable(), value: (keySelector, comparer)) { closures, source, observer in
            let sink = DistinctUntilChangedSink(keySelector: closures.0, comparer: closures.1, observer: observer)
            sink.setUpstream(source._subscribeOnTrampoline(sink.on))
            return sink
        }
    }

    /// Drops each element whose property at `keyPath` equals the previous element's.
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }
}

/// `@unchecked Sendable`: `currentKey` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    @usableFromInline @exclusivity(unchecked) var currentKey: Key?

    @inlinable
    init(keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, observer: @escaping (Event<Element>) -> Void) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    @inlinable
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

/// `distinctUntilChanged()` of an `Equatable` element.
///
/// `@unchecked Sendable`: `current` is only touched from `on`, which the source never
/// calls concurrently (the observable grammar serializes events).
@usableFromInline
final class DistinctEquatableSink<Element: Equatable>: Sink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var current: Element?

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if let current, current == element { return }
            current = element
            forward(event)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
