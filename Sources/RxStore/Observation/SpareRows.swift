import Foundation
import Synchronization

/// A private copy of the records a live query delivered last, made on another thread
/// while the app is idle after a refresh, so the next refresh can edit it in place
/// instead of copying every reused record into a new array (the delivered array is
/// shared with its subscribers, who still hold it). For 10,000 records that copy was a
/// retain of each, a cache miss apiece, on the thread the user waits on.
///
/// Thread safety (`@unchecked Sendable`): `rows` is touched only inside `lock`, and
/// nothing outside the type is called while it is held. A copy is handed over only as
/// a value no one else mutates; the other thread only copies it (retains its records).
final class SpareRows<Item>: @unchecked Sendable {
    /// Fewer records than this are copied in place as before: the copy is cheap.
    static var minimumCount: Int { 1024 }
    /// Room left for the rows the next refresh inserts, so it need not grow the array.
    static var headroom: Int { 256 }

    private let lock = NSLock()
    private var rows: (version: UInt64, items: [Item])?

    /// Copies `items`, the records of store version `version`, on a utility thread.
    func prepare(_ items: [Item], version: UInt64) {
        guard items.count >= SpareRows.minimumCount else { return }
        let delivered = Delivered(items: items)
        DispatchQueue.global(qos: .utility).async(group: SpareRowsCopies.inFlight) { [self] in
            var copy: [Item] = []
            copy.reserveCapacity(delivered.items.count + SpareRows.headroom)
            copy.append(contentsOf: delivered.items)
            let replaced = lock.withLock { () -> [Item]? in
                let replaced = rows?.items
                rows = (version, copy)
                return replaced
            }
            withExtendedLifetime(replaced) {}
        }
    }

    /// The copy of the records of `version`, nil when none is ready (not made yet, or of
    /// another version); the copy is the caller's alone afterwards.
    func take(version: UInt64, count: Int) -> [Item]? {
        let taken = lock.withLock { () -> (version: UInt64, items: [Item])? in
            defer { rows = nil }
            return rows
        }
        guard let taken, taken.version == version, taken.items.count == count else { return nil }
        SpareRowsCopies.taken.add(1, ordering: .relaxed)
        return taken.items
    }

    /// The delivered array, carried to the copying thread. `@unchecked Sendable`: an
    /// immutable value there, whose records are only retained.
    private struct Delivered: @unchecked Sendable {
        let items: [Item]
    }
}

/// The spare copies being made and how many were used (all queries'): tests wait on
/// the first to know a copy is ready, and read the second to know it was used.
enum SpareRowsCopies {
    static let inFlight = DispatchGroup()
    static let taken = Atomic<Int>(0)
}
