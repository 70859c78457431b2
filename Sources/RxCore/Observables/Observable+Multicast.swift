import Synchronization

extension ObservableType {
    /// Shares one subscription to the source through `subject`, once connected.
    ///
    /// The same subject is used for every connection, so after it has stopped, later
    /// observers only get its stop event.
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Shares one subscription to the source through a subject from `makeSubject`, once connected.
    ///
    /// A subject is made when first needed (a subscription or `connect()`) and dropped
    /// when its connection ends (disposed, or the source stopped), so the next
    /// connection starts with a fresh subject.
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// For each subscription, multicasts the source through a new subject from
    /// `subjectSelector` into `selector`, subscribes to what `selector` returns, then connects.
    ///
    /// An error thrown by either closure is sent to the observer as `.error`.
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelector(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

/// A connectable sequence over a (lazily made) subject.
///
/// `@unchecked Sendable`: `lock` guards `subject` and `connection`, and nothing outside is called or
/// released under it: the subject is made, the source subscribed, and an ended
/// connection's subject let go of, after it is released.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>, @unchecked Sendable {
    typealias SourceElement = Subject.Observer.Element

    private let source: Observable<SourceElement>
    private let makeSubject: () -> Subject
    private let lock = WordLock()
    private var subject: Subject?
    private var connection: MulticastConnection<Subject>?

    init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    /// The current subject, made on first use.
    private func lazySubject() -> Subject {
        if let subject = lock.withLock({ self.subject }) { return subject }
        let made = makeSubject()
        return lock.withLock {
            if let subject { return subject }
            subject = made
            return made
        }
    }

    override func connect() -> Disposable {
        let subject = lazySubject()
        lock.lock()
        if let connection {
            lock.unlock()
            return connection
        }
        let connection = MulticastConnection(parent: self, subject: subject)
        self.connection = connection
        lock.unlock()
        connection.setSubscription(source._subscribe(connection.on))
        return connection
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        _subscribe(observer.eventHandler)
    }

    override func _subscribe(_ observer: @escaping (Event<Subject.Element>) -> Void) -> Disposable {
        lazySubject().asObservable()._subscribe(observer)
    }

    /// Forgets `connection` (and its subject) if it is still the current one.
    func connectionEnded(_ connection: MulticastConnection<Subject>) {
        let released: (Subject?, MulticastConnection<Subject>?) = lock.withLock {
            guard self.connection === connection else { return (nil, nil) }
            defer {
                self.connection = nil
                self.subject = nil
            }
            return (self.subject, self.connection)
        }
        _ = released
    }
}

/// One connection of a connectable sequence: feeds the source's events to the subject.
///
/// `@unchecked Sendable`: `parent` is read and cleared only by the one caller that
/// wins `disposed`; `observer` is immutable; `subscription` is thread-safe.
final class MulticastConnection<Subject: SubjectType>: Cancelable, @unchecked Sendable {
    private var parent: ConnectableObservableAdapter<Subject>?
    private let observer: Subject.Observer
    private let subscription = SerialDisposable()
    private let disposed = Atomic<Bool>(false)

    init(parent: ConnectableObservableAdapter<Subject>, subject: Subject) {
        self.parent = parent
        self.observer = subject.asObserver()
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func setSubscription(_ disposable: Disposable) {
        subscription.disposable = disposable
    }

    func on(_ event: Event<Subject.Observer.Element>) {
        guard !isDisposed else { return }
        if event.isStopEvent {
            // The connection ends before observers hear the stop event, so one that
            // reconnects from its handler gets a fresh connection (and subject).
            dispose()
        }
        observer.on(event)
    }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let parent = self.parent
        self.parent = nil
        parent?.connectionEnded(self)
        subscription.dispose()
    }
}

/// `multicast(_:selector:)`: a fresh subject and connection per subscription.
private final class MulticastSelector<Subject: SubjectType, Result>: Producer<Result>, @unchecked Sendable {
    typealias SourceElement = Subject.Observer.Element

    private let source: Observable<SourceElement>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(source: Observable<SourceElement>, subjectSelector: @escaping () throws -> Subject, selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = MulticastSelectorSink(observer: observer)
        do {
            let subject = try subjectSelector()
            let connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
            let observable = try selector(connectable)
            let subscription = observable._subscribe(sink.on)
            let connection = connectable.connect()
            sink.setUpstream(Disposables.create(subscription, connection))
        } catch {
            sink.forwardTerminal(.error(error))
        }
        return sink
    }
}

/// Forwards what the selected sequence sends.
///
/// `@unchecked Sendable`: no state of its own beyond `Sink`'s.
private final class MulticastSelectorSink<Element>: Sink<Element>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }
}
