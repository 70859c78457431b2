/// A `BehaviorSubject` that can only send elements: it never errors or completes,
/// and its current value is always readable.
public final class BehaviorRelay<Element>: ObservableType, Sendable {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay holding `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value.
    public var value: Element {
        // The subject never errors and is never disposed, so this cannot throw;
        // the fallback keeps the compiler honest without a force-try.
        (try? subject.value()) ?? lastResort()
    }

    private func lastResort() -> Element {
        rxFatalError("BehaviorRelay's subject failed, which cannot happen")
    }

    /// Makes `event` the current value and sends it to every observer.
    @inlinable
    public func accept(_ event: Element) {
        subjectForInlining.onNext(event)
    }

    @usableFromInline
    var subjectForInlining: BehaviorSubject<Element> { subject }

    /// Subscribes an observer; it receives the current value first.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
