/// A `PublishSubject` that can only send elements: it never errors or completes.
///
/// Use it for inputs and UI events that must never end the sequences built on them.
public final class PublishRelay<Element>: ObservableType, Sendable {
    private let subject = PublishSubject<Element>()

    /// Creates a relay with no observers.
    public init() {}

    /// Sends `event` as the next element to every current observer.
    @inlinable
    public func accept(_ event: Element) {
        subjectForInlining.onNext(event)
    }

    @usableFromInline
    var subjectForInlining: PublishSubject<Element> { subject }

    /// Subscribes an observer.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
