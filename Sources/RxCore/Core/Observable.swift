/// A sequence of events over time: the base class of every observable sequence.
///
/// `Observable` is a reference type; a subscription is what carries state, so one
/// observable can be subscribed many times, from any thread.
public class Observable<Element>: ObservableType {
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
