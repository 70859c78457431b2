extension ObservableType {
    /// Returns a sequence that sends `initialState`, then `iterate(state)`, and so on, while
    /// `condition(state)` holds; then it completes.
    ///
    /// An error thrown by `condition` or `iterate` ends the sequence with that error.
    /// On the default `CurrentThreadScheduler` it runs as a loop on the current thread's trampoline.
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateProducer(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

final class GenerateProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let initialState: Element
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element
    private let scheduler: ImmediateSchedulerType

    init(initialState: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = GenerateSink(state: initialState, condition: condition, iterate: iterate, observer: observer)
        sink.start(on: scheduler)
        return sink
    }
}

/// `@unchecked Sendable`: `current` and `isFirst` are only touched by the one action
/// running at a time (see `SynchronousSourceSink`).
final class GenerateSink<Element>: SynchronousSourceSink<Element>, @unchecked Sendable {
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element
    private var current: Element
    private var isFirst = true

    init(state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, observer: @escaping (Event<Element>) -> Void) {
        self.current = state
        self.condition = condition
        self.iterate = iterate
        super.init(observer: observer)
    }

    override func emitNext() -> Bool {
        do {
            if isFirst {
                isFirst = false
            } else {
                current = try iterate(current)
            }
            guard try condition(current) else {
                forwardTerminal(.completed)
                return false
            }
        } catch {
            forwardTerminal(.error(error))
            return false
        }
        forward(.next(current))
        return true
    }
}
