/// A sequence of UI events.
public protocol ControlEventType: ObservableType {
    /// The sequence as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of UI events (taps, edits, ...): never fails, and is subscribed on the
/// main scheduler.
///
/// `Sendable` as the `Observable` it wraps is (D76).
public struct ControlEvent<PropertyType>: ControlEventType, Sendable {
    /// The event type.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`, which must never fail; it is subscribed on the main thread.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as a plain `Observable`.
    public func asObservable() -> Observable<Element> { events }

    /// Returns itself.
    public func asControlEvent() -> ControlEvent<Element> { self }
}

extension ControlEvent {
    /// The events as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal { _ in Signal.empty() }
    }
}
