import Synchronization

extension ObservableType {
    /// Runs side effects on the sequence's events and lifecycle, passing every event
    /// through unchanged.
    ///
    /// - `onNext`/`onError`/`onCompleted` run before the event is forwarded; an error
    ///   they throw is forwarded instead of the event.
    /// - `afterNext` runs after an element is forwarded; an error it throws ends the
    ///   sequence with that error.
    /// - `afterError`/`afterCompleted` run after the stop event is forwarded. The
    ///   sequence has already ended then, so an error they throw goes to
    ///   `Hooks.defaultErrorHandler` (RxSwift forwards it after the stop event,
    ///   breaking the observable grammar).
    /// - `onSubscribe` runs before subscribing to the source, `onSubscribed` after, and
    ///   `onDispose` once the subscription ends (by disposal, or after a stop event and
    ///   its `after` handler), after the source subscription is disposed.
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
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
    ) -> Observable<Element> {
        let handlers = DoHandlers(
            onNext: onNext, afterNext: afterNext,
            onError: onError, afterError: afterError,
            onCompleted: onCompleted, afterCompleted: afterCompleted
        )
        return DoProducer(source: asObservable(), handlers: handlers, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }
}

/// The event side effects of one `do` operator.
struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

final class DoProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(source: Observable<Element>, handlers: DoHandlers<Element>, onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, onDispose: onDispose, observer: observer)
        let subscription = source._subscribe(sink.on)
        onSubscribed?()
        if onDispose == nil {
            sink.setUpstream(subscription)
        } else {
            // Disposed with the sink, or at once if the source already ended: either way
            // after `onSubscribed`, as in RxSwift.
            sink.setUpstream(Disposables.create {
                subscription.dispose()
                sink.subscriptionEnded()
            })
        }
        return sink
    }
}

/// `@unchecked Sendable`: the only mutable state, `stopState`, is atomic.
final class DoSink<Element>: Sink<Element>, @unchecked Sendable {
    private static var idle: Int { 0 }
    private static var handlingStop: Int { 1 }
    private static var endedWhileHandlingStop: Int { 2 }

    private let handlers: DoHandlers<Element>
    private let onDispose: (() -> Void)?
    /// Whether a stop event is being forwarded: a subscriber that disposes on the stop
    /// event (as `subscribe` does) must not run `onDispose` before `afterCompleted`/`afterError`.
    private let stopState = Atomic<Int>(0)

    init(handlers: DoHandlers<Element>, onDispose: (() -> Void)?, observer: @escaping (Event<Element>) -> Void) {
        self.handlers = handlers
        self.onDispose = onDispose
        super.init(observer: observer)
    }

    /// The subscription ended: runs `onDispose` now, or after the stop event's `after` handler.
    func subscriptionEnded() {
        let deferred = stopState.compareExchange(
            expected: Self.handlingStop, desired: Self.endedWhileHandlingStop, ordering: .acquiringAndReleasing
        ).exchanged
        if !deferred { onDispose?() }
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            do {
                try handlers.onNext?(element)
                forward(event)
                try handlers.afterNext?(element)
            } catch {
                forwardTerminal(.error(error))
            }
        case .error(let error):
            do {
                try handlers.onError?(error)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forwardStop(event) { try self.handlers.afterError?(error) }
        case .completed:
            do {
                try handlers.onCompleted?()
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forwardStop(event) { try self.handlers.afterCompleted?() }
        }
    }

    /// Forwards a stop event, runs its `after` handler, then ends the subscription
    /// (running `onDispose` last). The sequence has ended, so a thrown error can only
    /// be reported.
    private func forwardStop(_ event: Event<Element>, after: () throws -> Void) {
        stopState.store(Self.handlingStop, ordering: .releasing)
        forward(event)
        do {
            try after()
        } catch {
            Hooks.reportUnhandledError(error)
        }
        let endedMeanwhile = !stopState.compareExchange(
            expected: Self.handlingStop, desired: Self.idle, ordering: .acquiringAndReleasing
        ).exchanged
        if endedMeanwhile {
            onDispose?()
        } else {
            dispose()
        }
    }
}
