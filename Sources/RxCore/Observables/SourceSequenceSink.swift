/// Subscribes to a sequence of sources one after another: the next one when the current
/// one completes (`concat`) or fails (`catch` over a sequence).
///
/// A source that ends during its own `subscribe` does not subscribe the next one from
/// inside that call: the call only records that the next is due, and the loop in
/// `moveNext` (run by whichever thread is already moving) picks it up once the call
/// returns. So `concat` of 100,000 `just`s runs in constant stack depth, and the first
/// source is subscribed during `subscribe`, as in RxSwift's serialized tail recursion.
///
/// `@unchecked Sendable`: `lock` guards `isMoving`, `moveRequested`, `current` and
/// `lastError`, and nothing outside the sink is called, and nothing it held released,
/// while it is held. `iterator` belongs to the thread that set `isMoving` (the sequence's
/// `next()` may run user code, so it is called unlocked). Only one source is subscribed at
/// a time, so its events arrive one by one and are forwarded without the lock.
final class SourceSequenceSink<Sources: Sequence, Element>: Sink<Element>, @unchecked Sendable where Sources.Element == Observable<Element> {
    /// Which stop event of the current source moves on to the next source.
    enum Advance {
        /// `concat`: move on when a source completes; an error ends everything.
        case onCompleted
        /// `catch`: move on when a source fails; a completion ends everything.
        case onError
    }

    private let lock = WordLock()
    private let advance: Advance
    private var iterator: Sources.Iterator?
    private var current: Disposable?
    private var isMoving = false
    private var moveRequested = false
    private var lastError: Swift.Error?

    init(sources: Sources, advance: Advance, observer: @escaping (Event<Element>) -> Void) {
        self.iterator = sources.makeIterator()
        self.advance = advance
        super.init(observer: observer)
    }

    /// Subscribes to the next source, or ends the sequence when there is none.
    func moveNext() {
        lock.lock()
        if isMoving {
            moveRequested = true
            lock.unlock()
            return
        }
        isMoving = true
        while true {
            moveRequested = false
            guard !isDisposed else {
                let dropped = iterator
                iterator = nil
                isMoving = false
                withExtendedLifetime(dropped) {
                    lock.unlock()
                }
                return
            }
            lock.unlock()
            guard let source = iterator?.next() else {
                iterator = nil
                lock.lock()
                isMoving = false
                let error = lastError
                lock.unlock()
                forwardTerminal(error.map { .error($0) } ?? .completed)
                return
            }
            let subscription = source._subscribe(self.on)
            lock.lock()
            if isDisposed {
                isMoving = false
                lock.unlock()
                subscription.dispose()
                return
            }
            // The previous source has ended; disposing it releases what it still holds.
            let previous = current
            current = subscription
            let again = moveRequested
            if !again { isMoving = false }
            lock.unlock()
            previous?.dispose()
            guard again else { return }
            lock.lock()
        }
    }

    private func on(_ event: Event<Element>) {
        switch (event, advance) {
        case (.next, _):
            forward(event)
        case (.completed, .onCompleted):
            moveNext()
        case (.error(let error), .onError):
            var previous: Swift.Error? = error
            lock.withLock { swap(&lastError, &previous) }
            withExtendedLifetime(previous) {}  // released unlocked: its deinit may run user code
            moveNext()
        case (.error, .onCompleted), (.completed, .onError):
            forwardTerminal(event)
        }
    }

    override func disposeResources() {
        let subscription = lock.withLock { () -> Disposable? in
            defer { current = nil }
            return current
        }
        subscription?.dispose()
        // The iterator belongs to the moving thread; `moveNext` drops it once it sees the
        // disposal (and with it the sequence).
    }
}

/// The producer of `concat` and of `catch` over a sequence.
final class SourceSequenceProducer<Sources: Sequence, Element>: Producer<Element>, @unchecked Sendable where Sources.Element == Observable<Element> {
    private let sources: Sources
    private let advance: SourceSequenceSink<Sources, Element>.Advance

    init(sources: Sources, advance: SourceSequenceSink<Sources, Element>.Advance) {
        self.sources = sources
        self.advance = advance
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = SourceSequenceSink(sources: sources, advance: advance, observer: observer)
        sink.moveNext()
        return sink
    }
}
