extension ObservableType {
    /// Subscribes to the source on `scheduler`, and disposes that subscription on it too.
    ///
    /// Only subscribing and disposing move to the scheduler; events are delivered on
    /// whatever thread the source sends them (use `observe(on:)` to move those).
    /// Disposing before the scheduled subscription ran cancels it. As in RxSwift, the
    /// source itself is subscribed (not a wrapper that would end its subscription at its
    /// stop event), so even after the source stops, its subscription is disposed on
    /// `scheduler` (a virtual-time test sees it end one tick later).
    /// - seealso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(subscribe: { [self] observer in subscribe(observer) }, scheduler: scheduler)
    }
}

private final class SubscribeOn<Element>: Producer<Element>, @unchecked Sendable {
    private let source: (AnyObserver<Element>) -> Disposable
    private let scheduler: ImmediateSchedulerType

    init(subscribe: @escaping (AnyObserver<Element>) -> Disposable, scheduler: ImmediateSchedulerType) {
        self.source = subscribe
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = SubscribeOnSink(observer: observer)
        // Holds first the pending schedule, then the subscription to dispose on the scheduler.
        let subscription = SerialDisposable()
        let cancelSchedule = SingleAssignmentDisposable()
        subscription.disposable = cancelSchedule
        sink.setUpstream(subscription)
        let source = self.source
        let scheduler = self.scheduler
        cancelSchedule.setDisposable(scheduler.schedule(()) { _ in
            let inner = source(AnyObserver(eventHandler: sink.on))
            subscription.disposable = ScheduledDisposable(scheduler: scheduler, disposable: inner)
            return Disposables.create()
        })
        return sink
    }
}

/// Forwards the source's events as they come.
///
/// `@unchecked Sendable`: no state of its own beyond `Sink`'s.
private final class SubscribeOnSink<Element>: Sink<Element>, @unchecked Sendable {
    func on(_ event: Event<Element>) {
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }
}
