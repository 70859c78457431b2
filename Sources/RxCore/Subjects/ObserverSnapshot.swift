/// The list of a subject's observers.
///
/// A list that a delivery may be walking is never changed: while a delivery is in
/// progress the subject changes a copy and keeps the old list alive until the
/// delivery ends, so delivery walks a list without copying or retaining it. When no
/// delivery is in progress the subject changes its list in place (under its lock),
/// so subscribing and unsubscribing allocate nothing.
@usableFromInline
final class ObserverSnapshot<Element> {
    @usableFromInline
    typealias Handler = (Event<Element>) -> Void

    // The first observer is stored inline: most subjects have one, and then a
    // snapshot is a single allocation.
    // Changed only under the owner's lock, and only while no delivery can read them.
    @usableFromInline @exclusivity(unchecked) var firstKey: UInt64
    @usableFromInline @exclusivity(unchecked) var first: Handler?
    @usableFromInline @exclusivity(unchecked) var otherKeys: ContiguousArray<UInt64>
    @usableFromInline @exclusivity(unchecked) var others: ContiguousArray<Handler>

    #if DEBUG
    /// Debug builds: how many deliveries accepted under the subject's lock may still walk
    /// this list (changed only under that lock). The list must not change or go away
    /// while it is not zero.
    @usableFromInline var deliveries = 0
    #endif

    @inlinable
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

    #if DEBUG
    deinit {
        assert(deliveries == 0, "an observer list was released while a delivery may walk it: it must be retired until the delivery ends")
    }
    #endif

    /// Debug builds: a delivery that may walk this list was accepted. Call with the owner's lock held.
    @inlinable @inline(__always)
    func beginDelivery() {
        #if DEBUG
        deliveries += 1
        #endif
    }

    /// Debug builds: a delivery of this list ended. Call with the owner's lock held.
    @inlinable @inline(__always)
    func endDelivery() {
        #if DEBUG
        deliveries -= 1
        #endif
    }

    /// Debug builds stop if a delivery may be walking this list: it must not change in
    /// place or be released now, only be retired.
    @inlinable @inline(__always)
    func assertNotDelivering() {
        #if DEBUG
        assert(deliveries == 0, "an observer list was changed while a delivery may walk it: change a copy and retire this one")
        #endif
    }

    @inlinable
    var count: Int { first == nil ? 0 : 1 + others.count }

    /// Whether `key`'s observer is in the list.
    @usableFromInline
    func contains(_ key: UInt64) -> Bool {
        first != nil && (key == firstKey || otherKeys.contains(key))
    }

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
        var index = 0
        while index < others.count {
            others[index](event)
            index += 1
        }
    }

    /// A copy that can be changed without touching this list.
    @usableFromInline
    func copy() -> ObserverSnapshot {
        guard let first else { return ObserverSnapshot() }
        return ObserverSnapshot(firstKey: firstKey, first: first, otherKeys: otherKeys, others: others)
    }

    /// Adds an observer in place (only while no delivery can walk this list).
    ///
    /// The first observer's path touches no array: in a subject's unspecialized code an
    /// array of closures needs generic metadata, looked up at run time.
    @usableFromInline @inline(__always)
    func insert(_ handler: @escaping Handler, key: UInt64) {
        assertNotDelivering()
        if first == nil {
            first = handler
            firstKey = key
        } else {
            insertOther(handler, key: key)
        }
    }

    @usableFromInline @inline(never)
    func insertOther(_ handler: @escaping Handler, key: UInt64) {
        otherKeys.append(key)
        others.append(handler)
    }

    /// Removes `key`'s observer in place; returns it (to be released outside the lock),
    /// or nil when `key` is not in the list.
    @usableFromInline @inline(__always)
    func remove(_ key: UInt64) -> Handler? {
        assertNotDelivering()
        // The only observer: no array is touched (see `insert`).
        if key == firstKey, otherKeys.isEmpty, let current = first {
            first = nil
            return current
        }
        return removeAmongOthers(key)
    }

    @usableFromInline @inline(never)
    func removeAmongOthers(_ key: UInt64) -> Handler? {
        guard let current = first else { return nil }
        if key == firstKey {
            if otherKeys.isEmpty {  // keys, not handlers: a concrete array needs no type look-up
                first = nil
            } else {
                first = others.removeFirst()
                firstKey = otherKeys.removeFirst()
            }
            return current
        }
        guard let index = otherKeys.firstIndex(of: key) else { return nil }
        otherKeys.remove(at: index)
        return others.remove(at: index)
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

/// The subscription a subject returns: the subject and the observer's key.
///
/// A value, not an object: it fits in an existential's inline buffer, so subscribing
/// to a subject allocates no subscription object. Disposing twice is harmless,
/// because unsubscribing a key that is gone does nothing.
@usableFromInline
struct SubjectSubscription: Disposable {
    @usableFromInline let owner: SubjectUnsubscribing
    @usableFromInline let key: UInt64

    @usableFromInline
    init(owner: SubjectUnsubscribing, key: UInt64) {
        self.owner = owner
        self.key = key
    }

    @usableFromInline
    func dispose() {
        owner.unsubscribe(key)
    }
}
