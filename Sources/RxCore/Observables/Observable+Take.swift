extension ObservableType {
    /// Emits the first `count` elements, then completes (and disposes the source).
    ///
    /// `take(0)` completes at once without subscribing to the source. A negative
    /// `count` ends the sequence with `RxError.argumentOutOfRange` (RxSwift stops the program).
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    public func take(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return Observable.create { observer in
                observer.onError(RxError.argumentOutOfRange)
                return Disposables.create()
            }
        }
        if count == 0 {
            return Observable.create { observer in
                observer.onCompleted()
                return Disposables.create()
            }
        }
        return Pipe(source: asObservable()) { observer in
            let sink = TakeCountSink(count: count, observer: observer)
            return (sink, sink.on)
        }
    }

    /// Emits the elements the source sends within `duration` of subscribing, then
    /// completes (and disposes the source).
    ///
    /// The timer runs on `scheduler`; events from it and from the source are never
    /// delivered concurrently.
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DurationProducer<TakeForSink<Element>>(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

/// `@unchecked Sendable`: `remaining` is only touched from `on`, which the source
/// never calls concurrently (the observable grammar serializes events).
final class TakeCountSink<Element>: Sink<Element>, @unchecked Sendable {
    private var remaining: Int

    init(count: Int, observer: @escaping (Event<Element>) -> Void) {
        self.remaining = count
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forward(event)
            if remaining == 0 {
                forwardTerminal(.completed)
            }
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}

/// `@unchecked Sendable`: `isFinished` is only touched by the gate's owner (see
/// `GatedSink`): the source's events and the timer are handled one at a time, with no
/// lock held while calling out; `timer` is thread-safe.
final class TakeForSink<Element>: GatedSink<Element>, DurationSink, @unchecked Sendable {
    let timer = SerialDisposable()
    private var isFinished = false

    func on(_ event: Event<Element>) {
        gated(event, emit)
    }

    func durationElapsed() {
        gated(.completed, emit)
    }

    private func emit(_ event: Event<Element>) {
        guard !isDisposed, !isFinished else { return }
        if event.isStopEvent { isFinished = true }
        send(event)
    }

    override func disposeResources() {
        timer.dispose()
    }
}
