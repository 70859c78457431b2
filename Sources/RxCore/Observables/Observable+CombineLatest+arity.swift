// Generated for arities 2 to 8; every arity has the same shape, only the number of sources differs.

// MARK: - 2 sources

extension ObservableType {
    /// Combines the latest elements of the 2 sources with `resultSelector` each time
    /// any of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element; it fails as soon as a source fails or
    /// `resultSelector` throws. The latest elements live in fixed storage: an element is
    /// combined and forwarded without allocating.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the 2 sources each time any of them
    /// sends an element, once every source has sent at least one.
    ///
    /// Completion and errors are as for `combineLatest` with a `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { ($0, $1) })
    }
}

/// `combinelatest` of 2 sources.
final class CombineLatest2<E1, E2, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let resultSelector: (E1, E2) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, resultSelector: @escaping (E1, E2) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CombineLatest2Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        sink.setUpstream(CompositeDisposable(subscription1, subscription2))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; the latest elements are guarded by `lock`.
/// They live in slots allocated once per subscription (see `storeLatest`), so an element is
/// stored and combined without allocating or looking up type metadata.
final class CombineLatest2Sink<E1, E2, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2) throws -> Result
    private let latest1 = UnsafeMutablePointer<E1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<E2>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false

    init(resultSelector: @escaping (E1, E2) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 2, observer: observer)
    }

    deinit {
        releaseLatest(latest1, isInitialized: &hasLatest1)
        latest1.deallocate()
        releaseLatest(latest2, isInitialized: &hasLatest2)
        latest2.deallocate()
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest1, isInitialized: &hasLatest1)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest1)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest2, isInitialized: &hasLatest2)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest2)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard hasLatest1, hasLatest2 else { return }
        let result: Result
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        releaseLatest(latest1, isInitialized: &hasLatest1)
        releaseLatest(latest2, isInitialized: &hasLatest2)
        lock.unlock()
    }
}

// MARK: - 3 sources

extension ObservableType {
    /// Combines the latest elements of the 3 sources with `resultSelector` each time
    /// any of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element; it fails as soon as a source fails or
    /// `resultSelector` throws. The latest elements live in fixed storage: an element is
    /// combined and forwarded without allocating.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest3(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the 3 sources each time any of them
    /// sends an element, once every source has sent at least one.
    ///
    /// Completion and errors are as for `combineLatest` with a `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        CombineLatest3(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), resultSelector: { ($0, $1, $2) })
    }
}

/// `combinelatest` of 3 sources.
final class CombineLatest3<E1, E2, E3, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let resultSelector: (E1, E2, E3) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, resultSelector: @escaping (E1, E2, E3) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CombineLatest3Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        sink.setUpstream(CompositeDisposable(subscription1, subscription2, subscription3))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; the latest elements are guarded by `lock`.
/// They live in slots allocated once per subscription (see `storeLatest`), so an element is
/// stored and combined without allocating or looking up type metadata.
final class CombineLatest3Sink<E1, E2, E3, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3) throws -> Result
    private let latest1 = UnsafeMutablePointer<E1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<E2>.allocate(capacity: 1)
    private let latest3 = UnsafeMutablePointer<E3>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false
    @exclusivity(unchecked) private var hasLatest3 = false

    init(resultSelector: @escaping (E1, E2, E3) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 3, observer: observer)
    }

    deinit {
        releaseLatest(latest1, isInitialized: &hasLatest1)
        latest1.deallocate()
        releaseLatest(latest2, isInitialized: &hasLatest2)
        latest2.deallocate()
        releaseLatest(latest3, isInitialized: &hasLatest3)
        latest3.deallocate()
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest1, isInitialized: &hasLatest1)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest1)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest2, isInitialized: &hasLatest2)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest2)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest3, isInitialized: &hasLatest3)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest3)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard hasLatest1, hasLatest2, hasLatest3 else { return }
        let result: Result
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        releaseLatest(latest1, isInitialized: &hasLatest1)
        releaseLatest(latest2, isInitialized: &hasLatest2)
        releaseLatest(latest3, isInitialized: &hasLatest3)
        lock.unlock()
    }
}

// MARK: - 4 sources

extension ObservableType {
    /// Combines the latest elements of the 4 sources with `resultSelector` each time
    /// any of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element; it fails as soon as a source fails or
    /// `resultSelector` throws. The latest elements live in fixed storage: an element is
    /// combined and forwarded without allocating.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest4(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the 4 sources each time any of them
    /// sends an element, once every source has sent at least one.
    ///
    /// Completion and errors are as for `combineLatest` with a `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        CombineLatest4(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), resultSelector: { ($0, $1, $2, $3) })
    }
}

