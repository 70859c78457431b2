import Synchronization

extension ObservableType {
    /// Subscribes closures to the sequence's events.
    ///
    /// `onDisposed` runs once, after a stop event or when the subscription is disposed.
    /// An error with no `onError` goes to `Hooks.defaultErrorHandler` (with this call's
    /// stack, when `Hooks.recordCallStackOnError` is on in a debug build).
    /// Disposing releases the closures at once, so a closure that captures its owner
    /// (which holds the subscription) does not keep it alive after `dispose()`.
    /// - Returns: The subscription; dispose it (or add it to a `DisposeBag`) to stop.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let source = asObservable()
        // A `just` (final, found by a metatype comparison) ends within `subscribe`: its
        // events go straight to the closures, in the order its sink would call them
        // (onNext, onCompleted, onDisposed), with no sink allocated.
        if type(of: source) == JustObservable<Element>.self {
            CurrentThreadScheduler.runAsSubscription {
                onNext?(unsafeDowncast(source, to: JustObservable<Element>.self).element)
                onCompleted?()
                onDisposed?()
            }
            return EndedDisposable()
        }
        #if DEBUG
        let callStack = onError == nil ? Hooks.subscriptionCallStack() : []
        #else
        // Release builds record no call stack (see `Hooks.recordCallStackOnError`).
        let callStack: [String] = []
        #endif
        // `create`'s closure sends straight to a `CreatedSubscribeSink`, which keeps the
        // grammar (no sink of its own between them) and is reused from the thread's spare.
        if type(of: source) == AnonymousObservable<Element>.self {
            return CreatedSubscribeSink.subscribe(
                unsafeDowncast(source, to: AnonymousObservable<Element>.self),
                onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, callStack: callStack)
        }
        #if DEBUG
        let sink = SubscribeSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, callStack: callStack)
        #else
        let sink = SubscribeSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        #endif
        // A publish subject holds the sink alone and returns a handle that is a value
        // (`SubjectSinkSubscription`): no handle object, no upstream subscription stored.
        // Only while the subject runs; a stopped or disposed one takes the general path.
        if type(of: source) == PublishSubject<Element>.self {
            let subject = unsafeDowncast(source, to: PublishSubject<Element>.self)
            if let key = subject.registerSink(sink) {
                return SubjectSinkSubscription(owner: subject, key: key, sink: Unmanaged.passUnretained(sink))
            }
        }
        return SubscriptionHandle.attach(sink, to: source._subscribe(sink.on))
    }

    /// Subscribes closures that receive `object` (held weakly) with each event;
    /// nothing is called once `object` is gone.
    @inlinable
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: weakly(object, onNext),
            onError: weakly(object, onError),
            onCompleted: weakly(object, onCompleted),
            onDisposed: weakly(object, onDisposed)
        )
    }

    /// Subscribes a closure that receives every event.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let source = asObservable()
        // A `just` needs no sink: its two events go straight to `on` (see above).
        if type(of: source) == JustObservable<Element>.self {
            CurrentThreadScheduler.runAsSubscription {
                on(.next(unsafeDowncast(source, to: JustObservable<Element>.self).element))
                on(.completed)
            }
            return EndedDisposable()
        }
        let sink = EventSink(on: on)
        return SubscriptionHandle.attach(sink, to: source._subscribe(sink.on))
    }
}

/// The end of a `subscribe(onNext:onError:onCompleted:onDisposed:)` chain.
@usableFromInline
final class SubscribeSink<Element>: Sink<Never>, SubscribeClosures, @unchecked Sendable {
    @usableFromInline typealias Value = Element

    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let onDisposed: (() -> Void)?
    #if DEBUG
    /// Where `subscribe` was called, for an unhandled error (see `Hooks.recordCallStackOnError`).
    /// Debug builds only: release builds never record one, so their sinks do not carry it.
    @usableFromInline let callStack: [String]

