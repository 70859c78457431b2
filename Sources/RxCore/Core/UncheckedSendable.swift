/// Carries a value the compiler cannot prove `Sendable` across an isolation boundary:
/// into a `Task`, a `@Sendable` closure, or a block handed to Dispatch or an
/// `OperationQueue` (an element, an observer, a subscription, a scheduled action).
///
/// `@unchecked Sendable`: every use hands the value to exactly one other context, and
/// the two never use it at the same time. Either the sender stops touching it
/// (elements, source sequences), or it is itself safe from any thread (observers
/// serialize their events through their sink; disposables are thread-safe), or the Rx
/// contract serializes it (a scheduled action runs once, a timer's handler never
/// overlaps itself), with the queue hand-off ordering the sender's writes before the
/// receiver's reads.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