/// `combinelatest` of 4 sources.
final class CombineLatest4<E1, E2, E3, E4, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let resultSelector: (E1, E2, E3, E4) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, resultSelector: @escaping (E1, E2, E3, E4) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CombineLatest4Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        let subscription4 = source4._subscribe(sink.on4)
        sink.setUpstream(CompositeDisposable(disposables: [subscription1, subscription2, subscription3, subscription4]))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; the latest elements are guarded by `lock`.
/// They live in slots allocated once per subscription (see `storeLatest`), so an element is
/// stored and combined without allocating or looking up type metadata.
final class CombineLatest4Sink<E1, E2, E3, E4, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4) throws -> Result
    private let latest1 = UnsafeMutablePointer<E1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<E2>.allocate(capacity: 1)
    private let latest3 = UnsafeMutablePointer<E3>.allocate(capacity: 1)
    private let latest4 = UnsafeMutablePointer<E4>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false
    @exclusivity(unchecked) private var hasLatest3 = false
    @exclusivity(unchecked) private var hasLatest4 = false

    init(resultSelector: @escaping (E1, E2, E3, E4) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 4, observer: observer)
    }

    deinit {
        releaseLatest(latest1, isInitialized: &hasLatest1)
        latest1.deallocate()
        releaseLatest(latest2, isInitialized: &hasLatest2)
        latest2.deallocate()
        releaseLatest(latest3, isInitialized: &hasLatest3)
        latest3.deallocate()
        releaseLatest(latest4, isInitialized: &hasLatest4)
        latest4.deallocate()
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest1, isInitialized: &hasLatest1)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest1)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest2, isInitialized: &hasLatest2)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest2)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest3, isInitialized: &hasLatest3)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest3)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest4, isInitialized: &hasLatest4)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest4)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard hasLatest1, hasLatest2, hasLatest3, hasLatest4 else { return }
        let result: Result
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        releaseLatest(latest1, isInitialized: &hasLatest1)
        releaseLatest(latest2, isInitialized: &hasLatest2)
        releaseLatest(latest3, isInitialized: &hasLatest3)
        releaseLatest(latest4, isInitialized: &hasLatest4)
        lock.unlock()
    }
}

// MARK: - 5 sources

extension ObservableType {
    /// Combines the latest elements of the 5 sources with `resultSelector` each time
    /// any of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element; it fails as soon as a source fails or
    /// `resultSelector` throws. The latest elements live in fixed storage: an element is
    /// combined and forwarded without allocating.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the 5 sources each time any of them
    /// sends an element, once every source has sent at least one.
    ///
    /// Completion and errors are as for `combineLatest` with a `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        CombineLatest5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: { ($0, $1, $2, $3, $4) })
    }
}

/// `combinelatest` of 5 sources.
final class CombineLatest5<E1, E2, E3, E4, E5, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let resultSelector: (E1, E2, E3, E4, E5) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>, resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CombineLatest5Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        let subscription4 = source4._subscribe(sink.on4)
        let subscription5 = source5._subscribe(sink.on5)
        sink.setUpstream(CompositeDisposable(disposables: [subscription1, subscription2, subscription3, subscription4, subscription5]))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; the latest elements are guarded by `lock`.
/// They live in slots allocated once per subscription (see `storeLatest`), so an element is
/// stored and combined without allocating or looking up type metadata.
final class CombineLatest5Sink<E1, E2, E3, E4, E5, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5) throws -> Result
    private let latest1 = UnsafeMutablePointer<E1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<E2>.allocate(capacity: 1)
    private let latest3 = UnsafeMutablePointer<E3>.allocate(capacity: 1)
    private let latest4 = UnsafeMutablePointer<E4>.allocate(capacity: 1)
    private let latest5 = UnsafeMutablePointer<E5>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false
    @exclusivity(unchecked) private var hasLatest3 = false
    @exclusivity(unchecked) private var hasLatest4 = false
    @exclusivity(unchecked) private var hasLatest5 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 5, observer: observer)
    }

    deinit {
        releaseLatest(latest1, isInitialized: &hasLatest1)
        latest1.deallocate()
        releaseLatest(latest2, isInitialized: &hasLatest2)
        latest2.deallocate()
        releaseLatest(latest3, isInitialized: &hasLatest3)
        latest3.deallocate()
        releaseLatest(latest4, isInitialized: &hasLatest4)
        latest4.deallocate()
        releaseLatest(latest5, isInitialized: &hasLatest5)
        latest5.deallocate()
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest1, isInitialized: &hasLatest1)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest1)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest2, isInitialized: &hasLatest2)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest2)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest3, isInitialized: &hasLatest3)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest3)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest4, isInitialized: &hasLatest4)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest4)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest5, isInitialized: &hasLatest5)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest5)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard hasLatest1, hasLatest2, hasLatest3, hasLatest4, hasLatest5 else { return }
        let result: Result
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        releaseLatest(latest1, isInitialized: &hasLatest1)
        releaseLatest(latest2, isInitialized: &hasLatest2)
        releaseLatest(latest3, isInitialized: &hasLatest3)
        releaseLatest(latest4, isInitialized: &hasLatest4)
        releaseLatest(latest5, isInitialized: &hasLatest5)
        lock.unlock()
    }
}

