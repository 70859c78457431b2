#if canImport(Glibc)
import Glibc
#endif
import AppCoreSupport

/// How an app's process starts and ends, the same for the four apps' `main.swift`.
public enum AppProcess {
    /// Makes every thread allocate from one malloc arena. Feeds, pages and posts are
    /// parsed (and stored) on libcurl's event-loop thread; with an arena of its own it
    /// kept what a parse freed (~1.1 MiB resident after news read three feeds) beside the
    /// main thread's; sharing one, each reuses what the other freed. The apps' threads
    /// seldom allocate at the same moment, so the shared arena's lock is not seen (D81).
    /// Call first thing in `main`, before any thread starts.
    public static func shareOneMallocArena() {
        // glibc's `mallopt`, found at run time: <malloc.h> is not in Swift's Glibc module.
        guard let mallopt = dlsym(nil, "mallopt") else { return }
        let arenaMax: Int32 = -8   // M_ARENA_MAX
        _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(arenaMax, 1)
    }

    /// Ends the process with `status` once `main`'s work is done: runs the apps' exit work
    /// (`ExitActions`: databases checkpointed, pending reading positions written), flushes
    /// C's streams, then `_exit`s without the shared libraries' own exit handlers. Those of
    /// the ~30 libraries libcurl brings (OpenSSL's clean-up among them) only free what the
    /// exit frees anyway, touching ~0.7 MiB of their code to do it (D81), and C++ static
    /// destructors run while idle worker threads still exist. Main thread only.
    public static func exit(_ status: Int32) -> Never {
        ExitActions.runAll()
        fflush(nil)
        _exit(status)
    }
}
