extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes, waits for the element and returns it; throws the `Single`'s error.
    ///
    /// In a cancelled task the `Single` is still subscribed, as on RxSwift 6, and an element
    /// it gives within `subscribe` is returned. Cancelling while it waits disposes the
    /// subscription and throws `CancellationError` (RxSwift leaves the caller suspended forever).
    /// Runs on the caller's actor, so a non-`Sendable` `Single` can be awaited anywhere.
    nonisolated(nonsending) public var value: Element {
        get async throws {
            guard let element = try await awaitFirstEvent(of: primitiveSequence.source) else {
                throw RxError.noElements
            }
            return element
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes, waits for the outcome and returns the element, or nil if the `Maybe`
    /// completes empty; throws the `Maybe`'s error.
    ///
    /// In a cancelled task the `Maybe` is still subscribed, as on RxSwift 6, and what it gives
    /// within `subscribe` is returned. Cancelling while it waits disposes the subscription
    /// and throws `CancellationError`.
    /// Runs on the caller's actor, so a non-`Sendable` `Maybe` can be awaited anywhere.
    nonisolated(nonsending) public var value: Element? {
        get async throws {
            try await awaitFirstEvent(of: primitiveSequence.source)
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes and waits for completion; throws the `Completable`'s error.
    ///
    /// In a cancelled task the `Completable` is still subscribed, as on RxSwift 6, and a
    /// completion within `subscribe` returns. Cancelling while it waits disposes the
    /// subscription and throws `CancellationError`.
    nonisolated(nonsending) public var value: Void {
        get async throws {
            _ = try await awaitFirstEvent(of: primitiveSequence.source)
        }
    }
}

/// Subscribes to `source` and waits for its first event: the element of `.next`, nil for
/// `.completed`, or the thrown error.
///
/// Cancellation as RxSwift 6: the source is subscribed even in a cancelled task, and an
/// event it sends within `subscribe` is the result. Past that, cancellation disposes the
/// subscription and throws `CancellationError` (RxSwift leaves the caller suspended forever).
nonisolated(nonsending) func awaitFirstEvent<Element>(of source: Observable<Element>) async throws -> Element? {
    let waiter = FirstEventWaiter<Element>()
    let result = try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            waiter.start(source, continuation: continuation)
        }
    } onCancel: {
        waiter.cancel()
    }
    return result.value
}

/// The state of one `awaitFirstEvent` call: resumes its continuation exactly once, with
/// the first event or with cancellation, and disposes the subscription.
///
/// `@unchecked Sendable`: `continuation`, `subscription`, `isSubscribed` and `isCancelled`
/// are read and written only while `lock` is held; the continuation is resumed and the subscription
/// disposed after releasing it.
private final class FirstEventWaiter<Element>: @unchecked Sendable {
    typealias Continuation = CheckedContinuation<UncheckedSendable<Element?>, Error>

    private let lock = WordLock()
    private var continuation: Continuation?
    private var subscription: Disposable?
    private var isCancelled = false
    private var isSubscribed = false

    func start(_ source: Observable<Element>, continuation: Continuation) {
        lock.withLock { self.continuation = continuation }
        // Subscribes even when the task is already cancelled, as RxSwift 6 does: a source
        // that answers within `subscribe` (`just`, `empty`, a cached value) is returned.
        let subscription = source.subscribe { [self] event in
            switch event {
            case .next(let element): finish(.success(UncheckedSendable(element)))
            case .error(let error): finish(.failure(error))
            case .completed: finish(.success(UncheckedSendable(nil)))
            }
        }
        let (keep, cancelled) = lock.withLock { () -> (Bool, Continuation?) in
            isSubscribed = true
            guard let pending = self.continuation else { return (false, nil) }
            if isCancelled {
                self.continuation = nil
                return (false, pending)
            }
            self.subscription = subscription
            return (true, nil)
        }
        if !keep { subscription.dispose() }
        cancelled?.resume(throwing: CancellationError())
    }

    func cancel() {
        let (continuation, subscription) = lock.withLock { () -> (Continuation?, Disposable?) in
            isCancelled = true
            // Until `subscribe` returns, `start` decides: what the source gives at once wins.
            guard isSubscribed else { return (nil, nil) }
            defer {
                self.continuation = nil
                self.subscription = nil
            }
            return (self.continuation, self.subscription)
        }
        subscription?.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    private func finish(_ result: Result<UncheckedSendable<Element?>, Error>) {
        let (continuation, subscription) = lock.withLock { () -> (Continuation?, Disposable?) in
            defer {
                self.continuation = nil
                self.subscription = nil
            }
            return (self.continuation, self.subscription)
        }
        subscription?.dispose()
        continuation?.resume(with: result)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` whose element comes from an `async` function: each subscription runs
    /// `work` in a new `Task` (a detached one when `detached`) with `priority`; what it
    /// returns or throws is the `Single`'s outcome.
    ///
    /// Disposing the subscription cancels the task; nothing is delivered after disposal.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        Single<Element>.create { single in
            // Boxed: the task only hands the outcome to the observer, which a `Single`
            // calls once, from the task's thread.
            let deliver = UncheckedSendable(single)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    deliver.value(.success(UncheckedSendable(element).value))
                } catch {
                    deliver.value(.failure(error))
                }
            }
            let task = detached ? Task.detached(priority: priority, operation: operation) : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}
