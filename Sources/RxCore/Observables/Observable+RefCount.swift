extension ConnectableObservableType {
    /// Connects when the first observer subscribes and disconnects when the last one
    /// is disposed, or when the source stops; the next observer then connects again.
    /// - seealso: [refCount operator on reactivex.io](http://reactivex.io/documentation/operators/refcount.html)
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

/// The shared connection state of one `refCount()` sequence.
///
/// `lock` is recursive because, as in RxSwift, `connect()` is called while it is held
/// (so two first subscribers cannot both connect): the source may then emit
/// synchronously, and observers that stop or dispose on this thread re-enter the lock.
/// `count`, `connectionId` and `connection` are only touched while `lock` is held.
private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element> {
    typealias Element = Source.Element

    let source: Source
    let lock = PosixLock(recursive: true)
    /// The number of subscribed observers of the current connection.
    var count = 0
    /// Changes each time a connection ends because the source stopped, so observers of
    /// an ended connection do not touch the next one.
    var connectionId: UInt64 = 0
    var connection: Disposable?

    init(source: Source) {
        self.source = source
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = RefCountSink(parent: self, observer: observer)
        sink.run()
        return sink
    }
}

/// One observer of a `refCount()` sequence.
///
/// `@unchecked Sendable`: `connectionIdSnapshot` and `counted` are only touched while
/// the parent's `lock` is held.
private final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element>, @unchecked Sendable {
    typealias Element = Source.Element

    private let parent: RefCount<Source>
    /// The connection this observer belongs to; none until it has subscribed.
    private var connectionIdSnapshot: UInt64 = .max
    /// Whether this observer is counted in `parent.count`.
    private var counted = false

    init(parent: RefCount<Source>, observer: @escaping (Event<Element>) -> Void) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() {
        setUpstream(parent.source.asObservable()._subscribe(on))
        parent.lock.lock()
        // Checked under the lock: `disposeResources` takes the lock too, so either it
        // sees this observer counted or this check sees it disposed.
        if isDisposed {
            parent.lock.unlock()
            return
        }
        connectionIdSnapshot = parent.connectionId
        counted = true
        parent.count += 1
        guard parent.count == 1 else {
            parent.lock.unlock()
            return
        }
        let connectionId = parent.connectionId
        let connection = parent.source.connect()
        // While connecting, the source may have stopped (a new connection id) or every
        // observer may have been disposed (count 0): then this connection is not wanted.
        let isWanted = parent.connectionId == connectionId && parent.count > 0
        if isWanted { parent.connection = connection }
        parent.lock.unlock()
        if !isWanted { connection.dispose() }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .error, .completed:
            parent.lock.lock()
            var ended: Disposable?
            if counted && parent.connectionId == connectionIdSnapshot {
                ended = parent.connection
                parent.connection = nil
                parent.count = 0
                parent.connectionId &+= 1
            }
            counted = false
            parent.lock.unlock()
            ended?.dispose()
            forwardTerminal(event)
        }
    }

    override func disposeResources() {
        parent.lock.lock()
        guard counted else {
            parent.lock.unlock()
            return
        }
        counted = false
        guard parent.connectionId == connectionIdSnapshot else {
            parent.lock.unlock()
            return
        }
        parent.count -= 1
        var ended: Disposable?
        if parent.count == 0 {
            ended = parent.connection
            parent.connection = nil
        }
        parent.lock.unlock()
        ended?.dispose()
    }
}
