/// A subject that replays its most recent elements (up to `bufferSize`) to each new
/// observer, then sends every later event; after a stop event a new observer gets
/// the buffer and the stop event.
///
/// Delivery is serialized (see `SubjectCore`).
///
/// `@unchecked Sendable`: every stored var, here and in `SubjectCore`, is guarded by
/// `SubjectCore.lock`; observers are called, and elements released, only with it released.
public final class ReplaySubject<Element>: SubjectCore<Element>, SubjectType, Cancelable, ObserverType, @unchecked Sendable {
    /// The subject's observer type: itself.
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let bufferSize: Int
    // Guarded by `lock`, like every stored var of SubjectCore.
    private var buffer = RingBuffer<Element>()

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
        super.init()
    }

    /// A subject that replays at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Swift.max(0, bufferSize))
    }

    /// A subject that replays every element it has received (RxSwift's spelling).
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// RxCore's earlier spelling, borrowed from `ReplayRelay.createUnbound()`; RxSwift's
    /// `ReplaySubject` has only `createUnbounded()`.
    @available(*, deprecated, renamed: "createUnbounded()")
    public static func createUnbound() -> ReplaySubject<Element> {
        createUnbounded()
    }

    /// Records and sends the event. Ignored after a stop event or disposal.
    public func on(_ event: Event<Element>) {
        lock.lock()
        if isStopped || disposed {
            lock.unlock()
            return
        }
        var dropped: Element?
        if case .next(let value) = event, bufferSize > 0 {
            buffer.enqueue(value)
            if buffer.count > bufferSize { dropped = buffer.dequeue() }
        }
        // A dropped element is released after the lock: its deinit may run user code.
        withExtendedLifetime(dropped) {
            broadcastAndUnlock(event)
        }
    }

    /// Subscribes an observer; it first receives the buffered elements.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _subscribe(observer.eventHandler)
    }

    override func _subscribe(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        lock.lock()
        if let rejection = rejectionLocked() {
            return subscribeAndUnlock(observer, initial: [rejection], register: false)
        }
        var replay = buffer.elements.map { Event.next($0) }
        if let stopEvent {
            replay.append(stopEvent)
            return subscribeAndUnlock(observer, initial: replay, register: false)
        }
        return subscribeAndUnlock(observer, initial: replay, register: true)
    }

    /// Returns itself.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Disposes the subject: the buffer and observers are dropped, and later use reports `RxError.disposed`.
    public func dispose() {
        lock.lock()
        let dropped = buffer
        buffer = RingBuffer()
        withExtendedLifetime(dropped) {
            disposeAndUnlock()
        }
    }
}
