/// What `subscribe` returns for a subscription that ended before `subscribe` returned
/// (a `just`, an `empty`, an error): already disposed, holding nothing.
///
/// A value of no size, so returning it allocates nothing, and the ended subscription's
/// sink and closures are released as soon as `subscribe` returns. `DisposeBag` does not
/// keep it.
@usableFromInline
struct EndedDisposable: Cancelable, Sendable {
    @inlinable
    init() {}

    @inlinable
    var isDisposed: Bool { true }

    @inlinable
    func dispose() {}
}
