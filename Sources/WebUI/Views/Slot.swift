import Synchronization

/// Numbers the things a page can address (views, key commands): each gets its own for
/// the life of the process, so a stale message can never reach another view.
enum Slot {
    private static let counter = Atomic<Int>(0)

    /// The next unused number (any thread).
    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
