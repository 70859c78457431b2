/// Something that holds a resource and releases it when disposed.
///
/// `dispose()` is idempotent and may be called from any thread.
///
/// `Sendable`, so a subscription can be handed to another queue and disposed there (D76).
/// `@preconcurrency`: a conforming type written in the Swift 5 language mode is not
/// checked (as RxSwift, whose protocol is unmarked, does not check it); in Swift 6 mode a
/// conforming type that is not `Sendable` gets a warning, not an error.
@preconcurrency
public protocol Disposable: Sendable {
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
