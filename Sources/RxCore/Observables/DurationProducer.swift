/// A sink whose behaviour changes once a duration since subscription has passed:
/// `take(for:)` completes then, `skip(for:)` starts forwarding.
protocol DurationSink: Disposable {
    associatedtype Element
    /// Makes a sink delivering to `observer`.
    init(observer: @escaping (Event<Element>) -> Void)
    /// Holds the timer, so disposing the sink cancels it.
    var timer: SerialDisposable { get }
    /// Called once, on the scheduler, when the duration is up.
    func durationElapsed()
    /// Receives the source's events.
    func on(_ event: Event<Element>)
    /// Keeps the subscription to the source.
    func setUpstream(_ disposable: Disposable)
}

/// The producer of `take(for:)` and `skip(for:)`: starts the duration's timer, then
/// subscribes the sink to the source.
final class DurationProducer<Gate: DurationSink>: Producer<Gate.Element>, @unchecked Sendable {
    private let source: Observable<Gate.Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Gate.Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Gate.Element>) -> Void) -> Disposable {
        let sink = Gate(observer: observer)
        sink.timer.disposable = scheduler.scheduleRelative((), dueTime: duration) { _ in
            sink.durationElapsed()
            return Disposables.create()
        }
        sink.setUpstream(source._subscribe(sink.on))
        return sink
    }
}
