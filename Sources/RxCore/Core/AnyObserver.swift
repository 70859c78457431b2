/// A type-erased observer: forwards every event to a closure.
///
/// `@unchecked Sendable` (D76), as RxSwift lets an observer be handed to another thread:
/// the closure is immutable, and whoever sends events through it keeps the Rx contract
/// (one event at a time, none after a stop event), which is what makes calling it from
/// another thread safe. The observers RxCore makes forward into sinks and subjects that
/// serialize their own events; what a closure given to `init(eventHandler:)` captures is
/// the caller's contract, exactly as in RxSwift.
public struct AnyObserver<Element>: ObserverType, @unchecked Sendable {
    /// The closure type that handles events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let observer: EventHandler

    /// Creates an observer that calls `eventHandler` for every event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that forwards to `observer`.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self.observer = erased.observer
        } else {
            self.observer = observer.on
        }
    }

    /// Forwards the event.
    @inlinable
    public func on(_ event: Event<Element>) { observer(event) }

    /// Returns itself.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// Erases the type of this observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms each element with `transform` before forwarding it here.
    /// A thrown error is forwarded as `.error`.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }

    /// The observer as an event-handling closure, without an extra hop when it is already erased.
    @inlinable
    var eventHandler: (Event<Element>) -> Void {
        if let erased = self as? AnyObserver<Element> { return erased.observer }
        return self.on
    }
}
