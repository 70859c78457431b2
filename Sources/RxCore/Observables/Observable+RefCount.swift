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
/// `count`, `connectionId` and `connection` are only touched by the owner of `gate`
/// (see `SerialGate`): connecting, which may make the source send synchronously to
/// observers that stop or dispose on this thread (re-entering, nested, as under RxSwift's
/// recursive lock), and disconnecting happen with no lock held; another thread's
/// bookkeeping waits for the owner to finish, so two first subscribers never both connect.
private final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element>, @unchecked Sendable {
    typealias Element = Source.Element

    let source: Source
    let gate = SerialGate()
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

    /// Runs `work` as the gate's owner: now (nested, if this thread owns it already), or
    /// after the owner's current work if another thread owns it.
    func gated(_ work: @escaping () -> Void) {
        gate.run((), work)
    }
}

/// One observer of a `refCount()` sequence.
///
/// `@unchecked Sendable`: `connectionIdSnapshot` and `counted` are only touched by the
/// owner of the parent's gate.
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
        parent.gated { [self] in
            // Checked as the gate's owner: `disposeResources` is too, so either it sees
            // this observer counted or this check sees it disposed.
            if isDisposed { return }
            connectionIdSnapshot = parent.connectionId
            counted = true
            parent.count += 1
            guard parent.count == 1 else { return }
            let connectionId = parent.connectionId
            let connection = parent.source.connect()
            // While connecting, the source may have stopped (a new connection id) or every
            // observer may have been disposed (count 0): then this connection is not wanted.
            if parent.connectionId == connectionId && parent.count > 0 {
                parent.connection = connection
            } else {
                connection.dispose()
            }
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .error, .completed:
            parent.gated { [self] in
                if counted && parent.connectionId == connectionIdSnapshot {
                    let ended = parent.connection
                    parent.connection = nil
                    parent.count = 0
                    parent.connectionId &+= 1
                    ended?.dispose()
                }
                counted = false
            }
            forwardTerminal(event)
        }
    }

    override func disposeResources() {
        parent.gated { [self] in
            guard counted else { return }
            counted = false
            guard parent.connectionId == connectionIdSnapshot else { return }
            parent.count -= 1
            if parent.count == 0 {
                let ended = parent.connection
                parent.connection = nil
                ended?.dispose()
            }
        }
    }
}
