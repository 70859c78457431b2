/// A disposable that does nothing: `Disposables.create()`.
///
/// A value of no size made where it is needed (a shared `static let` cost a `swift_once`
/// check on every `create { ... return Disposables.create() }` subscription).
@usableFromInline
struct NopDisposable: Disposable, Sendable {
    @inlinable
    init() {}

    @inlinable
    func dispose() {}
}
