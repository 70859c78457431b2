/// A sequence of the elements that share one key: what `groupBy` emits.
///
/// `Sendable` when its key is, as the `Observable` it wraps is (D76).
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by every element of the group.
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group with `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Element == Observer.Element {
        source.subscribe(observer)
    }

    /// The group's elements as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension GroupedObservable: Sendable where Key: Sendable {}
