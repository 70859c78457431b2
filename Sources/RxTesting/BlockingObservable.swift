import Foundation

/// An observable whose results are waited for: `first()`, `last()`, `single()`,
/// `toArray()`, `materialize()` block the calling thread until the sequence ends.
///
/// On the main thread the wait runs the main run loop in short slices, so work
/// scheduled on the main queue or main run loop (e.g. `MainScheduler`) still runs;
/// on other threads it waits on a semaphore. Blocking inside a main-queue block
/// (e.g. a `@MainActor` test) cannot drain the main queue, as with RxBlocking.
///
/// A synchronous infinite source never returns control to the blocking call, so
/// `first()` on it hangs, as with RxBlocking; put `take(1)` before `toBlocking()`.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// Converts the sequence to a blocking one.
    ///
    /// - Parameter timeout: The longest time to wait for the sequence to end; after it
    ///   the blocking operators throw `RxError.timeout`. `nil` waits forever.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

extension BlockingObservable {
    /// Subscribes, collects elements that pass `predicate` until `max` of them have
    /// arrived or the sequence ends, times out after `timeout`, and disposes the subscription.
    func materializeResult(max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }) -> MaterializedSequenceResult<Element> {
        let state = BlockingState<Element>(waitsOnMainThread: Thread.isMainThread)
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe { event in
            state.receive(event, max: max, predicate: predicate)
        })
        let timedOut = !state.wait(timeout: timeout)
        subscription.dispose()
        return state.result(timedOut: timedOut)
    }

    /// The elements of a completed result; throws the error of a failed one.
    func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}

/// What a blocking call has received so far.
///
/// `@unchecked Sendable`: `lock` guards `elements`, `error` and `isDone`, and nothing
/// else runs under it: `predicate` is called unlocked, by the (serialized) event handler,
/// and the waiter is woken after it is released.
private final class BlockingState<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private let semaphore = DispatchSemaphore(value: 0)
    private let waitsOnMainThread: Bool
    private var elements: [Element] = []
    private var error: Error?
    private var isDone = false

    init(waitsOnMainThread: Bool) {
        self.waitsOnMainThread = waitsOnMainThread
    }

    func receive(_ event: Event<Element>, max: Int?, predicate: (Element) throws -> Bool) {
        // Events arrive one at a time, and only this handler sets `isDone`: the predicate's
        // verdict, taken unlocked, still applies when the lock is taken again.
        guard !done else { return }
        var verdict: Result<Bool, Error> = .success(false)
        if case .next(let element) = event {
            verdict = Result { try predicate(element) }
        }
        lock.lock()
        switch event {
        case .next(let element):
            switch verdict {
            case .success(let kept):
                if kept { elements.append(element) }
                if let max, elements.count >= max { isDone = true }
            case .failure(let error):
                self.error = error
                isDone = true
            }
        case .error(let error):
            self.error = error
            isDone = true
        case .completed:
            isDone = true
        }
        let finished = isDone
        lock.unlock()
        if finished { wakeWaiter() }
    }

    /// Waits until done; false on timeout.
    func wait(timeout: TimeInterval?) -> Bool {
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if waitsOnMainThread {
            while !done {
                let slice = Date().addingTimeInterval(0.01)
                if let deadline, deadline <= Date() { return done }
                let until = deadline.map { min($0, slice) } ?? slice
                if !RunLoop.current.run(mode: .default, before: until) {
                    // No run loop sources: wait on the semaphore for the slice instead of spinning.
                    if semaphore.wait(timeout: .now() + until.timeIntervalSinceNow) == .success { semaphore.signal() }
                }
            }
            return true
        }
        guard let timeout else {
            semaphore.wait()
            return true
        }
        let result = semaphore.wait(timeout: .now() + max(0, timeout))
        return result == .success || done
    }

    func result(timedOut: Bool) -> MaterializedSequenceResult<Element> {
        lock.lock()
        defer { lock.unlock() }
        if timedOut, !isDone { return .failed(elements: elements, error: RxError.timeout) }
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }

    private var done: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isDone
    }

    private func wakeWaiter() {
        semaphore.signal()
        if waitsOnMainThread, !Thread.isMainThread {
            // Wakes the main run loop so the waiter notices now rather than at the end of its slice.
            DispatchQueue.main.async {}
        }
    }
}
