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
final class CombineLatest2Sink<E1, E2, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2) throws -> Result
    private var latest1: E1?
    private var latest2: E2?

    init(resultSelector: @escaping (E1, E2) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 2, observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest1 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest1 != nil)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest2 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest2 != nil)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard let value1 = latest1, let value2 = latest2 else { return }
        let result: Result
        do {
            result = try resultSelector(value1, value2)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        latest1 = nil
        latest2 = nil
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
final class CombineLatest3Sink<E1, E2, E3, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3) throws -> Result
    private var latest1: E1?
    private var latest2: E2?
    private var latest3: E3?

    init(resultSelector: @escaping (E1, E2, E3) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 3, observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest1 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest1 != nil)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest2 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest2 != nil)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest3 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest3 != nil)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard let value1 = latest1, let value2 = latest2, let value3 = latest3 else { return }
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        latest1 = nil
        latest2 = nil
        latest3 = nil
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
final class CombineLatest4Sink<E1, E2, E3, E4, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4) throws -> Result
    private var latest1: E1?
    private var latest2: E2?
    private var latest3: E3?
    private var latest4: E4?

    init(resultSelector: @escaping (E1, E2, E3, E4) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 4, observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest1 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest1 != nil)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest2 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest2 != nil)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest3 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest3 != nil)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest4 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest4 != nil)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard let value1 = latest1, let value2 = latest2, let value3 = latest3, let value4 = latest4 else { return }
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        latest1 = nil
        latest2 = nil
        latest3 = nil
        latest4 = nil
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
final class CombineLatest5Sink<E1, E2, E3, E4, E5, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5) throws -> Result
    private var latest1: E1?
    private var latest2: E2?
    private var latest3: E3?
    private var latest4: E4?
    private var latest5: E5?

    init(resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 5, observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest1 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest1 != nil)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest2 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest2 != nil)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest3 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest3 != nil)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest4 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest4 != nil)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest5 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest5 != nil)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard let value1 = latest1, let value2 = latest2, let value3 = latest3, let value4 = latest4, let value5 = latest5 else { return }
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        latest1 = nil
        latest2 = nil
        latest3 = nil
        latest4 = nil
        latest5 = nil
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
final class CombineLatest6Sink<E1, E2, E3, E4, E5, E6, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Result
    private var latest1: E1?
    private var latest2: E2?
    private var latest3: E3?
    private var latest4: E4?
    private var latest5: E5?
    private var latest6: E6?

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 6, observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest1 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest1 != nil)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest2 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest2 != nil)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest3 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest3 != nil)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest4 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest4 != nil)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest5 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest5 != nil)
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest6 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest6 != nil)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard let value1 = latest1, let value2 = latest2, let value3 = latest3, let value4 = latest4, let value5 = latest5, let value6 = latest6 else { return }
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5, value6)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        latest1 = nil
        latest2 = nil
        latest3 = nil
        latest4 = nil
        latest5 = nil
        latest6 = nil
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
final class CombineLatest7Sink<E1, E2, E3, E4, E5, E6, E7, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Result
    private var latest1: E1?
    private var latest2: E2?
    private var latest3: E3?
    private var latest4: E4?
    private var latest5: E5?
    private var latest6: E6?
    private var latest7: E7?

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 7, observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest1 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest1 != nil)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest2 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest2 != nil)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest3 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest3 != nil)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest4 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest4 != nil)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest5 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest5 != nil)
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest6 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest6 != nil)
        }
    }

    func on7(_ event: Event<E7>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest7 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest7 != nil)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard let value1 = latest1, let value2 = latest2, let value3 = latest3, let value4 = latest4, let value5 = latest5, let value6 = latest6, let value7 = latest7 else { return }
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5, value6, value7)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        latest1 = nil
        latest2 = nil
        latest3 = nil
        latest4 = nil
        latest5 = nil
        latest6 = nil
        latest7 = nil
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
final class CombineLatest8Sink<E1, E2, E3, E4, E5, E6, E7, E8, Result>: CombineLatestSink<Result>, @unchecked Sendable {
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result
    private var latest1: E1?
    private var latest2: E2?
    private var latest3: E3?
    private var latest4: E4?
    private var latest5: E5?
    private var latest6: E6?
    private var latest7: E7?
    private var latest8: E8?

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(arity: 8, observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest1 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest1 != nil)
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest2 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest2 != nil)
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest3 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest3 != nil)
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest4 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest4 != nil)
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest5 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest5 != nil)
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest6 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest6 != nil)
        }
    }

    func on7(_ event: Event<E7>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest7 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest7 != nil)
        }
    }

    func on8(_ event: Event<E8>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            latest8 = element
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            sourceCompleted(hadElement: latest8 != nil)
        }
    }

    /// Forwards the combination once every source has an element. Call with `lock` held.
    private func emitIfReady() {
        guard let value1 = latest1, let value2 = latest2, let value3 = latest3, let value4 = latest4, let value5 = latest5, let value6 = latest6, let value7 = latest7, let value8 = latest8 else { return }
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5, value6, value7, value8)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
    }

    override func disposeResources() {
        lock.lock()
        latest1 = nil
        latest2 = nil
        latest3 = nil
        latest4 = nil
        latest5 = nil
        latest6 = nil
        latest7 = nil
        latest8 = nil
        lock.unlock()
    }
}
