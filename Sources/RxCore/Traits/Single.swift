import Synchronization

/// The trait of `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The closure a `Single.create` subscribe function sends its one event to.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe function.
    ///
    /// The function gets an observer closure to call once, and returns what to dispose
    /// when the subscription ends. Each call after the first is dropped (and reported
    /// once through `Hooks.misuseHandler` in debug builds).
    @inlinable
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        PrimitiveSequence(raw: SingleCreate(subscribe))
    }

    /// Subscribes a closure that receives the one event.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        TraitSubscribeSink.subscribe(primitiveSequence.source) { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: observer(.failure(singleCompletedWithoutElement()))
            }
        }
    }

    /// Subscribes closures to the outcome.
    ///
    /// `onDisposed` runs once, after the outcome's handler or when the subscription is
    /// disposed. An error with no `onFailure` goes to `Hooks.defaultErrorHandler`.
    // Inlinable, so a `Single.create` (a request's `Single`) is recognized in the caller's
    // code, compiled for its element: its closures then hear the outcome from one object
    // (`SingleSubscription`), where the generic path built a sink, `create`'s sink, a
    // once-flag and a closure context, and sent the element through three of them.
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let source = primitiveSequence.source
        if type(of: source) == SingleCreate<Element>.self {
            return unsafeDowncast(source, to: SingleCreate<Element>.self)
                .subscribe(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
        }
        return subscribeThroughSink(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
    }

    /// `subscribe(onSuccess:onFailure:onDisposed:)` for any source, through a sink.
    @usableFromInline
    func subscribeThroughSink(
        onSuccess: ((Element) -> Void)?,
        onFailure: ((Swift.Error) -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        TraitSubscribeSink.subscribe(primitiveSequence.source, onDisposed: onDisposed) { event in
            switch event {
            case .next(let element):
                onSuccess?(element)
            case .error(let error):
                if let onFailure { onFailure(error) } else { Hooks.reportUnhandledError(error) }
            case .completed:
                let error = singleCompletedWithoutElement()
                if let onFailure { onFailure(error) } else { Hooks.reportUnhandledError(error) }
            }
        }
    }

    /// Subscribes closures that receive `object` (held weakly) with the outcome;
    /// nothing is called once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: weakly(object, onSuccess),
            onFailure: weakly(object, onFailure),
            onDisposed: weakly(object, onDisposed)
        )
    }
}

/// A `Single` whose source completed with no element: a bug in how it was built.
/// RxSwift stops debug builds here; we report it and fail the `Single` with `noElements`.
private func singleCompletedWithoutElement() -> Swift.Error {
    rxReportMisuse("A Single completed without an element; delivering RxError.noElements")
    return RxError.noElements
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` on subscription.
    public static func just(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        PrimitiveSequence(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails with `error` on subscription.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Single` that never delivers anything.
    public static func never() -> Single<Element> {
        PrimitiveSequence(raw: Observable.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the `Single`'s outcome and lifecycle; a thrown error
    /// becomes the `Single`'s error.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.do(
            onNext: onSuccess,
            afterNext: afterSuccess,
            onError: onError,
            afterError: afterError,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Keeps the element if `predicate` holds; otherwise the result completes empty.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.filter(predicate))
    }

    /// Transforms the element; a thrown error becomes the `Single`'s error.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.map(transform))
    }

    /// Transforms the element, completing empty when `transform` returns nil.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.compactMap(transform))
    }

    /// Continues with the `Single` that `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// Continues with the `Maybe` that `selector` returns for the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// Continues with the `Completable` that `selector` returns for the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.flatMap { try selector($0).source })
    }

    /// Succeeds with `element` instead of failing.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// The `Single` as a `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.source)
    }

    /// A `Completable` that completes when the `Single` succeeds, ignoring the element.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.asNeverObservable())
    }

    /// Succeeds with the results of all the `Single`s, in order, once all have succeeded;
    /// fails as soon as one fails. An empty collection succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Single<[Element]>
        where Collection.Element == Single<Element> {
        guard !collection.isEmpty else { return PrimitiveSequence<SingleTrait, [Element]>(raw: Observable.just([])) }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.source }))
    }

    /// Succeeds with `resultSelector` applied to the results of all the `Single`s.
    /// An empty collection succeeds with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Collection.Element == Single<Element> {
        guard !collection.isEmpty else {
            return PrimitiveSequence(raw: Observable.deferred { Observable.just(try resultSelector([])) })
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.source }, resultSelector: resultSelector))
    }
}

