extension ObservableType {
    /// Subscribes to the source only after `dueTime` has passed on `scheduler`.
    ///
    /// Disposing before then cancels the pending subscription.
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscriptionProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscriptionProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = PassThroughEventSink(observer: observer)
        let subscription = SerialDisposable()
        let source = self.source
        let timer = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            if !sink.isDisposed {
                subscription.disposable = source._subscribe(sink.on)
            }
            return Disposables.create()
        }
        sink.setUpstream(Disposables.create(timer, subscription))
        return sink
    }
}
