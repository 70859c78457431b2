// Generated for arities 2 to 8; every arity has the same shape, only the number of sources differs.

// MARK: - 2 sources

extension ObservableType {
    /// Combines the elements of the 2 sources by position with `resultSelector`:
    /// the first elements of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has one at that position.
    /// The result completes as soon as a completed source has no waiting element left,
    /// and fails as soon as a source fails or `resultSelector` throws.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Zip2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends tuples of the elements of the 2 sources combined by position.
    ///
    /// Completion and errors are as for `zip` with a `resultSelector`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Zip2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { ($0, $1) })
    }
}

/// `zip` of 2 sources.
final class Zip2<E1, E2, Result>: Producer<Result> {
    private let source1: Observable<E1>
    private let source2: Observable<E2>
    private let resultSelector: (E1, E2) throws -> Result

    init(source1: Observable<E1>, source2: Observable<E2>, resultSelector: @escaping (E1, E2) throws -> Result) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run(_ observer: @escaping (Event<Result>) -> Void) -> Disposable {
        let sink = Zip2Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        sink.setUpstream(CompositeDisposable(subscription1, subscription2))
        return sink
    }
}

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
/// Waiting elements live in `ZipQueue`s, so queueing and pairing allocate nothing once they have grown.
final class Zip2Sink<E1, E2, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: (E1, E2) throws -> Result
    @exclusivity(unchecked) private var queue1 = ZipQueue<E1>()
    @exclusivity(unchecked) private var queue2 = ZipQueue<E2>()
    @exclusivity(unchecked) private var isCompleted1 = false
    @exclusivity(unchecked) private var isCompleted2 = false

    init(resultSelector: @escaping (E1, E2) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue1.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted1 = true
            completeIfExhausted()
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue2.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted2 = true
            completeIfExhausted()
        }
    }

    /// Forwards the next combination once every queue has an element. Call with `lock` held.
    private func emitIfReady() {
        guard !queue1.isEmpty, !queue2.isEmpty else { return }
        let value1 = queue1.removeFirst()
        let value2 = queue2.removeFirst()
        let result: Result
        do {
            result = try resultSelector(value1, value2)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
        completeIfExhausted()
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        if (isCompleted1 && queue1.isEmpty)
            || (isCompleted2 && queue2.isEmpty) {
            forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        lock.lock()
        queue1.removeAll()
        queue2.removeAll()
        lock.unlock()
    }
}

// MARK: - 3 sources

extension ObservableType {
    /// Combines the elements of the 3 sources by position with `resultSelector`:
    /// the first elements of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has one at that position.
    /// The result completes as soon as a completed source has no waiting element left,
    /// and fails as soon as a source fails or `resultSelector` throws.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Zip3(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends tuples of the elements of the 3 sources combined by position.
    ///
    /// Completion and errors are as for `zip` with a `resultSelector`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Zip3(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), resultSelector: { ($0, $1, $2) })
    }
}

/// `zip` of 3 sources.
final class Zip3<E1, E2, E3, Result>: Producer<Result> {
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
        let sink = Zip3Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        sink.setUpstream(CompositeDisposable(subscription1, subscription2, subscription3))
        return sink
    }
}

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
/// Waiting elements live in `ZipQueue`s, so queueing and pairing allocate nothing once they have grown.
final class Zip3Sink<E1, E2, E3, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: (E1, E2, E3) throws -> Result
    @exclusivity(unchecked) private var queue1 = ZipQueue<E1>()
    @exclusivity(unchecked) private var queue2 = ZipQueue<E2>()
    @exclusivity(unchecked) private var queue3 = ZipQueue<E3>()
    @exclusivity(unchecked) private var isCompleted1 = false
    @exclusivity(unchecked) private var isCompleted2 = false
    @exclusivity(unchecked) private var isCompleted3 = false

    init(resultSelector: @escaping (E1, E2, E3) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue1.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted1 = true
            completeIfExhausted()
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue2.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted2 = true
            completeIfExhausted()
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue3.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted3 = true
            completeIfExhausted()
        }
    }

    /// Forwards the next combination once every queue has an element. Call with `lock` held.
    private func emitIfReady() {
        guard !queue1.isEmpty, !queue2.isEmpty, !queue3.isEmpty else { return }
        let value1 = queue1.removeFirst()
        let value2 = queue2.removeFirst()
        let value3 = queue3.removeFirst()
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
        completeIfExhausted()
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        if (isCompleted1 && queue1.isEmpty)
            || (isCompleted2 && queue2.isEmpty)
            || (isCompleted3 && queue3.isEmpty) {
            forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        lock.lock()
        queue1.removeAll()
        queue2.removeAll()
        queue3.removeAll()
        lock.unlock()
    }
}

