import Foundation

/// Whether and how a provider answers a target from its stub instead of the network.
public enum StubBehavior: Equatable, Sendable {
    /// Use the network (or the replay directory in replay mode).
    case never
    /// Answer with the stub at once, synchronously on subscription.
    case immediate
    /// Answer with the stub after `seconds` on the provider's scheduler, so a
    /// `TestScheduler` makes stubs run in virtual time.
    case delayed(seconds: TimeInterval)
}
