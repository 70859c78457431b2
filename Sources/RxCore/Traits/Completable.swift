/// The trait of `Completable`: no elements, just completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers.
@frozen
public enum CompletableEvent: Sendable {
    /// The `Completable` failed.
    case error(Swift.Error)
    /// The `Completable` completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure a `Completable.create` subscribe function sends its one event to.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe function.
    ///
    /// The function gets an observer closure to call once, and returns what to dispose
    /// when the subscription ends. Each call after the first is dropped (and reported
    /// once through `Hooks.misuseHandler` in debug builds).
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Never>.create { observer in
            let ended = OnceFlag()
            return subscribe { event in
                guard ended.claim() else {
                    rxReportMisuse("Completable.create sent \(event) after the Completable ended; it was dropped")
                    return
                }
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one event.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        TraitSubscribeSink.subscribe(primitiveSequence.source) { event in
            switch event {
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
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        TraitSubscribeSink.subscribe(primitiveSequence.source, onDisposed: onDisposed) { event in
            switch event {
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
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: weakly(object, onCompleted),
            onError: weakly(object, onError),
            onDisposed: weakly(object, onDisposed)
        )
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails with `error` on subscription.
    public static func error(_ error: Swift.Error) -> Completable {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A `Completable` that never delivers anything.
    public static func never() -> Completable {
        PrimitiveSequence(raw: Observable.never())
    }

    /// A `Completable` that completes on subscription.
    public static func empty() -> Completable {
        PrimitiveSequence(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs side effects for the `Completable`'s outcome and lifecycle; a thrown error
    /// becomes the `Completable`'s error.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        PrimitiveSequence(raw: primitiveSequence.source.do(
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Runs `second` after this one completes.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the `Completable`s one after another; completes after the last.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
        where Sequence.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(sequence.lazy.map { $0.source }))
    }

    /// Runs the `Completable`s one after another; completes after the last.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
        where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.concat(collection.map { $0.source }))
    }

    /// Runs the `Completable`s one after another; completes after the last.
    public static func concat(_ sources: Completable...) -> Completable {
        PrimitiveSequence(raw: Observable.concat(sources.map { $0.source }))
    }

    /// Runs the `Completable`s at once; completes when all have, fails on the first error.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
        where Collection.Element == Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs the `Completable`s at once; completes when all have, fails on the first error.
    public static func merge(_ sources: [Completable]) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Runs the `Completable`s at once; completes when all have, fails on the first error.
    public static func merge(_ sources: Completable...) -> Completable {
        PrimitiveSequence(raw: Observable.merge(sources.map { $0.source }))
    }

    /// Same as `merge`: for `Completable`, zip and merge are the same operation.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
        where Collection.Element == Completable {
        merge(sources)
    }

    /// Same as `merge`: for `Completable`, zip and merge are the same operation.
    public static func zip(_ sources: [Completable]) -> Completable {
        merge(sources)
    }

    /// Same as `merge`: for `Completable`, zip and merge are the same operation.
    public static func zip(_ sources: Completable...) -> Completable {
        merge(sources)
    }
}
