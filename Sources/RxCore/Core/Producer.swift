/// The base of every operator's observable: subscribing runs `run` on the
/// current thread's trampoline, so nested scheduling stays iterative.
@usableFromInline
class Producer<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    override init() { super.init() }

    /// Subscribes `observer`. See `ObservableType.subscribe(_:)`.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

    /// One look-up of the thread's trampoline, used unretained (the thread's key holds
    /// it), and `run` called directly: checking, then starting it through a closure that
    /// filled an existential, cost ~200 instructions per subscription (a `flatMap`
    /// subscribes one inner per element).
    @usableFromInline
    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        Trampoline.unmanagedForCurrentThread()._withUnsafeGuaranteedRef { $0.runSubscription { run(observer) } }
    }

    @usableFromInline
    override func _subscribeOnTrampoline(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        run(observer)
    }

    /// Starts one subscription. Subclasses override this. It always runs on the
    /// current thread's trampoline, so it may subscribe its sources with
    /// `_subscribeOnTrampoline`.
    @usableFromInline
    func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        rxAbstractMethod()
    }
}

/// An operator with one source: each subscription gets a sink from `makeSink`,
/// which also returns the closure the source's events go to.
///
/// Operators build `makeSink` in their own (inlinable) body, so the closures on
/// the per-element path are compiled for the caller's concrete types.
@usableFromInline
final class Pipe<Source, Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline
    typealias MakeSink = (@escaping (Event<Element>) -> Void) -> (Sink<Element>, (Event<Source>) -> Void)

    @usableFromInline
    let source: Observable<Source>

    @usableFromInline
    let makeSink: MakeSink

    @inlinable
    init(source: Observable<Source>, makeSink: @escaping MakeSink) {
        self.source = source
        self.makeSink = makeSink
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let (sink, on) = makeSink(observer)
        sink.setUpstream(source._subscribeOnTrampoline(on))
        return sink
    }
}

/// An operator with one source whose per-subscription sink is built from a stored
/// value (usually the user's closure) by a closure that captures nothing, so building
/// the operator allocates only the operator itself, and subscribing runs no
/// unspecialized generic code.
@usableFromInline
final class ValuePipe<Source, Element, Value>: Producer<Element>, @unchecked Sendable {
    /// Makes the sink, subscribes it to the source and returns the subscription.
    @usableFromInline
    typealias Subscribe = (Value, Observable<Source>, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let source: Observable<Source>
    @usableFromInline let value: Value
    @usableFromInline let subscribeSink: Subscribe

    @inlinable
    init(source: Observable<Source>, value: Value, subscribe: @escaping Subscribe) {
        self.source = source
        self.value = value
        self.subscribeSink = subscribe
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeSink(value, source, observer)
    }
}
