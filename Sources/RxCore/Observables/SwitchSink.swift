/// The sink of `switchLatest` and `flatMapLatest`: maps each outer element to an inner
/// sequence, disposes the previous inner subscription and sends the elements of the latest.
///
/// The result completes when the outer sequence and the latest inner sequence have
/// completed; an error from either (or thrown by `selector`) ends it.
///
/// `@unchecked Sendable`: every `var` is guarded by `lock`. Inner events are forwarded
/// under it (a recursive lock, as in RxSwift), so an old inner sequence that is being
/// disposed on another thread cannot interleave with the new one; it is never held while
/// subscribing or disposing.
final class SwitchSink<Source, Element>: Sink<Element>, @unchecked Sendable {
    private let lock = PosixLock(recursive: true)
    private let selector: (Source) throws -> Observable<Element>
    private var latestID = 0
    private var isLatestRunning = false
    private var current: Disposable?
    private var outerCompleted = false

    init(selector: @escaping (Source) throws -> Observable<Element>, observer: @escaping (Event<Element>) -> Void) {
        self.selector = selector
        super.init(observer: observer)
    }

    /// Receives the events of the outer sequence.
    func onOuter(_ event: Event<Source>) {
        lock.lock()
        switch event {
        case .next(let element):
            guard !isDisposed else {
                lock.unlock()
                return
            }
            let source: Observable<Element>
            do {
                source = try selector(element)
            } catch {
                forwardTerminal(.error(error))
                lock.unlock()
                return
            }
            latestID &+= 1
            let id = latestID
            isLatestRunning = true
            let previous = current
            current = nil
            lock.unlock()
            previous?.dispose()
            let subscription = source._subscribe { event in
                self.onInner(event, id: id)
            }
            lock.lock()
            if id == latestID && isLatestRunning && !isDisposed {
                current = subscription
                lock.unlock()
            } else {
                // A newer inner sequence took over, or this one has already ended.
                lock.unlock()
                subscription.dispose()
            }
        case .error(let error):
            forwardTerminal(.error(error))
            lock.unlock()
        case .completed:
            outerCompleted = true
            if !isLatestRunning {
                forwardTerminal(.completed)
            }
            lock.unlock()
        }
    }

    private func onInner(_ event: Event<Element>, id: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard id == latestID else { return }
        switch event {
        case .next:
            forward(event)
        case .error:
            forwardTerminal(event)
        case .completed:
            isLatestRunning = false
            current = nil
            if outerCompleted {
                forwardTerminal(.completed)
            }
        }
    }

    override func disposeResources() {
        let subscription = lock.withLock { () -> Disposable? in
            defer { current = nil }
            return current
        }
        subscription?.dispose()
    }
}

/// The producer of `switchLatest` and `flatMapLatest`.
final class SwitchProducer<Source, Element>: Producer<Element> {
    private let source: Observable<Source>
    private let selector: (Source) throws -> Observable<Element>

    init(source: Observable<Source>, selector: @escaping (Source) throws -> Observable<Element>) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = SwitchSink(selector: selector, observer: observer)
        sink.setUpstream(source._subscribe(sink.onOuter))
        return sink
    }
}
