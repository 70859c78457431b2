extension ObservableType {
    /// Returns a sequence that sends the elements of `array`, in order, and then completes.
    ///
    /// On the default `CurrentThreadScheduler` the elements are sent in a loop on the
    /// current thread's trampoline: a million elements never deepen the stack, and
    /// disposing stops the loop before the next element.
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        SequenceProducer(elements: array, scheduler: scheduler)
    }

    /// Returns a sequence that sends the elements of `sequence`, in order, and then completes.
    ///
    /// Each subscription iterates `sequence` anew. Scheduling is as for `from(_:scheduler:)` with an array.
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Sequence.Element == Element {
        SequenceProducer(elements: sequence, scheduler: scheduler)
    }
}

/// `of` and `from`: each subscription iterates the elements on the scheduler.
final class SequenceProducer<Elements: Sequence>: Producer<Elements.Element>, @unchecked Sendable {
    private let elements: Elements
    private let scheduler: ImmediateSchedulerType

    init(elements: Elements, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Elements.Element>) -> Void) -> Disposable {
        let sink = SequenceSink(iterator: elements.makeIterator(), observer: observer)
        sink.start(on: scheduler)
        return sink
    }
}

/// Sends what an iterator yields. `@unchecked Sendable`: `iterator` is only touched
/// by the one action running at a time (see `SynchronousSourceSink`).
final class SequenceSink<Iterator: IteratorProtocol>: SynchronousSourceSink<Iterator.Element>, @unchecked Sendable {
    private var iterator: Iterator

    init(iterator: Iterator, observer: @escaping (Event<Iterator.Element>) -> Void) {
        self.iterator = iterator
        super.init(observer: observer)
    }

    override func emitNext() -> Bool {
        guard let element = iterator.next() else {
            forwardTerminal(.completed)
            return false
        }
        forward(.next(element))
        return true
    }
}
