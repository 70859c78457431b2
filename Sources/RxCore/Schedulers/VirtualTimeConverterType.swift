import Foundation

/// Converts between a virtual-time scheduler's own clock units and real dates and intervals.
///
/// `VirtualTimeScheduler` keeps its clock in `VirtualTimeUnit`s and only converts
/// to `RxTime` for `now` and for relative scheduling with an `RxTimeInterval`.
public protocol VirtualTimeConverterType {
    /// The type of a point in virtual time.
    associatedtype VirtualTimeUnit
    /// The type of a span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// The real date of a virtual time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time of a real date.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The real length in seconds of a virtual interval.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval of a real length in seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How `lhs` compares to `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The result of comparing two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are the same.
    case equal
    /// The left time is later.
    case greaterThan
}

extension VirtualTimeComparison {
    /// Whether the left time is earlier.
    var lessThan: Bool { self == .lessThan }

    /// Whether the left time is later.
    var greaterThan: Bool { self == .greaterThan }
}
