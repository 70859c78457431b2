/// An immutable list of a subject's observers. A subject replaces its list on every
/// subscribe and unsubscribe, so delivery can walk a list without copying it or
/// retaining anything, while subscriptions change on other threads.
@usableFromInline
final class ObserverSnapshot<Element> {
    @usableFromInline
    typealias Handler = (Event<Element>) -> Void

    @usableFromInline let keys: ContiguousArray<UInt64>
    @usableFromInline let first: Handler?
    @usableFromInline let handlers: ContiguousArray<Handler>

    @usableFromInline
    init(keys: ContiguousArray<UInt64> = [], handlers: ContiguousArray<Handler> = []) {
        self.keys = keys
        self.handlers = handlers
        self.first = handlers.first
    }

    @inlinable
    var count: Int { handlers.count }

    @inlinable
    func dispatch(_ event: Event<Element>) {
        guard let first else { return }
        first(event)
        let count = handlers.count
        if count > 1 {
            for index in 1..<count { handlers[index](event) }
        }
    }

    @usableFromInline
    func inserting(_ handler: @escaping Handler, key: UInt64) -> ObserverSnapshot {
        var keys = self.keys
        var handlers = self.handlers
        keys.append(key)
        handlers.append(handler)
        return ObserverSnapshot(keys: keys, handlers: handlers)
    }

    @usableFromInline
    func removing(_ key: UInt64) -> ObserverSnapshot? {
        guard let index = keys.firstIndex(of: key) else { return nil }
        var keys = self.keys
        var handlers = self.handlers
        keys.remove(at: index)
        handlers.remove(at: index)
        return ObserverSnapshot(keys: keys, handlers: handlers)
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
