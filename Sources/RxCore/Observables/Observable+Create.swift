import Synchronization

extension ObservableType {
    /// Creates a sequence from a subscribe function.
    ///
    /// The function receives an observer and returns what to dispose when the
    /// subscription ends. Events sent after a stop event are dropped (and reported
    /// through `Hooks.misuseHandler` in debug builds).
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    private let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = AnonymousSink(observer: observer)
        sink.setUpstream(subscribeHandler(AnyObserver(eventHandler: sink.on)))
        return sink
    }
}

/// Enforces the grammar on a hand-written sequence.
final class AnonymousSink<Element>: Sink<Element>, @unchecked Sendable {
    private let stopped = Atomic<Bool>(false)

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) {
                rxReportMisuse("Observable.create sent \(event) after the sequence ended; it was dropped")
                return
            }
            forward(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) {
                rxReportMisuse("Observable.create sent \(event) after the sequence ended; it was dropped")
                return
            }
            forwardTerminal(event)
        }
    }
}
