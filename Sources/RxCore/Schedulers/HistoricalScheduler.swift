import Foundation

/// A virtual-time scheduler whose clock is a `Date`: replays time-based work
/// (e.g. historical data) as fast as possible, in time order.
///
/// Like every `VirtualTimeScheduler` it may be driven from any thread.
///
/// `@unchecked Sendable`: it adds no state; `VirtualTimeScheduler` guards its own with its lock.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// Creates a scheduler whose clock starts at `initialClock` (default: 1970-01-01).
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
