extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence that sends `count` consecutive integers from `start`, then completes.
    ///
    /// On the default `CurrentThreadScheduler` the integers are sent in a loop on the current
    /// thread's trampoline: a range of a million never deepens the stack, and disposing
    /// stops it before the next integer.
    ///
    /// RxSwift stops the program for a negative `count` or a range past `Element.max`;
    /// here the sequence fails instead, with `RxError.argumentOutOfRange` or `RxError.overflow`.
    /// - seealso: [range operator on reactivex.io](http://reactivex.io/documentation/operators/range.html)
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        guard count >= 0 else {
            return .error(RxError.argumentOutOfRange)
        }
        if count > 0 && start.addingReportingOverflow(count - 1).overflow {
            return .error(RxError.overflow)
        }
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

/// `range`: the arguments are checked, so `start + index` cannot overflow.
final class RangeProducer<Element: RxAbstractInteger>: Producer<Element>, @unchecked Sendable {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = RangeSink(start: start, count: count, observer: observer)
        sink.start(on: scheduler)
        return sink
    }
}

/// `@unchecked Sendable`: `index` is only touched by the one action running at a time
/// (see `SynchronousSourceSink`).
final class RangeSink<Element: RxAbstractInteger>: SynchronousSourceSink<Element>, @unchecked Sendable {
    private let first: Element
    private let count: Element
    private var index: Element = 0

    init(start: Element, count: Element, observer: @escaping (Event<Element>) -> Void) {
        self.first = start
        self.count = count
        super.init(observer: observer)
    }

    override func emitNext() -> Bool {
        guard index < count else {
            forwardTerminal(.completed)
            return false
        }
        let element = first + index
        index += 1
        forward(.next(element))
        return true
    }
}
