extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends the elements and completion to `observers`. Call it on the main thread.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        sendOnMainThread("emit", to: observers)
    }

    /// Sends the elements, as optionals, and completion to `observers`. Call it on the main thread.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        sendOnMainThread("emit", to: observers)
    }

    /// Sets each element on `relays`; completion is ignored. Call it on the main thread.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        acceptOnMainThread("emit") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sets each element, as an optional, on `relays`; completion is ignored.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        acceptOnMainThread("emit") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to `relays`; completion is ignored. Call it on the main thread.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        acceptOnMainThread("emit") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element, as an optional, to `relays`; completion is ignored.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        acceptOnMainThread("emit") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element to `relays`; completion is ignored. Call it on the main thread.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        acceptOnMainThread("emit") { element in relays.forEach { $0.accept(element) } }
    }

    /// Sends each element, as an optional, to `relays`; completion is ignored.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        acceptOnMainThread("emit") { element in relays.forEach { $0.accept(element) } }
    }

    /// Subscribes closures that receive `object` (held weakly) with each event; nothing
    /// is called once `object` is gone. Call it on the main thread; events arrive there.
    ///
    /// The closures are plain, as in RxSwift: one written in a main-actor context
    /// inherits that isolation, and the object need not be `Sendable` elsewhere.
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribeOnMainActor(
            "emit",
            onNext: weakly(object, onNext),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Subscribes closures to the elements and completion; `onNext` and `onCompleted`
    /// run on the main actor (a `Signal` always delivers on the main thread).
    ///
    /// `onDisposed` runs once, after completion or when the subscription is disposed,
    /// on the thread that disposes it. Call it on the main thread.
    ///
    /// `@preconcurrency`: a Swift 5-mode client (code ported from RxSwift, which takes plain
    /// closures here) sees plain closures and gets no warning; Swift 6 code sees `@MainActor`.
    @preconcurrency
    public func emit(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribeOnMainActor("emit", onNext: onNext.onMainActor(), onCompleted: onCompleted.onMainActor(), onDisposed: onDisposed)
    }

    /// Subscribes and ignores every element: keeps the signal's side effects running.
    public func emit() -> Disposable {
        subscribeOnMainThread("emit") { _ in }
    }
}
