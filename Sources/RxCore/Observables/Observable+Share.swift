/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
    /// The subject lives while connected: when the last observer is disposed, or the
    /// source stops, it is dropped, and the next observer subscribes to the source again
    /// with an empty replay buffer. (A stopped source is thus subscribed again.)
    case whileConnected

    /// The subject lives forever: the replay buffer survives reconnections, and after
    /// the source stopped, later observers get the buffer and the stop event.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all observers, replaying the latest
    /// `replay` elements to each new observer.
    ///
    /// The source is subscribed when the first observer subscribes and disposed when
    /// the last one is disposed; `scope` says what survives that (see `SubjectLifetimeScope`).
    /// `share()` replays nothing. `share(replay: 1)` (what `Driver` uses) is a dedicated
    /// implementation that neither allocates nor takes more than one lock per element.
    /// - seealso: [shareReplay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        let replay = Swift.max(0, replay)
        switch scope {
        case .forever:
            if replay == 0 {
                return multicast(PublishSubject()).refCount()
            }
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case .whileConnected:
            if replay <= 1 {
                // Inlinable (like map) because `Driver` runs every element through it:
                // this closure, and so the connection's `on`, is compiled for the
                // caller's element type.
                return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1) { connection, source in
                    source._subscribe(connection.on)
                }
            }
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}

/// `share(replay: 0 or 1, scope: .whileConnected)`: a connection per run of the source,
/// shared by its observers, optionally holding the latest element.
///
/// Thread-safe: `connection` is only touched while `lock` is held. The lock is
/// recursive because, as in RxSwift, the latest element is replayed to a new observer
/// while it is held (so no later element can reach that observer first), and that
/// observer may subscribe or dispose on this thread.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element> {
    /// Subscribes a connection to the source; built by the caller of `share`.
    @usableFromInline
    typealias SubscribeConnection = (ShareConnection<Element>, Observable<Element>) -> Disposable

    @usableFromInline let source: Observable<Element>
    @usableFromInline let replaysLatest: Bool
    @usableFromInline let subscribeConnection: SubscribeConnection
    @usableFromInline let lock = PosixLock(recursive: true)
    @usableFromInline var connection: ShareConnection<Element>?

    @inlinable
    init(source: Observable<Element>, replaysLatest: Bool, subscribeConnection: @escaping SubscribeConnection) {
        self.source = source
        self.replaysLatest = replaysLatest
        self.subscribeConnection = subscribeConnection
        super.init()
    }

    @usableFromInline
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

    @usableFromInline
    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        let connection: ShareConnection<Element>
        let isNew: Bool
        if let current = self.connection {
            connection = current
            isNew = false
        } else {
            connection = ShareConnection(parent: self)
            self.connection = connection
            isNew = true
        }
        let subscription = connection.subscribeLocked(observer)
        lock.unlock()
        if isNew { connection.connect() }
        return subscription
    }
}

/// One run of the source for `ShareWhileConnected`: its observers and latest element.
///
/// `@unchecked Sendable`: `snapshot`, `element`, `disposed` and `nextKey` are only
/// touched while `parent.lock` is held; `subscription` is thread-safe. Observers are
/// called with the lock released, except for the replay in `subscribeLocked` (see
/// `ShareWhileConnected`).
@usableFromInline
final class ShareConnection<Element>: SubjectUnsubscribing, @unchecked Sendable {
    @usableFromInline let parent: ShareWhileConnected<Element>
    @usableFromInline @exclusivity(unchecked) var snapshot = ObserverSnapshot<Element>()
    @usableFromInline @exclusivity(unchecked) var element: Element?
    @usableFromInline @exclusivity(unchecked) var disposed = false
    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline let subscription = SerialDisposable()

    @usableFromInline
    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
    }

    /// Subscribes the source; events it sends synchronously are shared at once.
    @usableFromInline
    func connect() {
        subscription.disposable = parent.subscribeConnection(self, parent.source)
    }

    /// With `parent.lock` held: replays the latest element to `observer`, then adds it.
    @usableFromInline
    func subscribeLocked(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        if let element { observer(.next(element)) }
        let key = nextKey
        nextKey &+= 1
        snapshot = snapshot.inserting(observer, key: key)
        return SubjectSubscription(owner: self, key: key)
    }

    /// Shares one event: one lock round trip and no allocation for an element.
    @inlinable
    func on(_ event: Event<Element>) {
        parent.lock.lock()
        if disposed {
            parent.lock.unlock()
            return
        }
        // The snapshot is immutable and retained here, so observers may come and go
        // while it is walked outside the lock.
        let targets = snapshot
        switch event {
        case .next(let value):
            if parent.replaysLatest { element = value }
            parent.lock.unlock()
            targets.dispatch(event)
        case .error, .completed:
            let ended = endLocked()
            parent.lock.unlock()
            targets.dispatch(event)
            _ = ended
            subscription.dispose()
        }
    }

    @usableFromInline
    func unsubscribe(_ key: UInt64) {
        parent.lock.lock()
        guard !disposed, let replacement = snapshot.removing(key) else {
            parent.lock.unlock()
            return
        }
        let old = snapshot
        snapshot = replacement ?? ObserverSnapshot()
        var ended: (ObserverSnapshot<Element>, Element?)?
        if snapshot.count == 0 {
            ended = endLocked()
        }
        parent.lock.unlock()
        _ = old
        if ended != nil {
            subscription.dispose()
        }
    }

    /// With `parent.lock` held: ends this run, so the next observer starts a new one.
    /// Returns what it dropped, to be released after the lock.
    @usableFromInline
    func endLocked() -> (ObserverSnapshot<Element>, Element?) {
        disposed = true
        if parent.connection === self { parent.connection = nil }
        defer {
            snapshot = ObserverSnapshot()
            element = nil
        }
        return (snapshot, element)
    }
}