// MARK: - 4 sources

extension ObservableType {
    /// Combines the elements of the 4 sources by position with `resultSelector`:
    /// the first elements of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has one at that position.
    /// The result completes as soon as a completed source has no waiting element left,
    /// and fails as soon as a source fails or `resultSelector` throws.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Zip4(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends tuples of the elements of the 4 sources combined by position.
    ///
    /// Completion and errors are as for `zip` with a `resultSelector`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Zip4(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), resultSelector: { ($0, $1, $2, $3) })
    }
}

/// `zip` of 4 sources.
final class Zip4<E1, E2, E3, E4, Result>: Producer<Result> {
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
        let sink = Zip4Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        let subscription4 = source4._subscribe(sink.on4)
        sink.setUpstream(CompositeDisposable(disposables: [subscription1, subscription2, subscription3, subscription4]))
        return sink
    }
}

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
/// Waiting elements live in `ZipQueue`s, so queueing and pairing allocate nothing once they have grown.
final class Zip4Sink<E1, E2, E3, E4, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: (E1, E2, E3, E4) throws -> Result
    @exclusivity(unchecked) private var queue1 = ZipQueue<E1>()
    @exclusivity(unchecked) private var queue2 = ZipQueue<E2>()
    @exclusivity(unchecked) private var queue3 = ZipQueue<E3>()
    @exclusivity(unchecked) private var queue4 = ZipQueue<E4>()
    @exclusivity(unchecked) private var isCompleted1 = false
    @exclusivity(unchecked) private var isCompleted2 = false
    @exclusivity(unchecked) private var isCompleted3 = false
    @exclusivity(unchecked) private var isCompleted4 = false

    init(resultSelector: @escaping (E1, E2, E3, E4) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue1.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted1 = true
            completeIfExhausted()
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue2.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted2 = true
            completeIfExhausted()
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue3.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted3 = true
            completeIfExhausted()
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue4.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted4 = true
            completeIfExhausted()
        }
    }

    /// Forwards the next combination once every queue has an element. Call with `lock` held.
    private func emitIfReady() {
        guard !queue1.isEmpty, !queue2.isEmpty, !queue3.isEmpty, !queue4.isEmpty else { return }
        let value1 = queue1.removeFirst()
        let value2 = queue2.removeFirst()
        let value3 = queue3.removeFirst()
        let value4 = queue4.removeFirst()
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
        completeIfExhausted()
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        if (isCompleted1 && queue1.isEmpty)
            || (isCompleted2 && queue2.isEmpty)
            || (isCompleted3 && queue3.isEmpty)
            || (isCompleted4 && queue4.isEmpty) {
            forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        lock.lock()
        queue1.removeAll()
        queue2.removeAll()
        queue3.removeAll()
        queue4.removeAll()
        lock.unlock()
    }
}

// MARK: - 5 sources

extension ObservableType {
    /// Combines the elements of the 5 sources by position with `resultSelector`:
    /// the first elements of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has one at that position.
    /// The result completes as soon as a completed source has no waiting element left,
    /// and fails as soon as a source fails or `resultSelector` throws.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Zip5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends tuples of the elements of the 5 sources combined by position.
    ///
    /// Completion and errors are as for `zip` with a `resultSelector`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Zip5(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), resultSelector: { ($0, $1, $2, $3, $4) })
    }
}