// MARK: - 6 sources

extension ObservableType {
    /// Combines the latest elements of the 6 sources with `resultSelector` each time
    /// any of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element; it fails as soon as a source fails or
    /// `resultSelector` throws. The latest elements live in fixed storage: an element is
    /// combined and forwarded without allocating.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the 6 sources each time any of them
    /// sends an element, once every source has sent at least one.
    ///
    /// Completion and errors are as for `combineLatest` with a `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        CombineLatest6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5) })
    }
}

/// `combinelatest` of 6 sources.
final class CombineLatest6<E1, E2, E3, E4, E5, E6, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let source6: Observable<E6>
    private let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>, source6: Observable<E6>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CombineLatest6Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        let subscription4 = source4._subscribe(sink.on4)
        let subscription5 = source5._subscribe(sink.on5)
        let subscription6 = source6._subscribe(sink.on6)
        sink.setUpstream(CompositeDisposable(disposables: [subscription1, subscription2, subscription3, subscription4, subscription5, subscription6]))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; the latest elements are guarded by `lock`.
/// They live in slots allocated once per subscription (see `storeLatest`), so an element is
/// stored and combined without allocating or looking up type metadata.
final class CombineLatest6Sink<E1, E2, E3, E4, E5, E6, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Result
    private let latest1 = UnsafeMutablePointer<E1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<E2>.allocate(capacity: 1)
    private let latest3 = UnsafeMutablePointer<E3>.allocate(capacity: 1)
    private let latest4 = UnsafeMutablePointer<E4>.allocate(capacity: 1)
    private let latest5 = UnsafeMutablePointer<E5>.allocate(capacity: 1)
    private let latest6 = UnsafeMutablePointer<E6>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false
    @exclusivity(unchecked) private var hasLatest3 = false
    @exclusivity(unchecked) private var hasLatest4 = false
    @exclusivity(unchecked) private var hasLatest5 = false
    @exclusivity(unchecked) private var hasLatest6 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 6, observer: observer)
    }

    deinit {
        releaseLatest(latest1, isInitialized: &hasLatest1)
        latest1.deallocate()
        releaseLatest(latest2, isInitialized: &hasLatest2)
        latest2.deallocate()
        releaseLatest(latest3, isInitialized: &hasLatest3)
        latest3.deallocate()
        releaseLatest(latest4, isInitialized: &hasLatest4)
        latest4.deallocate()
        releaseLatest(latest5, isInitialized: &hasLatest5)
        latest5.deallocate()
        releaseLatest(latest6, isInitialized: &hasLatest6)
        latest6.deallocate()
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest1, isInitialized: &hasLatest1)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest1)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest2, isInitialized: &hasLatest2)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest2)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest3, isInitialized: &hasLatest3)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest3)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest4, isInitialized: &hasLatest4)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest4)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest5, isInitialized: &hasLatest5)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest5)
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest6, isInitialized: &hasLatest6)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest6)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard hasLatest1, hasLatest2, hasLatest3, hasLatest4, hasLatest5, hasLatest6 else { return }
        let result: Result
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee, latest6.pointee)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        releaseLatest(latest1, isInitialized: &hasLatest1)
        releaseLatest(latest2, isInitialized: &hasLatest2)
        releaseLatest(latest3, isInitialized: &hasLatest3)
        releaseLatest(latest4, isInitialized: &hasLatest4)
        releaseLatest(latest5, isInitialized: &hasLatest5)
        releaseLatest(latest6, isInitialized: &hasLatest6)
        lock.unlock()
    }
}

// MARK: - 7 sources

