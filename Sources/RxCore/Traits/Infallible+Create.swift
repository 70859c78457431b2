/// What an `Infallible` delivers: elements, then maybe completion.
@frozen
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension Infallible {
    /// The closure an `Infallible.create` subscribe function sends its events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Creates an `Infallible` from a subscribe function.
    ///
    /// The function gets an observer closure and returns what to dispose when the
    /// subscription ends. Events after `.completed` are dropped (and reported through
    /// `Hooks.misuseHandler` in debug builds).
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.on(.next(element))
                case .completed: observer.on(.completed)
                }
            }
        })
    }
}

extension InfallibleType {
    /// Subscribes closures to the sequence's elements and completion.
    ///
    /// `onDisposed` runs once, after completion or when the subscription is disposed.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onError: infallibleFailed, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with each event;
    /// nothing is called once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onError: { _, error in infallibleFailed(error) }, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event (never `.error`).
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }
}

/// An `Infallible` failed: only possible if one was built around a failing source
/// by code that promised it could not fail. Reported in debug builds, ignored in release.
func infallibleFailed(_ error: Swift.Error) {
    rxReportMisuse("An Infallible sequence failed with \(error); the error was dropped")
}
