import AppCoreSupport
import RxStore
import Synchronization

/// Checkpoints the write-ahead log of every store `LocalDatabase` opened when the
/// process ends cleanly (`ExitActions`: `AppProcess.exit` at the end of main, `q`, stdin
/// closing, and the terminal's SIGINT/SIGTERM/SIGHUP handling all run them) so the
/// database file alone holds everything and no `-wal` is left behind. A crash skips it,
/// which SQLite's recovery covers.
///
/// Thread safety: the list is behind a `Mutex`; stores are checkpointed after it is released.
enum ExitCheckpoints {
    private final class WeakStore: @unchecked Sendable {
        // @unchecked Sendable: `store` is only read and written under `stores`' lock.
        weak var store: Store?
        init(_ store: Store) { self.store = store }
    }

    private static let stores = Mutex<[WeakStore]>([])

    /// Adds the exit action once (the first registration).
    private static let installed: Bool = {
        ExitActions.add { ExitCheckpoints.checkpointAll() }
        return true
    }()

    /// Checkpoints `store` at exit, unless it was released before.
    static func register(_ store: Store) {
        _ = installed
        stores.withLock { list in
            list.removeAll { $0.store == nil }
            list.append(WeakStore(store))
        }
    }

    /// Checkpoints every store still alive; failures are ignored (the log stays and is
    /// replayed on the next open, nothing is lost).
    static func checkpointAll() {
        let alive = stores.withLock { list in list.compactMap(\.store) }
        for store in alive { try? store.checkpoint() }
    }
}