extension ObservableType {
    /// Combines the latest elements of the 7 sources with `resultSelector` each time
    /// any of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element; it fails as soon as a source fails or
    /// `resultSelector` throws. The latest elements live in fixed storage: an element is
    /// combined and forwarded without allocating.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the 7 sources each time any of them
    /// sends an element, once every source has sent at least one.
    ///
    /// Completion and errors are as for `combineLatest` with a `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        CombineLatest7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

/// `combinelatest` of 7 sources.
final class CombineLatest7<E1, E2, E3, E4, E5, E6, E7, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let source6: Observable<E6>
    private let source7: Observable<E7>
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>, source6: Observable<E6>, source7: Observable<E7>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CombineLatest7Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        let subscription4 = source4._subscribe(sink.on4)
        let subscription5 = source5._subscribe(sink.on5)
        let subscription6 = source6._subscribe(sink.on6)
        let subscription7 = source7._subscribe(sink.on7)
        sink.setUpstream(CompositeDisposable(disposables: [subscription1, subscription2, subscription3, subscription4, subscription5, subscription6, subscription7]))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; the latest elements are guarded by `lock`.
/// They live in slots allocated once per subscription (see `storeLatest`), so an element is
/// stored and combined without allocating or looking up type metadata.
final class CombineLatest7Sink<E1, E2, E3, E4, E5, E6, E7, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Result
    private let latest1 = UnsafeMutablePointer<E1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<E2>.allocate(capacity: 1)
    private let latest3 = UnsafeMutablePointer<E3>.allocate(capacity: 1)
    private let latest4 = UnsafeMutablePointer<E4>.allocate(capacity: 1)
    private let latest5 = UnsafeMutablePointer<E5>.allocate(capacity: 1)
    private let latest6 = UnsafeMutablePointer<E6>.allocate(capacity: 1)
    private let latest7 = UnsafeMutablePointer<E7>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false
    @exclusivity(unchecked) private var hasLatest3 = false
    @exclusivity(unchecked) private var hasLatest4 = false
    @exclusivity(unchecked) private var hasLatest5 = false
    @exclusivity(unchecked) private var hasLatest6 = false
    @exclusivity(unchecked) private var hasLatest7 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 7, observer: observer)
    }

    deinit {
        releaseLatest(latest1, isInitialized: &hasLatest1)
        latest1.deallocate()
        releaseLatest(latest2, isInitialized: &hasLatest2)
        latest2.deallocate()
        releaseLatest(latest3, isInitialized: &hasLatest3)
        latest3.deallocate()
        releaseLatest(latest4, isInitialized: &hasLatest4)
        latest4.deallocate()
        releaseLatest(latest5, isInitialized: &hasLatest5)
        latest5.deallocate()
        releaseLatest(latest6, isInitialized: &hasLatest6)
        latest6.deallocate()
        releaseLatest(latest7, isInitialized: &hasLatest7)
        latest7.deallocate()
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest1, isInitialized: &hasLatest1)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest1)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest2, isInitialized: &hasLatest2)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest2)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest3, isInitialized: &hasLatest3)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest3)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest4, isInitialized: &hasLatest4)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest4)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest5, isInitialized: &hasLatest5)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest5)
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest6, isInitialized: &hasLatest6)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest6)
        }
    }

    func on7(_ event: Event<E7>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest7, isInitialized: &hasLatest7)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest7)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard hasLatest1, hasLatest2, hasLatest3, hasLatest4, hasLatest5, hasLatest6, hasLatest7 else { return }
        let result: Result
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee, latest6.pointee, latest7.pointee)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        releaseLatest(latest1, isInitialized: &hasLatest1)
        releaseLatest(latest2, isInitialized: &hasLatest2)
        releaseLatest(latest3, isInitialized: &hasLatest3)
        releaseLatest(latest4, isInitialized: &hasLatest4)
        releaseLatest(latest5, isInitialized: &hasLatest5)
        releaseLatest(latest6, isInitialized: &hasLatest6)
        releaseLatest(latest7, isInitialized: &hasLatest7)
        lock.unlock()
    }
}

// MARK: - 8 sources

extension ObservableType {
    /// Combines the latest elements of the 8 sources with `resultSelector` each time
    /// any of them sends an element, once every source has sent at least one.
    ///
    /// The result completes when all sources have completed, or at once when a source
    /// completes without ever sending an element; it fails as soon as a source fails or
    /// `resultSelector` throws. The latest elements live in fixed storage: an element is
    /// combined and forwarded without allocating.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends a tuple of the latest elements of the 8 sources each time any of them
    /// sends an element, once every source has sent at least one.
    ///
    /// Completion and errors are as for `combineLatest` with a `resultSelector`.
    /// - seealso: [combineLatest operator on reactivex.io](http://reactivex.io/documentation/operators/combinelatest.html)
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        CombineLatest8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}

