/// A child sequence (a window, a group) that keeps its parent's source subscription
/// alive while it is subscribed, even after the parent's own subscriber has gone.
///
/// Each subscription takes a reference on `refCount` and releases it when disposed or
/// when the child sequence stops; the parent's source subscription ends once the
/// parent and every child are done.
final class KeepAliveObservable<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let refCount: RefCountDisposable

    init(source: Observable<Element>, refCount: RefCountDisposable) {
        self.source = source
        self.refCount = refCount
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        // The closure holds `refCount` strongly: it hands out weak references only,
        // and must outlive every child subscription to dispose the source when the last ends.
        let refCount = self.refCount
        let reference = refCount.retain()
        let sink = PassThroughEventSink(observer: observer)
        let subscription = source._subscribe(sink.on)
        // The sink disposes this on the child's stop event too, releasing the reference then.
        sink.setUpstream(Disposables.create {
            subscription.dispose()
            reference.dispose()
            withExtendedLifetime(refCount) {}
        })
        return sink
    }
}
