/// Carries a value the compiler cannot prove `Sendable` into a `Task`, a `@Sendable`
/// closure or main-actor code (an element, an observer, a subscription, a source sequence).
///
/// `@unchecked Sendable`: every use hands the value to exactly one other context, and
/// the two never use it at the same time: either the sender stops touching it (elements,
/// source sequences), or it is itself safe from any thread (observers serialize their
/// events through their sink; disposables are thread-safe), or no thread is crossed at
/// all (a `Driver` element handed to main-actor code on the main thread).
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
