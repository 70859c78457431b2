/// The state behind `values`: one subscription's events, buffered without limit until the
/// loop asks for them, and the loop's one waiting `next()`.
///
/// Cancelling the iterating task throws `CancellationError` from the waiting `next()`, as
/// RxSwift 6's `values` does, and disposes the subscription. Dropping the sequence (the
/// loop ended early) disposes it too: the observer holds this object weakly.
///
/// `@unchecked Sendable`: `pending`, `stopEvent`, `waiter`, `subscription` and
/// `isCancelled` are read and written only while `lock` is held; the waiter is resumed
/// and the subscription disposed after releasing it.
final class ObservedValues<Element>: @unchecked Sendable {
    typealias Waiter = CheckedContinuation<UncheckedSendable<Element?>, Error>

    private let lock = WordLock()
    private var pending = RingBuffer<Element>()
    private var stopEvent: Event<Element>?
    private var waiter: Waiter?
    private var subscription: Disposable?
    private var isCancelled = false

    init(_ source: Observable<Element>) {
        let subscription = source.subscribe { [weak self] event in
            self?.on(event)
        }
        let keep = lock.withLock { () -> Bool in
            guard stopEvent == nil, !isCancelled else { return false }
            self.subscription = subscription
            return true
        }
        if !keep { subscription.dispose() }
    }

    deinit {
        subscription?.dispose()
    }

    /// The next element, nil after completion; throws the sequence's error or, once the
    /// task is cancelled, `CancellationError`.
    func next() async throws -> UncheckedSendable<Element?> {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                lock.lock()
                if isCancelled {
                    lock.unlock()
                    continuation.resume(throwing: CancellationError())
                } else if let element = pending.dequeue() {
                    lock.unlock()
                    continuation.resume(returning: UncheckedSendable(element))
                } else if let stopEvent {
                    lock.unlock()
                    Self.resume(continuation, with: stopEvent)
                } else {
                    waiter = continuation
                    lock.unlock()
                }
            }
        } onCancel: {
            cancel()
        }
    }

    private func on(_ event: Event<Element>) {
        lock.lock()
        guard stopEvent == nil, !isCancelled else {
            lock.unlock()
            return
        }
        let waiting = waiter
        waiter = nil
        var finished: Disposable?
        switch event {
        case .next(let element):
            if waiting == nil { pending.enqueue(element) }
        case .error, .completed:
            stopEvent = event
            finished = subscription
            subscription = nil
        }
        lock.unlock()
        finished?.dispose()
        if let waiting { Self.resume(waiting, with: event) }
    }

    private func cancel() {
        let (waiting, subscription) = lock.withLock { () -> (Waiter?, Disposable?) in
            isCancelled = true
            pending.removeAll()
            defer {
                waiter = nil
                self.subscription = nil
            }
            return (waiter, self.subscription)
        }
        subscription?.dispose()
        waiting?.resume(throwing: CancellationError())
    }

    private static func resume(_ waiter: Waiter, with event: Event<Element>) {
        switch event {
        case .next(let element): waiter.resume(returning: UncheckedSendable(element))
        case .error(let error): waiter.resume(throwing: error)
        case .completed: waiter.resume(returning: UncheckedSendable(nil))
        }
    }
}
