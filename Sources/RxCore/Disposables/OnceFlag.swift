import Synchronization

/// A flag that exactly one caller can claim; used where "run at most once" matters.
final class OnceFlag: Sendable {
    fileprivate let flag = Atomic<Bool>(false)

    /// Returns true for the first caller only.
    func claim() -> Bool {
        !flag.exchange(true, ordering: .acquiringAndReleasing)
    }
}

extension OnceFlag {
    /// Whether some caller has claimed the flag.
    var isClaimed: Bool { flag.load(ordering: .acquiring) }
}
