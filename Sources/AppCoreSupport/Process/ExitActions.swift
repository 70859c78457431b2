#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The work an app must do before its process ends — checkpoint its databases, write the
/// reading positions still pending — run once, the last added first, on whichever way the
/// process ends cleanly: `exit(3)` (a screen's `q`, stdin closing, the signals the
/// terminal handles) runs them from the one `atexit` handler this installs; an app's
/// `main` ending through `AppProcess.exit` runs them itself before `_exit`, which skips the
/// shared libraries' own exit handlers. A crash or `kill -9` skips them (SQLite's recovery
/// covers the databases).
///
/// Thread safety: the list is behind a `Mutex`; the actions run after it is released, on
/// the exiting thread, and an action added while they run is not run.
public enum ExitActions {
    /// The actions added and whether they were taken to run.
    struct List {
        private var actions: [@Sendable () -> Void] = []
        private var taken = false

        mutating func add(_ action: @escaping @Sendable () -> Void) {
            actions.append(action)
        }

        /// The actions in the order they run (the last added first), the first time;
        /// nothing after that.
        mutating func takeForRunning() -> [@Sendable () -> Void] {
            guard !taken else { return [] }
            taken = true
            defer { actions = [] }
            return actions.reversed()
        }
    }

    private static let list = Mutex(List())

    /// Installs the `atexit` handler once (the first addition).
    private static let installed: Bool = {
        atexit { ExitActions.runAll() }
        return true
    }()

    /// Adds `action`, to run before those added earlier.
    public static func add(_ action: @escaping @Sendable () -> Void) {
        _ = installed
        list.withLock { $0.add(action) }
    }

    /// Runs every action added, the last added first; only the first call runs them.
    public static func runAll() {
        for action in list.withLock({ $0.takeForRunning() }) { action() }
    }
}
