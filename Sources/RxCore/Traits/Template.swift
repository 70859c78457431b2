/// A cold sequence whose work runs on the main scheduler when it is subscribed: seed 002's
/// `Template`, the cold counterpart of `Driver` (hot, delivers on the main scheduler).
///
/// Nothing runs until a subscription; each subscription runs the `subscribe` closure again,
/// as the main scheduler's work (at once when subscribed on the main queue with nothing of
/// the main scheduler's waiting, else queued behind it). Disposing the subscription stops
/// its events at once and, as the main scheduler's work too, disposes what the closure
/// returned, cancelling the work; disposed before the work has started, the closure never
/// runs. A view model exposes work that runs when asked (a refresh, loading older pages)
/// as a `Template`, so a reader sees it is cold and on main.
///
/// The scheduler is the `SharingScheduler`'s, made when the template is: the main
/// scheduler, unless a test swaps it for a `TestScheduler` with `SharingScheduler.mock`
/// (as for `Driver`). The seed's `template.observable` is `asObservable()`; the
/// operators and `subscribe(onNext:onError:onCompleted:onDisposed:)` are `ObservableType`'s.
///
/// `Sendable` as the `Observable` it wraps is (D76).
public struct Template<Element>: ObservableType, Sendable {
    private let source: Observable<Element>

    /// A template that runs `subscribe` on the main scheduler for each subscription:
    /// `Observable.create(subscribe).subscribe(on: MainScheduler.instance)`.
    public init(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) {
        source = Observable.create(subscribe).subscribe(on: SharingScheduler.make())
    }

    /// Runs the work for `observer`; disposing the result cancels it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The template as a plain `Observable` (still cold, still subscribed on main).
    public func asObservable() -> Observable<Element> { source }

    /// Returns itself.
    public func asTemplate() -> Template<Element> { self }
}

extension ObservableConvertibleType {
    /// The sequence as a `Template`: each subscription subscribes to it on the main
    /// scheduler (a request made when a screen asks, not when a view model is built).
    public func asTemplate() -> Template<Element> {
        let source = asObservable()
        return Template { observer in source.subscribe(observer) }
    }
}
