/// An immutable list of a subject's observers. A subject replaces its list on every
/// subscribe and unsubscribe, so delivery can walk a list without copying it or
/// retaining anything, while subscriptions change on other threads.
@usableFromInline
final class ObserverSnapshot<Element> {
    @usableFromInline
    typealias Handler = (Event<Element>) -> Void

    // The first observer is stored inline: most subjects have one, and then a
    // snapshot is a single allocation.
    @usableFromInline let firstKey: UInt64
    @usableFromInline let first: Handler?
    @usableFromInline let otherKeys: ContiguousArray<UInt64>
    @usableFromInline let others: ContiguousArray<Handler>

    @usableFromInline
    init() {
        firstKey = 0
        first = nil
        otherKeys = []
        others = []
    }

    @usableFromInline
    init(firstKey: UInt64, first: @escaping Handler, otherKeys: ContiguousArray<UInt64>, others: ContiguousArray<Handler>) {
        self.firstKey = firstKey
        self.first = first
        self.otherKeys = otherKeys
        self.others = others
    }

    @inlinable
    var count: Int { first == nil ? 0 : 1 + others.count }

    /// Every observer, first one first.
    @usableFromInline
    var handlers: [Handler] {
        guard let first else { return [] }
        return [first] + others
    }

    @inlinable
    func dispatch(_ event: Event<Element>) {
        guard let first else { return }
        first(event)
        if !others.isEmpty {
            others.withUnsafeBufferPointer { handlers in
                for handler in handlers { handler(event) }
            }
        }
    }

    @usableFromInline
    func inserting(_ handler: @escaping Handler, key: UInt64) -> ObserverSnapshot {
        guard let first else {
            return ObserverSnapshot(firstKey: key, first: handler, otherKeys: [], others: [])
        }
        return ObserverSnapshot(firstKey: firstKey, first: first, otherKeys: otherKeys + [key], others: others + [handler])
    }

    /// The list without `key`'s observer; `.some(nil)` when it becomes empty; nil when `key` is not in it.
    @usableFromInline
    func removing(_ key: UInt64) -> ObserverSnapshot?? {
        guard let first else { return nil }
        if key == firstKey {
            guard let next = others.first, let nextKey = otherKeys.first else { return .some(nil) }
            return ObserverSnapshot(firstKey: nextKey, first: next, otherKeys: ContiguousArray(otherKeys.dropFirst()), others: ContiguousArray(others.dropFirst()))
        }
        guard let index = otherKeys.firstIndex(of: key) else { return nil }
        var keys = otherKeys
        var handlers = others
        keys.remove(at: index)
        handlers.remove(at: index)
        return ObserverSnapshot(firstKey: firstKey, first: first, otherKeys: keys, others: handlers)
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
