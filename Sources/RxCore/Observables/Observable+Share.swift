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
/// `connection`, and all of a connection's state, is only touched by the owner of `gate`
/// (see `SerialGate`): the latest element is replayed to a new observer, and events are
/// sent to the observers, as the owner with no lock held, so no later element can reach
/// a new observer before its replay, and an observer may subscribe or dispose from its
/// handler (nested, as under RxSwift's recursive lock). A subscription from another
/// thread while the owner delivers is registered, and replayed to, by the owner right
/// after; `subscribe` returns at once.
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element>, @unchecked Sendable {
    /// Subscribes a connection to the source; built by the caller of `share`.
    @usableFromInline
    typealias SubscribeConnection = (ShareConnection<Element>, Observable<Element>) -> Disposable

    @usableFromInline let source: Observable<Element>
    @usableFromInline let replaysLatest: Bool
    @usableFromInline let subscribeConnection: SubscribeConnection
    @usableFromInline let gate = SerialGate()
    @usableFromInline @exclusivity(unchecked) var connection: ShareConnection<Element>?

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
        let thread = SerialGate.currentThread
        switch gate.enter(thread) {
        case .entered:
            let subscription = register(observer)
            gate.leave(thread)
            return subscription
        case .nested:
            return register(observer)
        case .busy:
            let pending = PendingShareSubscription<Element>()
            gate.submit(thread) { [self] in
                guard !pending.isCancelled else { return }
                pending.subscription = register(observer)
            }
            return Disposables.create { [self] in
                gate.run(pending) { pending in
                    pending.isCancelled = true
                    let subscription = pending.subscription
                    pending.subscription = nil
                    subscription?.dispose()
                }
            }
        }
    }

    /// As the gate's owner: replays the latest element to `observer` and adds it, connecting
    /// to the source if it is the first.
    @usableFromInline
    func register(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        if let current = connection {
            return current.add(observer)
        }
        let connection = ShareConnection(parent: self)
        self.connection = connection
        let subscription = connection.add(observer)
        connection.connect()
        return subscription
    }
}

/// A subscription to a `ShareWhileConnected` made while another thread owned its gate;
/// its `var`s are only touched by the gate's owner.
final class PendingShareSubscription<Element> {
    var isCancelled = false
    var subscription: Disposable?
}

/// One run of the source for `ShareWhileConnected`: its observers and latest element.
///
/// `@unchecked Sendable`: every `var` is only touched by the owner of `parent.gate`;
/// `subscription` is thread-safe. A delivery walks `snapshot` without retaining it: a
/// list replaced during a delivery (an observer subscribing or disposing from its
/// handler) is kept in `retired` until the outermost delivery ends.
@usableFromInline
final class ShareConnection<Element>: SubjectUnsubscribing, @unchecked Sendable {
    @usableFromInline let parent: ShareWhileConnected<Element>
    @usableFromInline @exclusivity(unchecked) var snapshot = ObserverSnapshot<Element>()
    @usableFromInline @exclusivity(unchecked) var element: Element?
    @usableFromInline @exclusivity(unchecked) var disposed = false
    @usableFromInline @exclusivity(unchecked) var deliveries = 0
    @usableFromInline @exclusivity(unchecked) var retired: [ObserverSnapshot<Element>] = []
    @usableFromInline @exclusivity(unchecked) var nextKey: UInt64 = 0
    @usableFromInline let subscription = SerialDisposable()

    @usableFromInline
    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
    }

    /// As the gate's owner: subscribes the source; events it sends synchronously are
    /// shared at once (nested).
    @usableFromInline
    func connect() {
        subscription.disposable = parent.subscribeConnection(self, parent.source)
    }

    /// As the gate's owner: replays the latest element to `observer`, then adds it.
    @usableFromInline
    func add(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        if let element { observer(.next(element)) }
        let key = nextKey
        nextKey &+= 1
        replaceSnapshot(with: snapshot.inserting(observer, key: key))
        return SubjectSubscription(owner: self, key: key)
    }

    /// Shares one event: the gate's two compare-and-swaps, no allocation for an element.
    @inlinable
    func on(_ event: Event<Element>) {
        parent.gate.run(event, deliver)
    }

    @inlinable
    func deliver(_ event: Event<Element>) {
        if disposed { return }
        let targets = Unmanaged.passUnretained(snapshot)
        switch event {
        case .next(let value):
            if parent.replaysLatest {
                // The previous element is released after the delivery, with no lock held.
                let previous = element
                element = value
                walk(targets, event)
                _ = previous
            } else {
                walk(targets, event)
            }
        case .error, .completed:
            let ended = end()
            walk(targets, event)
            _ = ended
            subscription.dispose()
        }
    }

    /// Delivers `event` to the observers of `targets`, which stays alive meanwhile: a
    /// replaced list is retired until the outermost delivery ends.
    @inlinable
    func walk(_ targets: Unmanaged<ObserverSnapshot<Element>>, _ event: Event<Element>) {
        deliveries += 1
        targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
        deliveries -= 1
        if deliveries == 0 && !retired.isEmpty {
            retired.removeAll()
        }
    }

    @usableFromInline
    func unsubscribe(_ key: UInt64) {
        parent.gate.run(key) { [self] key in
            guard !disposed, let replacement = snapshot.removing(key) else { return }
            replaceSnapshot(with: replacement ?? ObserverSnapshot())
            if snapshot.count == 0 {
                let ended = end()
                _ = ended
                subscription.dispose()
            }
        }
    }

    /// Installs a new observer list; the old one is retired while a delivery may walk it.
    @usableFromInline
    func replaceSnapshot(with replacement: ObserverSnapshot<Element>) {
        if deliveries > 0 { retired.append(snapshot) }
        snapshot = replacement
    }

    /// Ends this run, so the next observer starts a new one. Returns what it dropped, to
    /// be released by the caller after the delivery.
    @usableFromInline
    func end() -> (ObserverSnapshot<Element>, Element?) {
        disposed = true
        if parent.connection === self { parent.connection = nil }
        let dropped = (snapshot, element)
        if deliveries > 0 { retired.append(snapshot) }
        snapshot = ObserverSnapshot()
        element = nil
        return dropped
    }
}
