/// Carries a value that is not `Sendable` into a `@Sendable` closure handed to
/// Dispatch or an `OperationQueue`.
///
/// `@unchecked Sendable`: what it carries (a scheduled action and its state, a
/// timer's running state) is used by exactly one dispatched block at a time. The Rx
/// contract serializes it: a scheduled action runs once, a timer's handler never
/// overlaps itself, and events to one observer never overlap; the hand-off through
/// the queue orders the scheduling thread's writes before the block's reads.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
