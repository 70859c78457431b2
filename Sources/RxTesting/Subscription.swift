/// When an observer subscribed to a testable observable and when it unsubscribed,
/// in virtual time. `unsubscribe` is `Subscription.infinity` while still subscribed.
public struct Subscription: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
    /// The `unsubscribe` time of a subscription that was never disposed: `Int.max`.
    public static let infinity: TestTime = Int.max

    /// When the observer subscribed.
    public let subscribe: TestTime
    /// When the observer unsubscribed, or `Subscription.infinity`.
    public let unsubscribe: TestTime

    /// A subscription at `subscribe` that was never disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Subscription.infinity)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// E.g. `(200 : 300)` or `(200 : Infinity)`.
    public var debugDescription: String {
        let end = unsubscribe == Subscription.infinity ? "Infinity" : String(unsubscribe)
        return "(\(subscribe) : \(end))"
    }
}
