/// One queued action: runs once unless disposed first.
///
/// `@unchecked Sendable`: `action` is immutable and run by the one thread that owns
/// the queue; `disposable` guards the rest.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    private let action: () -> Disposable
    private let disposable = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        guard !disposable.isDisposed else { return }
        disposable.setDisposable(action())
    }

    func dispose() { disposable.dispose() }
}
