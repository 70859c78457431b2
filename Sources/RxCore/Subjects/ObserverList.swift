/// The observers of a subject, keyed for removal; one observer is stored inline.
///
/// Not thread-safe: its owner guards it with a lock and dispatches to a copy.
@usableFromInline
struct ObserverList<Element> {
    @usableFromInline
    typealias Handler = (Event<Element>) -> Void

    @usableFromInline var firstKey: UInt64 = 0
    @usableFromInline var first: Handler?
    @usableFromInline var rest: [(key: UInt64, handler: Handler)]?
    @usableFromInline var nextKey: UInt64 = 1

    @inlinable
    init() {}

    @inlinable
    var count: Int { (first == nil ? 0 : 1) + (rest?.count ?? 0) }

    @inlinable
    mutating func insert(_ handler: @escaping Handler) -> UInt64 {
        let key = nextKey
        nextKey &+= 1
        if first == nil && rest == nil {
            first = handler
            firstKey = key
        } else {
            rest = (rest ?? []) + [(key, handler)]
        }
        return key
    }

    /// Removes the observer with `key`, returning it so it is released outside the lock.
    @usableFromInline
    mutating func remove(_ key: UInt64) -> Handler? {
        if first != nil, firstKey == key {
            defer { first = nil }
            return first
        }
        guard let index = rest?.firstIndex(where: { $0.key == key }) else { return nil }
        let removed = rest!.remove(at: index).handler
        if rest!.isEmpty { rest = nil }
        return removed
    }

    @inlinable
    func dispatch(_ event: Event<Element>) {
        if let first { first(event) }
        if let rest {
            for entry in rest { entry.handler(event) }
        }
    }
}

/// Unsubscribes one observer from a subject when disposed.
@usableFromInline
protocol SubjectUnsubscribing: AnyObject, Sendable {
    func unsubscribe(_ key: UInt64)
}

/// The subscription a subject returns.
///
/// `@unchecked Sendable`: `owner` is cleared only by the one caller that claims `once`.
@usableFromInline
final class SubjectSubscription: Cancelable, @unchecked Sendable {
    private var owner: SubjectUnsubscribing?
    private let key: UInt64
    private let once = OnceFlag()

    @usableFromInline
    init(owner: SubjectUnsubscribing, key: UInt64) {
        self.owner = owner
        self.key = key
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    @usableFromInline
    var isDisposed: Bool { once.isClaimed }

    @usableFromInline
    func dispose() {
        guard once.claim() else { return }
        owner?.unsubscribe(key)
        owner = nil
    }
}
