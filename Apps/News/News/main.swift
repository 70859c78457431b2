// `news`: the news reader. This module holds its options, its startup and its wiring
// (NewsApp); the screens are NewsTerminal's. See `news --help`.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// One malloc arena for every thread: a feed is parsed, and its first page stored, on
// libcurl's event-loop thread, whose own arena kept what the parse freed (~1.1 MiB
// resident) while the main thread's grew beside it; sharing one, each reuses what the
// other freed (~0.3–0.45 MiB less at the peak of three feeds, D81). news's threads
// seldom allocate at the same moment, so the shared arena's lock costs nothing seen.
// glibc's `mallopt` through `dlsym`: <malloc.h> is not in Swift's Glibc module.
if let mallopt = dlsym(nil, "mallopt") {
    let arenaMax: Int32 = -8   // M_ARENA_MAX
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(arenaMax, 1)
}

let status = NewsApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
// Ended without the libraries' exit handlers (`_exit`, after flushing C's streams): by
// now the output is written (unbuffered, `StandardStream`) and the database closed, and
// the handlers of the ~30 shared libraries libcurl brings (OpenSSL's clean-up among them)
// only free what the exit frees anyway, touching ~0.7 MiB of their code to do it (D81).
fflush(nil)
_exit(status)
