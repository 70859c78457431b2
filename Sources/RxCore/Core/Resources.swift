import Synchronization

/// Counts live resources, in debug builds: RxSwift's `TRACE_RESOURCES`.
///
/// Every subscription (operator sink, subject registration, scheduled action) adds
/// one while alive. Tests read `total` before and after to prove an operator leaks nothing.
/// Release builds count nothing, so the hot paths pay nothing.
public enum Resources {
    @usableFromInline
    static let counter = Atomic<Int>(0)

    /// The number of resources alive now (always 0 in release builds).
    public static var total: Int {
        counter.load(ordering: .acquiring)
    }

    /// Adds one live resource.
    @inlinable
    public static func incrementTotal() {
        #if DEBUG
        counter.wrappingAdd(1, ordering: .relaxed)
        #endif
    }

    /// Removes one live resource.
    @inlinable
    public static func decrementTotal() {
        #if DEBUG
        counter.wrappingSubtract(1, ordering: .relaxed)
        #endif
    }
}
