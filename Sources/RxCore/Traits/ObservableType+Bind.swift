// `bind(to:)`: subscriptions for sequences that are not supposed to fail (UI bindings).
// An error reaching a binding is a programming error: debug builds report it through
// `Hooks.misuseHandler`, release builds drop it.

extension ObservableType {
    /// Sends every event to `observers`; an error is reported as a binding error instead.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        bind(toObservers: observers)
    }

    /// Sends every event, with elements as optionals, to `observers`; an error is
    /// reported as a binding error instead.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { Optional($0) }.bind(toObservers: observers)
    }

    /// Passes the sequence to a binding function and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence to a curried binding function with `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with each element; an error is reported as a binding error.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: bindingError)
    }

    /// Calls `onNext` with `object` (held weakly) and each element; nothing is called once
    /// `object` is gone. An error is reported as a binding error.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(onNext: weakly(object, onNext), onError: bindingError)
    }

    func bind<Observer: ObserverType>(toObservers observers: [Observer]) -> Disposable where Observer.Element == Element {
        subscribe { event in
            if case .error(let error) = event {
                bindingError(error)
                return
            }
            for observer in observers { observer.on(event) }
        }
    }
}
