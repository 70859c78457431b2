import Synchronization

extension ObservableType {
    /// Mirrors whichever sequence sends an event first and disposes the others.
    ///
    /// With no sequences at all, the result never sends anything.
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        AmbProducer(sources: Array(sequence))
    }

    /// Mirrors whichever of this sequence and `right` sends an event first and disposes the other.
    /// - seealso: [amb operator on reactivex.io](http://reactivex.io/documentation/operators/amb.html)
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        AmbProducer(sources: [asObservable(), right.asObservable()])
    }
}

final class AmbProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = AmbSink(count: sources.count, observer: observer)
        sink.setUpstream(CompositeDisposable(disposables: sink.subscriptions))
        for (index, source) in sources.enumerated() {
            sink.subscriptions[index].setDisposable(source._subscribe { event in sink.on(event, from: index) })
        }
        return sink
    }
}

/// `@unchecked Sendable`: `subscriptions` is immutable (its elements are thread-safe) and
/// the winner is decided by one atomic compare-exchange; after that only the winner's
/// events, which arrive one at a time, are forwarded.
final class AmbSink<Element>: Sink<Element>, @unchecked Sendable {
    private static var undecided: Int { -1 }

    let subscriptions: [SingleAssignmentDisposable]
    private let winner = Atomic<Int>(AmbSink.undecided)

    init(count: Int, observer: @escaping (Event<Element>) -> Void) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>, from index: Int) {
        let current = winner.load(ordering: .acquiring)
        if current != index {
            guard current == AmbSink.undecided,
                  winner.compareExchange(expected: AmbSink.undecided, desired: index, ordering: .acquiringAndReleasing).exchanged
            else { return }
            for (other, subscription) in subscriptions.enumerated() where other != index {
                subscription.dispose()
            }
        }
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }
}
