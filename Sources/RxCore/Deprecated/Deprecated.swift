import Foundation

// Renamed APIs of older RxSwift versions, kept so old code compiles with a fix-it.

extension ObservableType {
    /// Old name of `bind(to:)`.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        bind(to: observer)
    }

    /// Old name of `bind(to:)`.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element? {
        bind(to: observer)
    }

    /// Old name of `bind(to:)`.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Result>(_ binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Old name of `subscribe(onNext:)`.
    @available(*, deprecated, renamed: "subscribe(onNext:)")
    public func subscribeNext(_ onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Old name of `share(replay: 1)`.
    @available(*, deprecated, renamed: "share(replay:)")
    public func shareReplayLatestWhileConnected() -> Observable<Element> {
        share(replay: 1)
    }

    /// Old name of `share(replay:scope:)` with the `.forever` scope.
    @available(*, deprecated, renamed: "share(replay:scope:)")
    public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
        share(replay: bufferSize, scope: .forever)
    }

    /// `throttle` with the interval in seconds; use the `RxTimeInterval` overload.
    @available(*, deprecated, message: "Use the DispatchTimeInterval overload instead.", renamed: "throttle(_:latest:scheduler:)")
    public func throttle(_ dueTime: TimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        throttle(.fromSeconds(dueTime), latest: latest, scheduler: scheduler)
    }

    /// `debounce` with the interval in seconds; use the `RxTimeInterval` overload.
    @available(*, deprecated, message: "Use the DispatchTimeInterval overload instead.", renamed: "debounce(_:scheduler:)")
    public func debounce(_ dueTime: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        debounce(.fromSeconds(dueTime), scheduler: scheduler)
    }
}

extension Disposable {
    /// Old name of `disposed(by:)`.
    @available(*, deprecated, renamed: "disposed(by:)")
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }
}

@available(*, deprecated, message: "Variable is deprecated. Use `BehaviorRelay` instead.")
extension Variable {
    /// Old way to bind a sequence to a `Variable`: sets `value` for each element.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver { [weak self] event in
            guard case .next(let element) = event else { return }
            self?.value = element
        }
    }
}

extension PrimitiveSequence {
    /// Old name of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        `catch`(handler)
    }

    /// Old name of `observe(on:)`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Old name of `subscribe(on:)`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Old name of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// Old labels of `subscribe(onSuccess:onFailure:onDisposed:)`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping (Swift.Error) -> Void, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Old name of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
