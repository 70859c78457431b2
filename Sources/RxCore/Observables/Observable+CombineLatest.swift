extension ObservableType {
    /// Combines the latest elements of all the sources with `resultSelector` each time any
    /// of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element (no combination can form then; RxSwift
    /// waits for the next element of another source). It fails as soon as a source fails
    /// or `resultSelector` throws. With no sources it sends `resultSelector([])` and completes.
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

/// What every `combineLatest` sink shares: the lock and the completion rule.
///
/// `@unchecked Sendable`: `completedCount` (and every `var` of the subclasses) is guarded
/// by `lock`. Events are forwarded under it, as in RxSwift: it is recursive, so an
/// observer that makes a source send again re-enters safely, and sources on different
/// threads never overlap downstream.
class CombineLatestSink<Result>: Sink<Result>, @unchecked Sendable {
    let lock = PosixLock(recursive: true)
    private let arity: Int
    private var completedCount = 0

    init(arity: Int, observer: @escaping (Event<Result>) -> Void) {
        self.arity = arity
        super.init(observer: observer)
    }

    /// Records that a source completed. Call with `lock` held, once per source.
    final func sourceCompleted(hadElement: Bool) {
        guard hadElement else {
            forwardTerminal(.completed)
            return
        }
        completedCount += 1
        if completedCount == arity {
            forwardTerminal(.completed)
        }
    }
}

/// Stores `element` in a latest-element slot, replacing the element there if `isInitialized`.
///
/// The `combineLatest` sinks keep each source's latest element in a slot allocated once per
/// subscription rather than in an `Element?` field: operators run as unspecialized generic
/// code, where each use of `Optional<Element>` looks up its type metadata (a hash-table
/// probe); a typed slot needs none, which nearly halves the cost of an element.
func storeLatest<Element>(_ element: Element, in slot: UnsafeMutablePointer<Element>, isInitialized: inout Bool) {
    if isInitialized {
        slot.pointee = element
    } else {
        slot.initialize(to: element)
        isInitialized = true
    }
}

/// Releases the element in a latest-element slot, if any (the slot stays allocated).
func releaseLatest<Element>(_ slot: UnsafeMutablePointer<Element>, isInitialized: inout Bool) {
    if isInitialized {
        slot.deinitialize(count: 1)
        isInitialized = false
    }
}

/// `combineLatest` over a collection of sources of one element type.
final class CombineLatestCollectionProducer<SourceElement, Result>: Producer<Result> {
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
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            subscriptions.append(source._subscribe { event in sink.on(event, at: index) })
        }
        sink.setUpstream(CompositeDisposable(disposables: subscriptions))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; `latest` and `missingCount` are guarded by `lock`.
final class CombineLatestCollectionSink<SourceElement, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: ([SourceElement]) throws -> Result
    private var latest: [SourceElement?]
    private var missingCount: Int

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        latest = Array(repeating: nil, count: count)
        missingCount = count
        super.init(arity: count, observer: observer)
    }

    func on(_ event: Event<SourceElement>, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            if latest[index] == nil {
                missingCount -= 1
            }
            latest[index] = element
            guard missingCount == 0 else { return }
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
            sourceCompleted(hadElement: latest[index] != nil)
        }
    }

    override func disposeResources() {
        lock.withLock { latest = [] }
    }
}
