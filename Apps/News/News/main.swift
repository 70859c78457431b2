// `news`: the news reader. This module holds its options, its startup and its wiring
// (NewsApp); the screens are NewsTerminal's. See `news --help`.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

let status = NewsApp.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
// Ended without the libraries' exit handlers (`_exit`, after flushing C's streams): by
// now the output is written (unbuffered, `StandardStream`) and the database closed, and
// the handlers of the ~30 shared libraries libcurl brings (OpenSSL's clean-up among them)
// only free what the exit frees anyway, touching ~0.7 MiB of their code to do it (D81).
fflush(nil)
_exit(status)