/// `zip` of 5 sources.
final class Zip5<E1, E2, E3, E4, E5, Result>: Producer<Result> {
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
        let sink = Zip5Sink(resultSelector: resultSelector, observer: observer)
        let subscription1 = source1._subscribe(sink.on1)
        let subscription2 = source2._subscribe(sink.on2)
        let subscription3 = source3._subscribe(sink.on3)
        let subscription4 = source4._subscribe(sink.on4)
        let subscription5 = source5._subscribe(sink.on5)
        sink.setUpstream(CompositeDisposable(disposables: [subscription1, subscription2, subscription3, subscription4, subscription5]))
        return sink
    }
}

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
/// Waiting elements live in `ZipQueue`s, so queueing and pairing allocate nothing once they have grown.
final class Zip5Sink<E1, E2, E3, E4, E5, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: (E1, E2, E3, E4, E5) throws -> Result
    @exclusivity(unchecked) private var queue1 = ZipQueue<E1>()
    @exclusivity(unchecked) private var queue2 = ZipQueue<E2>()
    @exclusivity(unchecked) private var queue3 = ZipQueue<E3>()
    @exclusivity(unchecked) private var queue4 = ZipQueue<E4>()
    @exclusivity(unchecked) private var queue5 = ZipQueue<E5>()
    @exclusivity(unchecked) private var isCompleted1 = false
    @exclusivity(unchecked) private var isCompleted2 = false
    @exclusivity(unchecked) private var isCompleted3 = false
    @exclusivity(unchecked) private var isCompleted4 = false
    @exclusivity(unchecked) private var isCompleted5 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue1.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted1 = true
            completeIfExhausted()
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue2.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted2 = true
            completeIfExhausted()
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue3.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted3 = true
            completeIfExhausted()
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue4.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted4 = true
            completeIfExhausted()
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue5.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted5 = true
            completeIfExhausted()
        }
    }

    /// Forwards the next combination once every queue has an element. Call with `lock` held.
    private func emitIfReady() {
        guard !queue1.isEmpty, !queue2.isEmpty, !queue3.isEmpty, !queue4.isEmpty, !queue5.isEmpty else { return }
        let value1 = queue1.removeFirst()
        let value2 = queue2.removeFirst()
        let value3 = queue3.removeFirst()
        let value4 = queue4.removeFirst()
        let value5 = queue5.removeFirst()
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
        completeIfExhausted()
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        if (isCompleted1 && queue1.isEmpty)
            || (isCompleted2 && queue2.isEmpty)
            || (isCompleted3 && queue3.isEmpty)
            || (isCompleted4 && queue4.isEmpty)
            || (isCompleted5 && queue5.isEmpty) {
            forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        lock.lock()
        queue1.removeAll()
        queue2.removeAll()
        queue3.removeAll()
        queue4.removeAll()
        queue5.removeAll()
        lock.unlock()
    }
}

// MARK: - 6 sources

extension ObservableType {
    /// Combines the elements of the 6 sources by position with `resultSelector`:
    /// the first elements of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has one at that position.
    /// The result completes as soon as a completed source has no waiting element left,
    /// and fails as soon as a source fails or `resultSelector` throws.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Zip6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends tuples of the elements of the 6 sources combined by position.
    ///
    /// Completion and errors are as for `zip` with a `resultSelector`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Zip6(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5) })
    }
}