    @inlinable
    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, callStack: [String]) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        self.callStack = callStack
        super.init(observer: { _ in })
    }
    #else
    @usableFromInline var callStack: [String] { [] }

    @inlinable
    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        super.init(observer: { _ in })
    }
    #endif

    @inlinable
    func on(_ event: Event<Element>) {
        deliver(event)
    }

    @usableFromInline
    override func disposeResources() {
        onDisposed?()
    }
}

/// The closures of a `subscribe(onNext:…)` sink (`SubscribeSink`, `CreatedSubscribeSink`).
@usableFromInline
protocol SubscribeClosures: Sink<Never> {
    associatedtype Value
    var onNext: ((Value) -> Void)? { get }
    var onError: ((Swift.Error) -> Void)? { get }
    var onCompleted: (() -> Void)? { get }
    var callStack: [String] { get }
}

extension SubscribeClosures {
    /// What the sink does with an event: nothing once disposed; a stop event ends the
    /// subscription after its closure ran; an error with no `onError` goes to
    /// `Hooks.defaultErrorHandler`. Each closure is read in its own case only (read all
    /// up front, a `var` closure is retained and released whether it runs or not).
    @inlinable
    func deliver(_ event: Event<Value>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            if let onError { onError(error) } else { Hooks.reportUnhandledError(error, subscriptionCallStack: callStack) }
            dispose()
        case .completed:
            onCompleted?()
            dispose()
        }
    }
}

/// The end of a `subscribe(_ on:)` chain.
@usableFromInline
final class EventSink<Element>: Sink<Never>, @unchecked Sendable {
    @usableFromInline let handler: (Event<Element>) -> Void

    @inlinable
    init(on: @escaping (Event<Element>) -> Void) {
        handler = on
        super.init(observer: { _ in })
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        handler(event)
        if event.isStopEvent { dispose() }
    }
}

/// What `subscribe(onNext:...)` returns: the user's handle on the final sink.
///
/// The sink keeps the user's closures in immutable fields (so delivering an element
/// retains nothing); disposing the handle lets go of the sink, so once the source has
/// dropped it too the closures are released even while the handle lives on, as
/// RxSwift's returned disposable does.
///
/// `@unchecked Sendable`: `spin` guards `sink`, held for a few instructions, and nothing
/// outside is called or released under it: the sink taken out stays referenced by the
/// caller, which disposes and drops it after the spin lock is released.
@usableFromInline
final class SubscriptionHandle: Cancelable, @unchecked Sendable {
    private let spin = Atomic<Bool>(false)
    private var sink: Sink<Never>?

    @usableFromInline
    init(_ sink: Sink<Never>) {
        self.sink = sink
    }

    /// Records `upstream` in `sink` and returns the user's handle on it. A subscription
    /// that ended within `subscribe` (an `of`, an `empty`) was disposed by `setUpstream`
    /// and needs no handle to let go of the sink, which goes away with the caller's frame.
    ///
    /// Not inlined, and taking both owned: the subscribe code that creates them hands
    /// them on, where inlined it retained and released the sink twice and copied the
    /// subscription.
    @usableFromInline
    static func attach(_ sink: consuming Sink<Never>, to upstream: consuming Disposable) -> Disposable {
        sink.setUpstream(consume upstream)
        if sink.isDisposed {
            return EndedDisposable()
        }
        return SubscriptionHandle(sink)
    }

    private func takeOrPeek(take: Bool) -> Sink<Never>? {
        while spin.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged == false {}
        let current = sink
        if take { sink = nil }
        spin.store(false, ordering: .releasing)
        return current
    }

    /// Whether the subscription was disposed or has ended.
    @usableFromInline
    var isDisposed: Bool { takeOrPeek(take: false)?.isDisposed ?? true }

    /// Ends the subscription and lets go of it.
    @usableFromInline
    func dispose() {
        takeOrPeek(take: true)?.dispose()
    }
}
