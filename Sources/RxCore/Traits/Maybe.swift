/// The trait of `Maybe`: at most one element, then completion; or an error.
public enum MaybeTrait {}

/// A sequence that emits one element, completes empty, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers.
@frozen
public enum MaybeEvent<Element> {
    /// The one element (the `Maybe` is then over).
    case success(Element)
    /// The `Maybe` failed.
    case error(Swift.Error)
    /// The `Maybe` completed without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The closure a `Maybe.create` subscribe function sends its one event to.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` from a subscribe function.
    ///
    /// The function gets an observer closure to call once, and returns what to dispose
    /// when the subscription ends. Each call after the first is dropped (and reported
    /// once through `Hooks.misuseHandler` in debug builds).
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            let ended = OnceFlag()
            return subscribe { event in
                guard ended.claim() else {
                    rxReportMisuse("Maybe.create sent \(event) after the Maybe ended; it was dropped")
                    return
                }
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one event.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        TraitSubscribeSink.subscribe(primitiveSequence.source) { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures to the outcome.
    ///
    /// `onDisposed` runs once, after the outcome's handler or when the subscription is
    /// disposed. An error with no `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        TraitSubscribeSink.subscribe(primitiveSequence.source, onDisposed: onDisposed) { event in
            switch event {
            case .next(let element):
                onSuccess?(element)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.reportUnhandledError(error) }
            case .completed:
                onCompleted?()
            }
        }
    }

    /// Subscribes closures that receive `object` (held weakly) with the outcome;
    /// nothing is called once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` on subscription.
    public static func just(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails with `error` on subscription.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Maybe` that never delivers anything.
    public static func never() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Maybe` that completes empty on subscription.
    public static func empty() -> Maybe<Element> {
        PrimitiveSequence(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the `Maybe`'s outcome and lifecycle; a thrown error
    /// becomes the `Maybe`'s error.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.do(
            onNext: onNext,
            afterNext: afterNext,
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Keeps the element if `predicate` holds; otherwise completes empty.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element; a thrown error becomes the `Maybe`'s error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element, completing empty when `transform` returns nil.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Maybe` that `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// Succeeds with `default` if the `Maybe` completes empty.
    public func ifEmpty(default: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.ifEmpty(switchTo: other.source))
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The `Maybe` as a `Single`: an empty `Maybe` fails with `RxError.noElements`.
    public func asSingle() -> Single<Element> {
        primitiveSequence.source.asSingle()
    }

    /// A `Completable` that completes when the `Maybe` ends, ignoring any element.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.asNeverObservable())
    }

    /// Succeeds with the elements of all the `Maybe`s, in order, once all have one;
    /// completes empty as soon as one completes empty. An empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Maybe<[Element]>
        where Collection.Element == Maybe<Element> {
        guard !collection.isEmpty else { return PrimitiveSequence<MaybeTrait, [Element]>(raw: Observable.just([])) }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.source }))
    }

    /// Succeeds with `resultSelector` applied to the elements of all the `Maybe`s.
    /// An empty collection succeeds with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Collection.Element == Maybe<Element> {
        guard !collection.isEmpty else {
            return PrimitiveSequence(raw: Observable.deferred { Observable.just(try resultSelector([])) })
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
    }
}
