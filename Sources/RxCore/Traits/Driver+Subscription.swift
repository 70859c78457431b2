extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends the elements and completion to `observers`. Call it on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        sendOnMainThread("drive", to: observers)
    }

    /// Sends the elements, as optionals, and completion to `observers`. Call it on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        sendOnMainThread("drive", to: observers)
    }

    /// Sets each element on `relays`; completion is ignored. Call it on the main thread.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        acceptOnMainThread("drive") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sets each element, as an optional, on `relays`; completion is ignored.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        acceptOnMainThread("drive") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to `relays`; completion is ignored. Call it on the main thread.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        acceptOnMainThread("drive") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element, as an optional, to `relays`; completion is ignored.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        acceptOnMainThread("drive") { element in relays.forEach { $0.accept(element) } }
    }

    /// Passes the driver, as an `Observable`, to a binding function and returns its result.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Passes the driver, as an `Observable`, to a curried binding function with `curriedArgument`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    /// Subscribes closures that receive `object` (held weakly) with each event; nothing
    /// is called once `object` is gone. Call it on the main thread; events arrive there.
    ///
    /// The closures are plain, as in RxSwift: one written in a main-actor context
    /// inherits that isolation, and the object need not be `Sendable` elsewhere.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribeOnMainActor(
            "drive",
            onNext: weakly(object, onNext),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Subscribes closures to the elements and completion; `onNext` and `onCompleted`
    /// run on the main actor (a `Driver` always delivers on the main thread).
    ///
    /// `onDisposed` runs once, after completion or when the subscription is disposed,
    /// on the thread that disposes it. Call it on the main thread.
    ///
    /// `@preconcurrency`: a Swift 5-mode client (code ported from RxSwift, which takes plain
    /// closures here) sees plain closures and gets no warning; Swift 6 code sees `@MainActor`.
    @inlinable @preconcurrency
    public func drive(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeOnMainActor("drive", onNext: onNext.onMainActor(), onCompleted: onCompleted.onMainActor(), onDisposed: onDisposed)
    }

    /// Subscribes and ignores every element: keeps the driver's side effects running.
    public func drive() -> Disposable {
        subscribeOnMainThread("drive") { _ in }
    }
}
