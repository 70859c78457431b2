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
                return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1)
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
final class ShareWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replaysLatest: Bool
    let lock = PosixLock(recursive: true)
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

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
/// `@unchecked Sendable`: `snapshot`, `element` and `disposed` are only touched while
/// `parent.lock` is held; `subscription` is thread-safe. Observers are called with the
/// lock released, except for the replay in `subscribeLocked` (see `ShareWhileConnected`).
final class ShareConnection<Element>: SubjectUnsubscribing, @unchecked Sendable {
    private let parent: ShareWhileConnected<Element>
    private var snapshot = ObserverSnapshot<Element>()
    private var element: Element?
    private var disposed = false
    private var nextKey: UInt64 = 0
    private let subscription = SerialDisposable()

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
    }

    /// Subscribes the source; events it sends synchronously are shared at once.
    func connect() {
        subscription.disposable = parent.source._subscribe(on)
    }

    /// With `parent.lock` held: replays the latest element to `observer`, then adds it.
    func subscribeLocked(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        if let element { observer(.next(element)) }
        let key = nextKey
        nextKey &+= 1
        snapshot = snapshot.inserting(observer, key: key)
        return SubjectSubscription(owner: self, key: key)
    }

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
    private func endLocked() -> (ObserverSnapshot<Element>, Element?) {
        disposed = true
        if parent.connection === self { parent.connection = nil }
        defer {
            snapshot = ObserverSnapshot()
            element = nil
        }
        return (snapshot, element)
    }
}
