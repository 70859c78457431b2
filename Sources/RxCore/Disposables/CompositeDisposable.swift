/// A group of disposables disposed together.
///
/// A disposable inserted after the group was disposed is disposed at once.
/// `@unchecked Sendable`: `lock` guards `disposables` and `nextKey`, and nothing outside is
/// called under it: disposables are always disposed (and let go of) after it is released.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies an inserted disposable, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        let value: UInt64
    }

    private let lock = WordLock()
    // nil once disposed
    private var disposables: [(key: UInt64, disposable: Disposable)]? = []
    private var nextKey: UInt64 = 0

    /// Creates an empty group.
    public init() {}

    /// Creates a group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = [(0, disposable1), (1, disposable2)]
        nextKey = 2
    }

    /// Creates a group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        disposables = [(0, disposable1), (1, disposable2), (2, disposable3)]
        nextKey = 3
    }

    /// Creates a group of three or more.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// Creates a group of the given disposables.
    public init(disposables: [Disposable]) {
        self.disposables = disposables.enumerated().map { (UInt64($0.offset), $0.element) }
        nextKey = UInt64(disposables.count)
    }

    /// Whether the group has been disposed.
    public var isDisposed: Bool { lock.withLock { disposables == nil } }

    /// How many disposables the group holds.
    public var count: Int { lock.withLock { disposables?.count ?? 0 } }

    /// Adds a disposable; returns its key, or nil (after disposing it) if the group is disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: UInt64? = lock.withLock {
            guard disposables != nil else { return nil }
            let key = nextKey
            nextKey += 1
            disposables!.append((key, disposable))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable with `disposeKey` and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed: Disposable? = lock.withLock {
            guard let index = disposables?.firstIndex(where: { $0.key == disposeKey.value }) else { return nil }
            return disposables!.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, in insertion order.
    public func dispose() {
        let all = lock.withLock { () -> [(key: UInt64, disposable: Disposable)]? in
            defer { disposables = nil }
            return disposables
        }
        all?.forEach { $0.disposable.dispose() }
    }
}
