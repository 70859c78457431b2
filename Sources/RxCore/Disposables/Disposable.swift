/// Something that holds a resource and releases it when disposed.
///
/// `dispose()` is idempotent and may be called from any thread.
public protocol Disposable {
    /// Releases the resource; calling it again does nothing.
    func dispose()
}

extension Disposable {
    /// Adds this disposable to `bag`, which disposes it when the bag is deallocated.
    @inlinable
    public func disposed(by bag: DisposeBag) {
        // A subscription that ended within `subscribe` is not kept (see `insert`): found
        // here by a metatype comparison, before it is boxed into a new existential.
        if Self.self == EndedDisposable.self { return }
        bag.insert(self)
    }
}
