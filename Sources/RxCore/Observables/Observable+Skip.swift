import Synchronization

extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    /// A `count` of zero or less drops nothing.
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    public func skip(_ count: Int) -> Observable<Element> {
        Pipe(source: asObservable()) { observer in
            let sink = SkipCountSink(count: count, observer: observer)
            return (sink, sink.on)
        }
    }

    /// Drops the elements the source sends within `duration` of subscribing and
    /// emits the rest. Stop events are always forwarded.
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DurationProducer<SkipForSink<Element>>(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Same as `skip(for:scheduler:)`: RxSwift 6 spells the timed skip this way, so
    /// both spellings compile.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(for: duration, scheduler: scheduler)
    }
}

/// `@unchecked Sendable`: `remaining` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class SkipCountSink<Element>: Sink<Element>, @unchecked Sendable {
    private var remaining: Int

    init(count: Int, observer: @escaping (Event<Element>) -> Void) {
        self.remaining = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            if remaining > 0 {
                remaining -= 1
            } else {
                forward(event)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}

/// `@unchecked Sendable`: the only mutable state, `isOpen`, is atomic; the timer only
/// flips it and never calls the observer, so no lock is needed.
final class SkipForSink<Element>: Sink<Element>, DurationSink, @unchecked Sendable {
    let timer = SerialDisposable()
    private let isOpen = Atomic<Bool>(false)

    func durationElapsed() {
        isOpen.store(true, ordering: .releasing)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            if isOpen.load(ordering: .acquiring) {
                forward(event)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
