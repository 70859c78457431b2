#if canImport(Glibc)
import Glibc
#endif

/// What the run loop does to the process itself: end it, stop it for a suspend.
/// Injected so tests can see the exit paths without ending the test process.
struct ProcessHooks {
    /// Ends the process with a status (the terminal is already restored).
    var terminate: (Int32) -> Void
    /// Stops the process as SIGTSTP's default action would and returns once it is
    /// continued (the terminal is already restored).
    var suspend: () -> Void

    /// The real process: `exit(3)`, and SIGTSTP re-raised with its default action.
    static var live: ProcessHooks {
        ProcessHooks(terminate: { status in Glibc.exit(status) }, suspend: stopWithDefaultAction)
    }

    private static func stopWithDefaultAction() {
        // The run loop ignores SIGTSTP so only its dispatch source sees it; put the
        // default action back for one raise so the shell sees a normal job stop.
        _ = signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        // Running again (SIGCONT): back to letting only the dispatch source see it.
        _ = signal(SIGTSTP, SIG_IGN)
    }
}
