/// A sequence of events over time: the base class of every observable sequence.
///
/// `Observable` is a reference type; a subscription is what carries state, so one
/// observable can be subscribed many times, from any thread, and handed to another
/// queue or task (RxSwift's contract).
///
/// `@unchecked Sendable` (D76): an observable is an immutable description of a
/// sequence. Every subclass sets its stored properties in `init` and never writes them
/// again (they are `let`), and `subscribe` keeps all per-subscription state in a new
/// sink, which serializes its own events. What the compiler cannot prove is the
/// closures and elements a description holds: an operator's closure runs on the thread
/// that subscribes or that delivers the event (the Rx contract: events reach one
/// observer one at a time), and what the user's closures capture is the user's contract,
/// exactly as in RxSwift. This adds no crossing RxCore's operators did not already make:
/// `subscribe(on:)` and `observe(on:)` already move a description and its elements to a
/// scheduler's thread. Subclasses restate the conformance (the compiler asks them to);
/// the argument is this one. No subclass adds a `var` except under a lock (the lazily
/// made subject of `multicast`'s connectable, whose lock discipline is written beside it).
public class Observable<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline
    init() {}

    /// Subscribes `observer` to the sequence. Subclasses override this.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// Returns itself.
    @inlinable
    public final func asObservable() -> Observable<Element> { self }

    /// The fast internal entry: subscribes an event-handling closure.
    ///
    /// Operators call this on their sources, so a chain is built from closures that
    /// were created in the caller's (specialized) code, not through type-erased observers.
    @usableFromInline
    func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: observer))
    }

    /// `_subscribe` for a caller that already runs on this thread's trampoline (an
    /// operator's `run`): producers skip the trampoline check.
    @usableFromInline
    func _subscribeOnTrampoline(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        _subscribe(observer)
    }
}