/// `zip` of 6 sources.
final class Zip6<E1, E2, E3, E4, E5, E6, Result>: Producer<Result> {
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
        let sink = Zip6Sink(resultSelector: resultSelector, observer: observer)
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

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
/// Waiting elements live in `ZipQueue`s, so queueing and pairing allocate nothing once they have grown.
final class Zip6Sink<E1, E2, E3, E4, E5, E6, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: (E1, E2, E3, E4, E5, E6) throws -> Result
    @exclusivity(unchecked) private var queue1 = ZipQueue<E1>()
    @exclusivity(unchecked) private var queue2 = ZipQueue<E2>()
    @exclusivity(unchecked) private var queue3 = ZipQueue<E3>()
    @exclusivity(unchecked) private var queue4 = ZipQueue<E4>()
    @exclusivity(unchecked) private var queue5 = ZipQueue<E5>()
    @exclusivity(unchecked) private var queue6 = ZipQueue<E6>()
    @exclusivity(unchecked) private var isCompleted1 = false
    @exclusivity(unchecked) private var isCompleted2 = false
    @exclusivity(unchecked) private var isCompleted3 = false
    @exclusivity(unchecked) private var isCompleted4 = false
    @exclusivity(unchecked) private var isCompleted5 = false
    @exclusivity(unchecked) private var isCompleted6 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue1.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted1 = true
            completeIfExhausted()
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue2.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted2 = true
            completeIfExhausted()
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue3.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted3 = true
            completeIfExhausted()
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue4.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted4 = true
            completeIfExhausted()
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue5.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted5 = true
            completeIfExhausted()
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue6.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted6 = true
            completeIfExhausted()
        }
    }

    /// Forwards the next combination once every queue has an element. Call with `lock` held.
    private func emitIfReady() {
        guard !queue1.isEmpty, !queue2.isEmpty, !queue3.isEmpty, !queue4.isEmpty, !queue5.isEmpty, !queue6.isEmpty else { return }
        let value1 = queue1.removeFirst()
        let value2 = queue2.removeFirst()
        let value3 = queue3.removeFirst()
        let value4 = queue4.removeFirst()
        let value5 = queue5.removeFirst()
        let value6 = queue6.removeFirst()
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5, value6)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
        completeIfExhausted()
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        if (isCompleted1 && queue1.isEmpty)
            || (isCompleted2 && queue2.isEmpty)
            || (isCompleted3 && queue3.isEmpty)
            || (isCompleted4 && queue4.isEmpty)
            || (isCompleted5 && queue5.isEmpty)
            || (isCompleted6 && queue6.isEmpty) {
            forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        lock.lock()
        queue1.removeAll()
        queue2.removeAll()
        queue3.removeAll()
        queue4.removeAll()
        queue5.removeAll()
        queue6.removeAll()
        lock.unlock()
    }
}

// MARK: - 7 sources

extension ObservableType {
    /// Combines the elements of the 7 sources by position with `resultSelector`:
    /// the first elements of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has one at that position.
    /// The result completes as soon as a completed source has no waiting element left,
    /// and fails as soon as a source fails or `resultSelector` throws.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Zip7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends tuples of the elements of the 7 sources combined by position.
    ///
    /// Completion and errors are as for `zip` with a `resultSelector`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Zip7(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6) })
    }
}