/// `combinelatest` of 8 sources.
final class CombineLatest8<E1, E2, E3, E4, E5, E6, E7, E8, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let source3: Observable<E3>
    private let source4: Observable<E4>
    private let source5: Observable<E5>
    private let source6: Observable<E6>
    private let source7: Observable<E7>
    private let source8: Observable<E8>
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, source3: Observable<E3>, source4: Observable<E4>, source5: Observable<E5>, source6: Observable<E6>, source7: Observable<E7>, source8: Observable<E8>, resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.source8 = source8
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = CombineLatest8Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        let subscription4 = source4._subscribe(sink.on4)
        let subscription5 = source5._subscribe(sink.on5)
        let subscription6 = source6._subscribe(sink.on6)
        let subscription7 = source7._subscribe(sink.on7)
        let subscription8 = source8._subscribe(sink.on8)
        sink.setUpstream(CompositeDisposable(disposables: [subscription1, subscription2, subscription3, subscription4, subscription5, subscription6, subscription7, subscription8]))
        return sink
    }
}

/// `@unchecked Sendable`: see `CombineLatestSink`; the latest elements are guarded by `lock`.
/// They live in slots allocated once per subscription (see `storeLatest`), so an element is
/// stored and combined without allocating or looking up type metadata.
final class CombineLatest8Sink<E1, E2, E3, E4, E5, E6, E7, E8, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result
    private let latest1 = UnsafeMutablePointer<E1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<E2>.allocate(capacity: 1)
    private let latest3 = UnsafeMutablePointer<E3>.allocate(capacity: 1)
    private let latest4 = UnsafeMutablePointer<E4>.allocate(capacity: 1)
    private let latest5 = UnsafeMutablePointer<E5>.allocate(capacity: 1)
    private let latest6 = UnsafeMutablePointer<E6>.allocate(capacity: 1)
    private let latest7 = UnsafeMutablePointer<E7>.allocate(capacity: 1)
    private let latest8 = UnsafeMutablePointer<E8>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false
    @exclusivity(unchecked) private var hasLatest3 = false
    @exclusivity(unchecked) private var hasLatest4 = false
    @exclusivity(unchecked) private var hasLatest5 = false
    @exclusivity(unchecked) private var hasLatest6 = false
    @exclusivity(unchecked) private var hasLatest7 = false
    @exclusivity(unchecked) private var hasLatest8 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 8, observer: observer)
    }

    deinit {
        releaseLatest(latest1, isInitialized: &hasLatest1)
        latest1.deallocate()
        releaseLatest(latest2, isInitialized: &hasLatest2)
        latest2.deallocate()
        releaseLatest(latest3, isInitialized: &hasLatest3)
        latest3.deallocate()
        releaseLatest(latest4, isInitialized: &hasLatest4)
        latest4.deallocate()
        releaseLatest(latest5, isInitialized: &hasLatest5)
        latest5.deallocate()
        releaseLatest(latest6, isInitialized: &hasLatest6)
        latest6.deallocate()
        releaseLatest(latest7, isInitialized: &hasLatest7)
        latest7.deallocate()
        releaseLatest(latest8, isInitialized: &hasLatest8)
        latest8.deallocate()
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest1, isInitialized: &hasLatest1)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest1)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest2, isInitialized: &hasLatest2)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest2)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest3, isInitialized: &hasLatest3)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest3)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest4, isInitialized: &hasLatest4)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest4)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest5, isInitialized: &hasLatest5)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest5)
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest6, isInitialized: &hasLatest6)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest6)
        }
    }

    func on7(_ event: Event<E7>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest7, isInitialized: &hasLatest7)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest7)
        }
    }

    func on8(_ event: Event<E8>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            storeLatest(element, in: latest8, isInitialized: &hasLatest8)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: hasLatest8)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard hasLatest1, hasLatest2, hasLatest3, hasLatest4, hasLatest5, hasLatest6, hasLatest7, hasLatest8 else { return }
        let result: Result
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee, latest6.pointee, latest7.pointee, latest8.pointee)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        releaseLatest(latest1, isInitialized: &hasLatest1)
        releaseLatest(latest2, isInitialized: &hasLatest2)
        releaseLatest(latest3, isInitialized: &hasLatest3)
        releaseLatest(latest4, isInitialized: &hasLatest4)
        releaseLatest(latest5, isInitialized: &hasLatest5)
        releaseLatest(latest6, isInitialized: &hasLatest6)
        releaseLatest(latest7, isInitialized: &hasLatest7)
        releaseLatest(latest8, isInitialized: &hasLatest8)
        lock.unlock()
    }
}
