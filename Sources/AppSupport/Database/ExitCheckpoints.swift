import AppCoreSupport
import RxStore

/// Checkpoints the write-ahead log of every store `LocalDatabase` opened when the
/// process ends cleanly (`ExitActions`: `AppProcess.exit` at the end of main, `q`, stdin
/// closing, and the terminal's SIGINT/SIGTERM/SIGHUP handling all run them) so the
/// database file alone holds everything and no `-wal` is left behind. A crash skips it,
/// which SQLite's recovery covers.
///
/// Thread safety: `ExitRegistry`'s (a lock-guarded weak list; stores are checkpointed after
/// the lock is released).
enum ExitCheckpoints {
    /// Failures are ignored: the log stays and is replayed on the next open, nothing is lost.
    private static let stores = ExitRegistry<Store> { store in try? store.checkpoint() }

    /// Checkpoints `store` at exit, unless it was released before.
    static func register(_ store: Store) {
        stores.register(store)
    }

    /// Checkpoints every store still alive.
    static func checkpointAll() {
        stores.runAll()
    }
}
