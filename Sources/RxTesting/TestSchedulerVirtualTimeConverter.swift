import Foundation

/// The converter of `TestScheduler`: virtual time and intervals are `Int` ticks,
/// each `resolution` seconds long (one second by default).
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point in virtual time, in ticks.
    public typealias VirtualTimeUnit = Int
    /// A span of virtual time, in ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after 1970-01-01.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick of `time`, rounded to the nearest; an unrepresentable date clamps to `Int.min`/`Int.max`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(time.timeIntervalSince1970)
    }

    /// The length of `virtualTimeInterval` ticks in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The number of ticks in `timeInterval` seconds, rounded to the nearest.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(timeInterval)
    }

    /// `time + offset`, clamped to `Int.max` instead of overflowing.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        if overflow { return offset > 0 ? .max : .min }
        return sum
    }

    /// Compares two ticks.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }

    private func ticks(_ seconds: TimeInterval) -> Int {
        let value = (seconds / resolution + 0.5).rounded(.down)
        if value.isNaN { return 0 }
        if value >= Double(Int.max) { return .max }
        if value <= Double(Int.min) { return .min }
        return Int(value)
    }
}
