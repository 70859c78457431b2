import Synchronization

/// The end of a `Single`, `Maybe` or `Completable` subscription: hands the first
/// event to `handler`, then ends the subscription (so `onDisposed` runs after it).
///
/// `@unchecked Sendable`: `handler` and `onDisposed` are immutable; `stopped` is atomic,
/// so exactly one event reaches `handler` even if a misbehaving source races.
final class TraitSubscribeSink<Element>: Sink<Never>, @unchecked Sendable {
    private let handler: (Event<Element>) -> Void
    private let onDisposed: (() -> Void)?
    private let stopped = Atomic<Bool>(false)

    init(handler: @escaping (Event<Element>) -> Void, onDisposed: (() -> Void)?) {
        self.handler = handler
        self.onDisposed = onDisposed
        super.init(observer: { _ in })
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed, !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        handler(event)
        dispose()
    }

    override func disposeResources() {
        onDisposed?()
    }

    /// Subscribes a new sink to `source` and returns it as the subscription.
    static func subscribe(
        _ source: Observable<Element>,
        onDisposed: (() -> Void)? = nil,
        handler: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        let sink = TraitSubscribeSink(handler: handler, onDisposed: onDisposed)
        sink.setUpstream(source._subscribe(sink.on))
        return sink
    }
}
