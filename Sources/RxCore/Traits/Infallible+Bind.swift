// `bind(to:)` for `Infallible`: the same bindings as `ObservableType` has; the
// sequence cannot fail, so no binding error can occur.

extension InfallibleType {
    /// Sends every event to `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().bind(toObservers: observers)
    }

    /// Sends every event, with elements as optionals, to `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { Optional($0) }.bind(toObservers: observers)
    }

    /// Passes the sequence to a binding function and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence to a curried binding function with `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with each element.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().bind(onNext: onNext)
    }

    /// Calls `onNext` with `object` (held weakly) and each element; nothing is called once
    /// `object` is gone.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        asObservable().bind(with: object, onNext: onNext)
    }

    /// Sends each element to `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sends each element, as an optional, to `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        asObservable().map { Optional($0) }.bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sets each element on `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sets each element, as an optional, on `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        asObservable().map { Optional($0) }.bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sends each element to `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().bind(toRelays: relays) { $0.accept($1) }
    }

    /// Sends each element, as an optional, to `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        asObservable().map { Optional($0) }.bind(toRelays: relays) { $0.accept($1) }
    }
}