/// `zip` of 7 sources.
final class Zip7<E1, E2, E3, E4, E5, E6, E7, Result>: Producer<Result> {
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
        let sink = Zip7Sink(resultSelector: resultSelector, observer: observer)
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

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
/// Waiting elements live in `ZipQueue`s, so queueing and pairing allocate nothing once they have grown.
final class Zip7Sink<E1, E2, E3, E4, E5, E6, E7, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7) throws -> Result
    @exclusivity(unchecked) private var queue1 = ZipQueue<E1>()
    @exclusivity(unchecked) private var queue2 = ZipQueue<E2>()
    @exclusivity(unchecked) private var queue3 = ZipQueue<E3>()
    @exclusivity(unchecked) private var queue4 = ZipQueue<E4>()
    @exclusivity(unchecked) private var queue5 = ZipQueue<E5>()
    @exclusivity(unchecked) private var queue6 = ZipQueue<E6>()
    @exclusivity(unchecked) private var queue7 = ZipQueue<E7>()
    @exclusivity(unchecked) private var isCompleted1 = false
    @exclusivity(unchecked) private var isCompleted2 = false
    @exclusivity(unchecked) private var isCompleted3 = false
    @exclusivity(unchecked) private var isCompleted4 = false
    @exclusivity(unchecked) private var isCompleted5 = false
    @exclusivity(unchecked) private var isCompleted6 = false
    @exclusivity(unchecked) private var isCompleted7 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue1.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted1 = true
            completeIfExhausted()
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue2.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted2 = true
            completeIfExhausted()
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue3.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted3 = true
            completeIfExhausted()
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue4.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted4 = true
            completeIfExhausted()
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue5.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted5 = true
            completeIfExhausted()
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue6.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted6 = true
            completeIfExhausted()
        }
    }

    func on7(_ event: Event<E7>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue7.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted7 = true
            completeIfExhausted()
        }
    }

    /// Forwards the next combination once every queue has an element. Call with `lock` held.
    private func emitIfReady() {
        guard !queue1.isEmpty, !queue2.isEmpty, !queue3.isEmpty, !queue4.isEmpty, !queue5.isEmpty, !queue6.isEmpty, !queue7.isEmpty else { return }
        let value1 = queue1.removeFirst()
        let value2 = queue2.removeFirst()
        let value3 = queue3.removeFirst()
        let value4 = queue4.removeFirst()
        let value5 = queue5.removeFirst()
        let value6 = queue6.removeFirst()
        let value7 = queue7.removeFirst()
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5, value6, value7)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
        completeIfExhausted()
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        if (isCompleted1 && queue1.isEmpty)
            || (isCompleted2 && queue2.isEmpty)
            || (isCompleted3 && queue3.isEmpty)
            || (isCompleted4 && queue4.isEmpty)
            || (isCompleted5 && queue5.isEmpty)
            || (isCompleted6 && queue6.isEmpty)
            || (isCompleted7 && queue7.isEmpty) {
            forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        lock.lock()
        queue1.removeAll()
        queue2.removeAll()
        queue3.removeAll()
        queue4.removeAll()
        queue5.removeAll()
        queue6.removeAll()
        queue7.removeAll()
        lock.unlock()
    }
}

// MARK: - 8 sources

extension ObservableType {
    /// Combines the elements of the 8 sources by position with `resultSelector`:
    /// the first elements of all, then the second elements of all, and so on.
    ///
    /// Elements wait in a per-source queue until every source has one at that position.
    /// The result completes as soon as a completed source has no waiting element left,
    /// and fails as soon as a source fails or `resultSelector` throws.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Zip8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(), resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Sends tuples of the elements of the 8 sources combined by position.
    ///
    /// Completion and errors are as for `zip` with a `resultSelector`.
    /// - seealso: [zip operator on reactivex.io](http://reactivex.io/documentation/operators/zip.html)
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Zip8(source1: source1.asObservable(), source2: source2.asObservable(), source3: source3.asObservable(), source4: source4.asObservable(), source5: source5.asObservable(), source6: source6.asObservable(), source7: source7.asObservable(), source8: source8.asObservable(), resultSelector: { ($0, $1, $2, $3, $4, $5, $6, $7) })
    }
}

