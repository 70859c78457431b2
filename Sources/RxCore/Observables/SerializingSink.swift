/// A sink whose state changes under `lock` and whose events go downstream through
/// an `Outbox`: a timer thread, a second source and the source thread never call
/// the observer at the same time, and never while `lock` is held.
///
/// Subclasses keep their state (usually a value-type state machine) under `lock`.
/// An event handler takes the lock, asks the state machine what to do, posts the
/// events to send with `post`, unlocks, performs the rest of the action (schedule
/// a timer, dispose a subscription) and finally calls `deliver()` if `post` said so.
///
/// `@unchecked Sendable`: `outbox`, and every subclass's mutable state, is only
/// touched while `lock` is held; the observer is only called from `deliver()`,
/// with the lock released.
class SerializingSink<Element>: Sink<Element>, @unchecked Sendable {
    final let lock = PosixLock()
    private final var outbox = Outbox<Event<Element>>()

    /// With `lock` held: queues `event`. Returns whether the caller must call
    /// `deliver()` after unlocking.
    final func post(_ event: Event<Element>) -> Bool {
        outbox.post(event)
    }

    /// Without `lock` held: sends the queued events downstream, in order. A stop
    /// event ends (disposes) the sink.
    final func deliver() {
        while true {
            lock.lock()
            let event = outbox.next()
            lock.unlock()
            guard let event else { return }
            if event.isStopEvent {
                forwardTerminal(event)
            } else {
                forward(event)
            }
        }
    }

    /// Posts and delivers one event, for handlers with no other state to change.
    final func send(_ event: Event<Element>) {
        guard !isDisposed else { return }
        lock.lock()
        let mustDeliver = post(event)
        lock.unlock()
        if mustDeliver { deliver() }
    }

    /// Drops queued events; subclasses that override this must call `super`.
    override func disposeResources() {
        lock.withLock { outbox.removeAll() }
    }
}
