import Synchronization

extension ObservableType {
    /// Creates a sequence from a subscribe function.
    ///
    /// The function receives an observer and returns what to dispose when the
    /// subscription ends. Events sent after a stop event are dropped (and reported
    /// through `Hooks.misuseHandler` in debug builds).
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

/// `create`'s observable.
///
/// Built in the caller's code (`create` is inlinable), and its sink is made and
/// subscribed by `runSink`, a closure that captures nothing made in the inlinable
/// initializer: `run` is reached through the vtable, where unspecialized code looked up
/// the sink's and `Event<Element>`'s metadata at run time and allocated a context for
/// the observer closure, on every subscription (a `flatMap` to a request makes one
/// per element).
@usableFromInline
final class AnonymousObservable<Element>: Producer<Element>, @unchecked Sendable {
    @usableFromInline typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable
    @usableFromInline typealias RunSink = (SubscribeHandler, @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let subscribeHandler: SubscribeHandler
    @usableFromInline let runSink: RunSink

    @inlinable
    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
        self.runSink = { subscribeHandler, observer in
            let sink = AnonymousSink(observer: observer)
            sink.setUpstream(subscribeHandler(AnyObserver(eventHandler: sink.on)))
            return sink
        }
        super.init()
    }

    @usableFromInline
    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        runSink(subscribeHandler, observer)
    }

    /// Runs the subscribe closure with `observer` itself, on the thread's trampoline as a
    /// subscription runs, and returns what the closure returned. No sink keeps the
    /// grammar, so `observer` must: drop (and report, as `AnonymousSink` does) what comes
    /// after a stop event, and dispose the returned disposable when the sequence ends or
    /// is disposed (`MergeSink`'s inner observers do).
    @inlinable
    func subscribeWithoutSink(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        CurrentThreadScheduler.runSubscription { subscribeHandler(AnyObserver(eventHandler: observer)) }
    }
}

/// Enforces the grammar on a hand-written sequence.
@usableFromInline
final class AnonymousSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let stopped = Atomic<Bool>(false)

    @inlinable
    override init(observer: @escaping (Event<Element>) -> Void) {
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) {
                rxReportMisuse("Observable.create sent \(event) after the sequence ended; it was dropped")
                return
            }
            forward(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) {
                rxReportMisuse("Observable.create sent \(event) after the sequence ended; it was dropped")
                return
            }
            forwardTerminal(event)
        }
    }
}
