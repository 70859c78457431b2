/// A `ReplaySubject` that can only send elements: it never errors or completes.
public final class ReplayRelay<Element>: ObservableType, Sendable {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay that replays at most `bufferSize` elements to each new observer.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// A relay that replays every element to each new observer.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Records `event` and sends it to every current observer.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes an observer; it first receives the replayed elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
