extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence that sends 0, 1, 2, … every `period`, starting one `period`
    /// after subscription, on `scheduler`. It never completes.
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// Returns a sequence that sends 0 after `dueTime`; then, with a `period`, 1, 2, …
    /// every `period` (never completing); without one it completes after the 0.
    ///
    /// The counter wraps around on overflow (`&+`), as in RxSwift.
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

final class TimerProducer<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        // A plain sink suffices: a periodic schedule runs its ticks one after another
        // (each receives the state the previous one returned), so events never overlap.
        let sink = Sink(observer: observer)
        if let period {
            sink.setUpstream(scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                sink.forward(.next(count))
                return count &+ 1
            })
        } else {
            sink.setUpstream(scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                sink.forward(.next(Element.zero))
                sink.forwardTerminal(.completed)
                return Disposables.create()
            })
        }
        return sink
    }
}
