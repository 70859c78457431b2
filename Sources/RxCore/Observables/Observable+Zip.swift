extension ObservableType {
    /// Combines the sources' elements by position with `resultSelector`: the first elements
    /// of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has sent one at that position.
    /// The result completes as soon as a completed source has no waiting element left (no
    /// further combination can form; RxSwift waits for the next element of another source),
    /// and fails as soon as a source fails or `resultSelector` throws. With no sources it completes at once.
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
final class ZipCollectionProducer<SourceElement, Result>: Producer<Result> {
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
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            subscriptions.append(source._subscribe { event in sink.on(event, at: index) })
        }
        sink.setUpstream(CompositeDisposable(disposables: subscriptions))
        return sink
    }
}

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
final class ZipCollectionSink<SourceElement, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: ([SourceElement]) throws -> Result
    private var queues: [RingBuffer<SourceElement>]
    private var isCompleted: [Bool]
    private var emptyCount: Int

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        queues = Array(repeating: RingBuffer(), count: count)
        isCompleted = Array(repeating: false, count: count)
        emptyCount = count
        super.init(observer: observer)
    }

    func on(_ event: Event<SourceElement>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if queues[index].isEmpty {
                emptyCount -= 1
            }
            queues[index].enqueue(element)
            guard emptyCount == 0 else { return }
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
            completeIfExhausted()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted[index] = true
            completeIfExhausted()
        }
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        for index in queues.indices where isCompleted[index] && queues[index].isEmpty {
            forwardTerminal(.completed)
            return
        }
    }

    override func disposeResources() {
        lock.withLock { queues = [] }
    }
}
