import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A program run to completion with stdin from /dev/null and stdout and stderr into files
/// (so neither is a terminal or a pipe), with its exit status and output.
///
/// posix_spawn + waitpid rather than Foundation's `Process`, which has hung under tmux
/// here, and output through files because a server the program forks (tmux) keeps any
/// pipe open. Every descriptor above 2 is closed in the child, so it never holds the
/// build lock's descriptor or a test's sockets. A child that outlives its deadline is
/// killed and the run throws `TimedOut`: a program that hangs fails its test instead of
/// hanging the whole test run.
public struct ChildProcess: Sendable {
    /// The exit status (128 + the signal when killed).
    public var status: Int32
    /// What the program wrote to stdout (empty when not captured).
    public var stdout: String
    /// What the program wrote to stderr (empty when not captured).
    public var stderr: String

    /// Where the child's stdout goes instead of the captured file.
    public enum Destination: Sendable {
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
        /// A descriptor of this process (the write end of a pipe, say), duplicated onto 1.
        case descriptor(Int32)
    }

    /// A child still running at its deadline; it was killed (SIGKILL) and reaped.
    public struct TimedOut: Error, CustomStringConvertible {
        /// The program and its arguments.
        public var command: [String]
        /// The deadline it missed, in seconds.
        public var seconds: TimeInterval
        /// What it had written to stderr by then (empty when not captured).
        public var stderr: String

        public var description: String {
            "\(command.joined(separator: " ")) still ran after \(seconds) s and was killed"
                + (stderr.isEmpty ? "" : "; its stderr: \(stderr)")
        }
    }

    /// How long `run` waits for a child by default: far beyond what the programs under
    /// test take on a loaded machine, short enough that a hang fails the test.
    public static let defaultTimeout: TimeInterval = 60

    /// Runs `path` with `arguments` and waits for it to exit, at most `timeout` seconds.
    ///
    /// - Parameters:
    ///   - environment: the whole environment of the child; nil passes this process's own.
    ///   - capturingOutput: false sends stdout and stderr to /dev/null (for a program that
    ///     leaves a server running, which would otherwise keep writing to the files).
    ///   - standardOutput: where stdout goes instead (stderr is still captured).
    ///   - timeout: the deadline; the child is killed when it passes.
    /// - Throws: the `POSIXError` of a failed spawn or temp directory; `TimedOut` when the
    ///   child was still running at the deadline.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                           capturingOutput: Bool = true, standardOutput: Destination? = nil,
                           timeout: TimeInterval = defaultTimeout) throws -> ChildProcess {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        if capturingOutput {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        defer { if capturingOutput { try? FileManager.default.removeItem(at: directory) } }
        let outPath = capturingOutput ? directory.appendingPathComponent("out").path : "/dev/null"
        let errPath = capturingOutput ? directory.appendingPathComponent("err").path : "/dev/null"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        switch standardOutput {
        case nil: posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .file(let file)?: posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        case .descriptor(let descriptor)?: posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
        }
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = envp.map { posix_spawn(&pid, path, &actions, nil, argv, $0) } ?? posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        guard let status = wait(for: pid, timeout: timeout) else {
            throw TimedOut(command: [path] + arguments, seconds: timeout,
                           stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
        }
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        guard capturingOutput else { return ChildProcess(status: exitStatus, stdout: "", stderr: "") }
        return ChildProcess(
            status: exitStatus,
            stdout: String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
            stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self))
    }

    /// The wait status of `pid` once it exits, or nil when it was still running after
    /// `timeout` seconds (it is then killed and reaped, so no zombie is left).
    ///
    /// `waitpid` blocks without a deadline, so it runs on a thread of its own and this
    /// thread waits for it on a semaphore, which has one.
    private static func wait(for pid: pid_t, timeout: TimeInterval) -> Int32? {
        let reaped = DispatchSemaphore(value: 0)
        let result = Reaped()
        let waiter = Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            result.status.withLock { $0 = status }
            reaped.signal()
        }
        waiter.start()
        if reaped.wait(timeout: .now() + timeout) == .success {
            return result.status.withLock { $0 }
        }
        kill(pid, SIGKILL)
        reaped.wait()
        return nil
    }

    /// The status the waiter thread read, handed to the caller (the semaphore orders them).
    private final class Reaped: Sendable {
        let status = Mutex<Int32>(0)
    }

    /// The descriptors open in this process now (from /proc/self/fd, less the one used to
    /// list it). Swift does not see glibc's `posix_spawn_file_actions_addclosefrom_np`.
    private static func openDescriptors() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else {
            return Array(3..<1024)
        }
        return names.compactMap { Int32($0) }.filter { fcntl($0, F_GETFD) != -1 }
    }
}
