/// A disposable that does nothing: `Disposables.create()`.
@usableFromInline
struct NopDisposable: Disposable, Sendable {
    @usableFromInline
    static let noOp = NopDisposable()

    @usableFromInline
    init() {}

    @usableFromInline
    func dispose() {}
}