/// `zip` of 8 sources.
final class Zip8<E1, E2, E3, E4, E5, E6, E7, E8, Result>: Producer<Result> {
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
        let sink = Zip8Sink(resultSelector: resultSelector, observer: observer)
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

/// `@unchecked Sendable`: every `var` is guarded by `lock`. Events are forwarded under it,
/// as in RxSwift: it is recursive, so an observer that makes a source send again
/// re-enters safely, and sources on different threads never overlap downstream.
/// Waiting elements live in `ZipQueue`s, so queueing and pairing allocate nothing once they have grown.
final class Zip8Sink<E1, E2, E3, E4, E5, E6, E7, E8, Result>: Sink<Result>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let resultSelector: (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result
    @exclusivity(unchecked) private var queue1 = ZipQueue<E1>()
    @exclusivity(unchecked) private var queue2 = ZipQueue<E2>()
    @exclusivity(unchecked) private var queue3 = ZipQueue<E3>()
    @exclusivity(unchecked) private var queue4 = ZipQueue<E4>()
    @exclusivity(unchecked) private var queue5 = ZipQueue<E5>()
    @exclusivity(unchecked) private var queue6 = ZipQueue<E6>()
    @exclusivity(unchecked) private var queue7 = ZipQueue<E7>()
    @exclusivity(unchecked) private var queue8 = ZipQueue<E8>()
    @exclusivity(unchecked) private var isCompleted1 = false
    @exclusivity(unchecked) private var isCompleted2 = false
    @exclusivity(unchecked) private var isCompleted3 = false
    @exclusivity(unchecked) private var isCompleted4 = false
    @exclusivity(unchecked) private var isCompleted5 = false
    @exclusivity(unchecked) private var isCompleted6 = false
    @exclusivity(unchecked) private var isCompleted7 = false
    @exclusivity(unchecked) private var isCompleted8 = false

    init(resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Result, observer: @escaping (Event<Result>) -> Void) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func on1(_ event: Event<E1>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue1.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted1 = true
            completeIfExhausted()
        }
    }

    func on2(_ event: Event<E2>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue2.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted2 = true
            completeIfExhausted()
        }
    }

    func on3(_ event: Event<E3>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue3.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted3 = true
            completeIfExhausted()
        }
    }

    func on4(_ event: Event<E4>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue4.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted4 = true
            completeIfExhausted()
        }
    }

    func on5(_ event: Event<E5>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue5.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted5 = true
            completeIfExhausted()
        }
    }

    func on6(_ event: Event<E6>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue6.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted6 = true
            completeIfExhausted()
        }
    }

    func on7(_ event: Event<E7>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue7.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted7 = true
            completeIfExhausted()
        }
    }

    func on8(_ event: Event<E8>) {
        lock.lock()
        defer { lock.unlock() }
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            queue8.enqueue(element)
            emitIfReady()
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            isCompleted8 = true
            completeIfExhausted()
        }
    }

    /// Forwards the next combination once every queue has an element. Call with `lock` held.
    private func emitIfReady() {
        guard !queue1.isEmpty, !queue2.isEmpty, !queue3.isEmpty, !queue4.isEmpty, !queue5.isEmpty, !queue6.isEmpty, !queue7.isEmpty, !queue8.isEmpty else { return }
        let value1 = queue1.removeFirst()
        let value2 = queue2.removeFirst()
        let value3 = queue3.removeFirst()
        let value4 = queue4.removeFirst()
        let value5 = queue5.removeFirst()
        let value6 = queue6.removeFirst()
        let value7 = queue7.removeFirst()
        let value8 = queue8.removeFirst()
        let result: Result
        do {
            result = try resultSelector(value1, value2, value3, value4, value5, value6, value7, value8)
        } catch {
            forwardTerminal(.error(error))
            return
        }
        forward(.next(result))
        completeIfExhausted()
    }

    /// Completes once a completed source has no waiting element: no further combination can form.
    private func completeIfExhausted() {
        if (isCompleted1 && queue1.isEmpty)
            || (isCompleted2 && queue2.isEmpty)
            || (isCompleted3 && queue3.isEmpty)
            || (isCompleted4 && queue4.isEmpty)
            || (isCompleted5 && queue5.isEmpty)
            || (isCompleted6 && queue6.isEmpty)
            || (isCompleted7 && queue7.isEmpty)
            || (isCompleted8 && queue8.isEmpty) {
            forwardTerminal(.completed)
        }
    }

    override func disposeResources() {
        lock.lock()
        queue1.removeAll()
        queue2.removeAll()
        queue3.removeAll()
        queue4.removeAll()
        queue5.removeAll()
        queue6.removeAll()
        queue7.removeAll()
        queue8.removeAll()
        lock.unlock()
    }
}
