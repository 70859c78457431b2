extension ObservableType {
    /// Returns an endless sequence that sends `element` again and again.
    ///
    /// On the default `CurrentThreadScheduler` it runs as a loop on the current thread's
    /// trampoline; disposing (e.g. by `take`) stops it before the next element.
    /// - seealso: [repeat operator on reactivex.io](http://reactivex.io/documentation/operators/repeat.html)
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RepeatElementProducer(element: element, scheduler: scheduler)
    }
}

final class RepeatElementProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = RepeatElementSink(element: element, observer: observer)
        sink.start(on: scheduler)
        return sink
    }
}

/// `@unchecked Sendable`: its only state is immutable.
final class RepeatElementSink<Element>: SynchronousSourceSink<Element>, @unchecked Sendable {
    private let element: Element

    init(element: Element, observer: @escaping (Event<Element>) -> Void) {
        self.element = element
        super.init(observer: observer)
    }

    override func emitNext() -> Bool {
        forward(.next(element))
        return true
    }
}
