import CBenchSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TerminalUI

/// Peak resident memory of child processes, as `bench memory` measures it: the kernel's
/// own high-water mark (`VmHWM`: as a piped run exits, or at a screen's first frame),
/// never a sample that could miss the peak.
enum PeakMemory {
    /// A piped run's outcome: its peak resident set in MiB, what it printed, its exit
    /// status, and the CPU time it used (user and system, all its threads; nil when
    /// /proc could not be read).
    struct PipedRun {
        let mebibytes: Double
        let output: String
        let status: Int32
        var cpuSeconds: Double? = nil
    }

    /// A run still going after this long is killed and fails its case.
    static let runLimit: UInt64 = 15_000_000_000

    /// Runs `binary` with stdout on a pipe (stdin and stderr /dev/null) until it exits, and
    /// reads its peak resident set (`VmHWM`) as it exits, stopped there by ptrace (see
    /// CBenchSupport's TracedChild.c for why not `wait4`'s ru_maxrss). Throws when it cannot
    /// start, does not end within `runLimit` (it is killed) or its exit was not seen.
    static func piped(_ binary: String, _ arguments: [String], environment: [String]) throws -> PipedRun {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw CaseFailure("pipe failed (errno \(errno))") }
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        let deadline = nanoseconds() + runLimit
        let pid = cbench_spawn_traced(binary, argv, envp, ends[1])
        close(ends[1])
        defer { close(ends[0]) }
        guard pid > 0 else { throw CaseFailure("fork for \(binary) failed (errno \(errno))") }
        var execSeen: Int32 = 0
        var status: Int32 = 0
        var peak: Double?
        var cpu: Double?
        var ended = false
        /// Handles what the child did; `block` waits for it.
        func step(blocking block: Bool) {
            switch cbench_traced_step(pid, block ? 1 : 0, &execSeen, &status) {
            case Int32(CBENCH_TRACED_EXITING):
                peak = residentMegabytes(pid)
                cpu = cpuSeconds(pid)
                cbench_traced_continue(pid)
            case Int32(CBENCH_TRACED_ENDED), Int32(CBENCH_TRACED_ERROR):
                ended = true
            default:
                break
            }
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var open = true
        while !ended {
            guard nanoseconds() < deadline else {
                kill(pid, SIGKILL)
                while !ended { step(blocking: true) }
                throw CaseFailure("\(binary) still running after \(runLimit / 1_000_000_000) s (killed)")
            }
            guard open else {
                step(blocking: true)
                continue
            }
            var poller = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 10) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    open = false  // end of output: it has exited (or closed stdout)
                }
            }
            step(blocking: false)
        }
        guard let peak else { throw CaseFailure("\(binary)'s exit was not seen (no VmHWM read)") }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return PipedRun(mebibytes: peak, output: String(decoding: output, as: UTF8.self), status: exitStatus, cpuSeconds: cpu)
    }

    /// Starts `binary` in a `size` pty, reads what it draws until `shows` holds for its
    /// screen (at most 15 s), reads its `VmHWM` then, and quits it with `quitKeys`: the
    /// peak resident set in MiB of a run up to its first frame showing that.
    static func firstScreen(_ binary: String, _ arguments: [String], environment: [String], size: Size = Size(width: 80, height: 24),
                            quitKeys: String = "q", shows: ([String]) -> Bool) throws -> Double {
        guard let child = PtyChild(binary: binary, arguments: arguments, environment: environment, size: size) else {
            throw CaseFailure("could not start \(binary) in a pseudo-terminal (errno \(errno))")
        }
        let deadline = nanoseconds() + runLimit
        var shown = false
        var ended = false
        while !shown && nanoseconds() < deadline {
            guard let arrived = child.readChunk(waiting: 100) else {
                ended = true
                break
            }
            if arrived > 0 { shown = shows(child.screenLines) }
        }
        // Read while it runs: nil (unreadable) fails the run, never reads as 0 MiB.
        let mebibytes = residentMegabytes(child.pid)
        let screen = child.screenText
        child.quit(with: quitKeys)
        guard shown else {
            let why = ended ? "it ended before showing its first screen" : "no first screen within \(runLimit / 1_000_000_000) s"
            throw CaseFailure(ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil ? "\(why); screen:\n\(screen)" : why)
        }
        guard let mebibytes else { throw CaseFailure("no VmHWM in /proc/\(child.pid)/status at the first frame") }
        return mebibytes
    }
}