/// `Single.create`'s observable.
///
/// Subscribed as an `Observable` (operators, `asObservable()`), its function's events
/// reach one sink (`SingleCreateSink`), made by a closure that captures nothing, built in
/// the caller's (inlinable) code, as `Observable.create`'s is. Subscribed with closures
/// (`subscribe(onSuccess:onFailure:onDisposed:)`), they reach one `SingleSubscription`.
@usableFromInline
final class SingleCreate<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline typealias SubscribeHandler = (@escaping (SingleEvent<Element>) -> Void) -> Disposable
    @usableFromInline typealias RunSink = (SubscribeHandler, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let subscribeHandler: SubscribeHandler
    @usableFromInline let runSink: RunSink

    @inlinable
    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        self.runSink = { subscribeHandler, observer in
            let sink = SingleCreateSink(observer: observer)
            sink.setUpstream(subscribeHandler { event in sink.emit(event) })
            return sink
        }
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        runSink(subscribeHandler, observer)
    }

    /// Runs the subscribe function with a `SingleSubscription` of the closures as its
    /// observer, on the thread's trampoline as any subscription runs; the subscription is
    /// what it returns.
    @inlinable
    func subscribe(
        onSuccess: ((Element) -> Void)?,
        onFailure: ((Swift.Error) -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let subscription = SingleSubscription(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed)
        // A closure over the one object, compiled for the element: no context of its own.
        subscription.setUpstream(CurrentThreadScheduler.runSubscription {
            subscribeHandler { event in subscription.emit(event) }
        })
        return subscription
    }
}

/// The sink a `Single.create` subscribe function sends to when subscribed as an
/// `Observable`: sends the first event on (an element then the completion, or the error)
/// and drops later ones.
///
/// `@unchecked Sendable`: `ended` is atomic; the rest is `Sink`'s.
@usableFromInline
final class SingleCreateSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let ended = Atomic<Bool>(false)

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func emit(_ event: SingleEvent<Element>) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else {
            rxReportMisuse("Single.create sent \(event) after the Single ended; it was dropped")
            return
        }
        switch event {
        case .success(let element):
            forward(.next(element))
            forwardTerminal(.completed)
        case .failure(let error):
            forwardTerminal(.error(error))
        }
    }
}

/// A `Single.create` subscribed with closures: the subscribe function's observer and the
/// subscription in one object. The first event goes to its closure, then the subscription
/// ends (what the function returned is disposed, then `onDisposed` runs); later events are
/// dropped (and reported in debug builds), and so is an event after disposal.
///
/// `@unchecked Sendable`: the closures are immutable and `ended` atomic, so exactly one
/// event is handled even if the function races; the rest is `Sink`'s.
@usableFromInline
final class SingleSubscription<Element>: Sink<Never>, @unchecked Sendable {
    @usableFromInline let onSuccess: ((Element) -> Void)?
    @usableFromInline let onFailure: ((Swift.Error) -> Void)?
    @usableFromInline let onDisposed: (() -> Void)?
    @usableFromInline let ended = Atomic<Bool>(false)

    @inlinable
    init(onSuccess: ((Element) -> Void)?, onFailure: ((Swift.Error) -> Void)?, onDisposed: (() -> Void)?) {
        self.onSuccess = onSuccess
        self.onFailure = onFailure
        self.onDisposed = onDisposed
        super.init(observer: { _ in })
    }

    @inlinable
    func emit(_ event: SingleEvent<Element>) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else {
            rxReportMisuse("Single.create sent \(event) after the Single ended; it was dropped")
            return
        }
        guard !isDisposed else { return }
        switch event {
        case .success(let element):
            onSuccess?(element)
        case .failure(let error):
            if let onFailure { onFailure(error) } else { singleReportUnhandledError(error) }
        }
        dispose()
    }

    @usableFromInline
    override func disposeResources() {
        onDisposed?()
    }
}

/// `Hooks.reportUnhandledError`, for inlinable code.
@usableFromInline
func singleReportUnhandledError(_ error: Swift.Error) {
    Hooks.reportUnhandledError(error)
}
