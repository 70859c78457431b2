import Foundation
import RxCore

extension Reactive where Base: ProviderType {
    /// A `Single` that sends a request for `target` and, when `policy` says so, sends
    /// it again after a wait on the provider's scheduler (virtual time under a
    /// `TestScheduler`). Non-idempotent methods (POST, PATCH) are never retried.
    ///
    /// The outcome is that of the last attempt. Disposing cancels the attempt in
    /// flight or the pending wait.
    public func request(_ target: Base.Target, retry policy: RetryPolicy) -> Single<Response> {
        guard target.method.isIdempotent else { return request(target) }
        let provider = base
        return Single.create { observer in
            let current = SerialDisposable()
            let loop = RetryLoop(provider: provider, target: target, policy: policy, current: current, observer: observer)
            loop.attempt(0)
            return current
        }
    }
}

/// One retried request: sends attempts into `current` until one is final.
///
/// `completedAttempt` and the assignments to `current` happen under `lock` (recursive,
/// because a scheduler may run the next attempt inside `scheduleRelative`), so an
/// attempt that completes synchronously is not overwritten by its own token.
private final class RetryLoop<Provider: ProviderType> {
    private let lock = NSRecursiveLock()
    private var completedAttempt = -1
    let provider: Provider
    let target: Provider.Target
    let policy: RetryPolicy
    let current: SerialDisposable
    let observer: (SingleEvent<Response>) -> Void

    init(provider: Provider, target: Provider.Target, policy: RetryPolicy, current: SerialDisposable, observer: @escaping (SingleEvent<Response>) -> Void) {
        self.provider = provider
        self.target = target
        self.policy = policy
        self.current = current
        self.observer = observer
    }

    func attempt(_ number: Int) {
        let token = provider.request(target) { result in
            let scheduler = self.provider.scheduler
            let wait = self.policy.delay(beforeRetry: number, after: result, now: scheduler.now)
            self.lock.withLock {
                self.completedAttempt = number
                if let wait {
                    self.current.disposable = scheduler.scheduleRelative((), dueTime: .seconds(wait)) { _ in
                        self.attempt(number + 1)
                        return Disposables.create()
                    }
                }
            }
            if wait != nil { return }
            switch result {
            case .success(let response): self.observer(.success(response))
            case .failure(let error): self.observer(.failure(error))
            }
        }
        lock.withLock {
            if completedAttempt != number { current.disposable = token }
        }
    }
}
