extension ObservableType {
    /// Combines the latest elements of all the sources with `resultSelector` each time any
    /// of them sends an element, once every source has sent at least one.
    ///
    /// As in RxSwift, the result completes when all sources have completed, or when an
    /// element arrives that cannot be combined (a source never sent one) and every other
    /// source has completed. It fails as soon as a source fails or `resultSelector` throws.
    /// A source that completes is unsubscribed at once. With no sources it sends
    /// `resultSelector([])` and completes.
    /// The latest elements are kept in a buffer allocated once; each result allocates only
    /// the array handed to `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Sends an array of the latest elements of all the sources each time any of them sends
    /// an element, once every source has sent at least one.
    ///
    /// See `combineLatest(_:resultSelector:)` over a collection.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
        where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// `combineLatest` over a collection of sources of one element type.
final class CombineLatestCollectionProducer<SourceElement, Result>: Producer<Result>, @unchecked Sendable {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Result

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Result) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        guard !sources.isEmpty else {
            do {
                observer(.next(try resultSelector([])))
                observer(.completed)
            } catch {
                observer(.error(error))
            }
            return Disposables.create()
        }
        let sink = CombineLatestCollectionSink(count: sources.count, resultSelector: resultSelector, observer: observer)
        sink.run(sources)
        return sink
    }
}

/// `@unchecked Sendable`: the latest elements, counts and subscriptions are only touched
/// by the gate's owner (see `GatedSink`), so the selector, the observer and the disposal
/// of a completed source happen with no lock held.
final class CombineLatestCollectionSink<SourceElement, Result>: GatedSink<Result>, @unchecked Sendable {
    private let resultSelector: ([SourceElement]) throws -> Result
    private var latest: [SourceElement?]
    private var isDone: [Bool]
    private var subscriptions: [SingleAssignmentDisposable]
    private var missingCount: Int
    private var doneCount = 0

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        latest = Array(repeating: nil, count: count)
        isDone = Array(repeating: false, count: count)
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        missingCount = count
        super.init(observer: observer)
    }

    func run(_ sources: [Observable<SourceElement>]) {
        subscribeCollection(sources, into: subscriptions, handle: handle)
    }

    private func handle(_ event: Event<SourceElement>, at index: Int) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if latest[index] == nil {
                missingCount -= 1
            }
            latest[index] = element
            guard missingCount == 0 else {
                let othersDone = doneCount - (isDone[index] ? 1 : 0)
                if othersDone == latest.count - 1 {
                    forwardTerminal(.completed)
                }
                return
            }
            var values: [SourceElement] = []
            values.reserveCapacity(latest.count)
            for case let value? in latest {
                values.append(value)
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
            if doneCount == latest.count {
                forwardTerminal(.completed)
            } else {
                // Let go of the finished source at once (as RxSwift does), with no lock held.
                subscriptions[index].dispose()
            }
        }
    }

    override func disposeResources() {
        // As the gate's owner, and with no lock held: the elements' deinit may run user code.
        gate.runOrSubmit { [self] in
            latest = []
            subscriptions = []
        }
    }
}
