import Dispatch

/// Carries a closure that is only ever run on the main queue across `DispatchQueue`'s
/// `@Sendable` requirement.
///
/// `@unchecked Sendable`: no lock; the closure is created on the main queue and run on
/// it, never anywhere else, so nothing it captures is shared between threads.
struct MainQueueClosure: @unchecked Sendable {
    let body: () -> Void
}

enum MainQueue {
    /// Runs `body` on a later turn of the main queue. Call from the main queue only
    /// (what `body` captures must not leave it).
    static func async(_ body: @escaping () -> Void) {
        let closure = MainQueueClosure(body: body)
        DispatchQueue.main.async { closure.body() }
    }
}
