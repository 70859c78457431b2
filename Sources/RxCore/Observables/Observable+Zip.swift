extension ObservableType {
    /// Combines the sources' elements by position with `resultSelector`: the first elements
    /// of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has sent one at that position.
    /// As in RxSwift, the result completes when every source has completed, or when an
    /// element arrives that cannot be combined and every other source has completed; it
    /// fails as soon as a source fails or `resultSelector` throws. A source that completes
    /// is unsubscribed at once. With no sources it completes at once.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Sends arrays of the sources' elements combined by position.
    ///
    /// See `zip(_:resultSelector:)` over a collection.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// `zip` over a collection of sources of one element type.
final class ZipCollectionProducer<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Result

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        guard !sources.isEmpty else {
            observer(.completed)
            return Disposables.create()
        }
        let sink = ZipCollectionSink(count: sources.count, resultSelector: resultSelector, observer: observer)
        sink.run(sources)
        return sink
    }
}

/// `@unchecked Sendable`: the queues, flags and subscriptions are only touched by the
/// gate's owner (see `GatedSink`), so the selector, the observer and the disposal of a
/// completed source happen with no lock held.
final class ZipCollectionSink<SourceElement, Result>: GatedSink<Result>, @unchecked Sendable {
    private let resultSelector: ([SourceElement]) throws -> Result
    private var queues: [RingBuffer<SourceElement>]
    private var isDone: [Bool]
    private var doneCount = 0
    private var subscriptions: [SingleAssignmentDisposable]
    /// How many queues are empty.
    private var emptyCount: Int

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        queues = Array(repeating: RingBuffer(), count: count)
        isDone = Array(repeating: false, count: count)
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        emptyCount = count
        super.init(observer: observer)
    }

    func run(_ sources: [Observable<SourceElement>]) {
        subscribeCollection(sources, into: subscriptions, handle: handle)
    }

    private func handle(_ event: Event<SourceElement>, at index: Int) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if queues[index].isEmpty {
                emptyCount -= 1
            }
            queues[index].enqueue(element)
            guard emptyCount == 0 else {
                if doneCount == queues.count - 1 {
                    forwardTerminal(.completed)
                }
                return
            }
            var values: [SourceElement] = []
            values.reserveCapacity(queues.count)
            for position in queues.indices {
                if let value = queues[position].dequeue() {
                    values.append(value)
                }
                if queues[position].isEmpty {
                    emptyCount += 1
                }
            }
            let result: Result
            do {
                result = try resultSelector(values)
            } catch {
                forwardTerminal(.error(error))
                return
            }
            forward(.next(result))
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            guard !isDone[index] else { return }
            isDone[index] = true
            doneCount += 1
            if doneCount == queues.count {
                forwardTerminal(.completed)
            } else {
                // Let go of the finished source at once (as RxSwift does), as the gate's
                // owner: no lock is held, so its disposal may re-enter from any thread.
                subscriptions[index].dispose()
            }
        }
    }

    override func disposeResources() {
        // As the gate's owner, and with no lock held: the elements' deinit may run user code.
        gate.runOrSubmit { [self] in
            queues = []
            subscriptions = []
        }
    }
}

/// Sends one source's events of a collection operator to its sink with the source's index.
final class CollectionSourceObserver<Element> {
    private let index: Int
    private let handleAt: (Event<Element>, Int) -> Void

    init(index: Int, handle: @escaping (Event<Element>, Int) -> Void) {
        self.index = index
        self.handleAt = handle
    }

    func handle(_ event: Event<Element>) {
        handleAt(event, index)
    }
}
