/// The base of the sinks of synchronous sources (`of`, `from`, `range`, `generate`,
/// `repeatElement`): they produce each element on demand, one at a time.
///
/// On `CurrentThreadScheduler` the first element waits for its turn on the trampoline,
/// as in RxSwift, so `subscribe` returns (and operators such as `take` hold the
/// subscription) before anything is sent. After that the sink sends element after
/// element in a loop, as long as nothing else is queued on the trampoline: that is
/// exactly the order RxSwift's one-action-per-element scheduling gives, without an
/// allocation per element. When another action is queued (a sibling source of `zip`,
/// say), the sink queues itself behind it, so sources interleave as they do in RxSwift.
/// The loop checks for disposal before every element and never deepens the stack,
/// so `repeatElement(1).take(3)` stops after three elements.
///
/// On any other scheduler it uses `scheduleRecursive`, one action per element.
///
/// `@unchecked Sendable`: subclasses' state is touched only by the one action running
/// at a time (the trampoline loop, or the current recursive action, which schedules
/// the next only after it has finished with the state); disposal is the atomic flag in `Sink`.
class SynchronousSourceSink<Element>: Sink<Element>, @unchecked Sendable {
    /// Sends the next event downstream; returns false once it has sent a stop event.
    func emitNext() -> Bool {
        rxAbstractMethod()
    }

    /// Starts producing on `scheduler`. Call once, from the producer's `run`.
    final func start(on scheduler: ImmediateSchedulerType) {
        if scheduler is CurrentThreadScheduler {
            // `run` always executes on a running trampoline, so this queues the first element.
            _ = scheduler.schedule(self) { sink in
                sink.drainOnTrampoline()
                return Disposables.create()
            }
        } else {
            setUpstream(scheduler.scheduleRecursive(self) { sink, recurse in
                if !sink.isDisposed && sink.emitNext() {
                    recurse(sink)
                }
            })
        }
    }

    private func drainOnTrampoline() {
        let trampoline = Trampoline.current
        while !isDisposed && emitNext() {
            if let trampoline, !trampoline.queue.isEmpty {
                // Something was queued meanwhile: let it run first, then continue.
                _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                    sink.drainOnTrampoline()
                    return Disposables.create()
                }
                return
            }
        }
    }
}
