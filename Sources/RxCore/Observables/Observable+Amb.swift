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

final class AmbProducer<Element>: Producer<Element>, @unchecked Sendable {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        let sink = AmbSink(subscriptions: subscriptions, observer: observer)
        sink.setUpstream(CompositeDisposable(disposables: subscriptions))
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source._subscribe { event in sink.on(event, from: index) })
        }
        return sink
    }
}

/// `@unchecked Sendable`: the winner is decided by one atomic compare-exchange; after
/// that only the winner's events, which arrive one at a time, are forwarded.
/// `lock` guards `subscriptions` (emptied on dispose, because the subscriptions retain
/// this sink through their observers), and nothing outside is called or released under
/// it: subscriptions are disposed and let go of after it is released.
final class AmbSink<Element>: Sink<Element>, @unchecked Sendable {
    private static var undecided: Int { -1 }

    private let lock = WordLock()
    private var subscriptions: [SingleAssignmentDisposable]
    private let winner = Atomic<Int>(AmbSink.undecided)

    init(subscriptions: [SingleAssignmentDisposable], observer: @escaping (Event<Element>) -> Void) {
        self.subscriptions = subscriptions
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>, from index: Int) {
        let current = winner.load(ordering: .acquiring)
        if current != index {
            guard current == AmbSink.undecided,
                  winner.compareExchange(expected: AmbSink.undecided, desired: index, ordering: .acquiringAndReleasing).exchanged
            else { return }
            let losers = lock.withLock { () -> [SingleAssignmentDisposable] in
                let all = subscriptions
                subscriptions = []
                return all.enumerated().filter { $0.offset != index }.map(\.element)
            }
            for subscription in losers {
                subscription.dispose()
            }
        }
        if event.isStopEvent {
            forwardTerminal(event)
        } else {
            forward(event)
        }
    }

    override func disposeResources() {
        let released = lock.withLock { () -> [SingleAssignmentDisposable] in
            defer { subscriptions = [] }
            return subscriptions
        }
        withExtendedLifetime(released) {}
    }
}
