import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started in the background for a test (a server, chromedriver): its stdout
/// comes through a pipe, whose first line (an address, a "started" message) the test can
/// wait for; after that the pipe is drained and dropped, so the program never blocks on
/// it. stdin is /dev/null; stderr goes to a file the test can read when something fails.
///
/// posix_spawn as in `ChildProcess`, with every descriptor above 2 closed in the child.
/// Call `terminate()` when done (deinit does it too): SIGTERM, then SIGKILL if it lingers.
public final class RunningProcess: @unchecked Sendable {
    // @unchecked Sendable: `pid`, `output` and `stderrPath` never change after init; the
    // drain thread only reads `output`, and `terminate` runs on the test's thread.
    /// The process id.
    public let pid: pid_t
    /// Where stderr goes.
    public let stderrPath: String
    private let output: Int32
    private var buffer: [UInt8] = []
    private var isTerminated = false

    /// Starts `path` with `arguments` (and `environment`, nil for this process's own).
    public init(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
        stderrPath = FileManager.default.temporaryDirectory.appendingPathComponent("process-\(UUID().uuidString).err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        for descriptor in RunningProcess.openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var child = pid_t()
        let spawned = envp.map { posix_spawn(&child, path, &actions, nil, argv, $0) } ?? posix_spawn(&child, path, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL)
        }
        pid = child
        output = pipeEnds[0]
    }

    deinit {
        terminate()
    }

    /// The first line the program writes to stdout, without its newline; then the rest
    /// of stdout is drained in the background. Throws when none comes within `timeout`
    /// seconds or the program ends first (with what it wrote to stderr).
    public func firstLine(timeout: TimeInterval = 60) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeAll()
                drainInBackground()
                return line
            }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard remaining > 0, poll(&descriptor, 1, remaining) > 0 else {
                throw RawHTTPError(description: "no first line on stdout within \(timeout) s; stderr: \(standardError)")
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { throw RawHTTPError(description: "the program ended before writing a line; stderr: \(standardError)") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    private func drainInBackground() {
        let descriptor = output
        Thread.detachNewThread {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while chunk.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
            close(descriptor)
        }
    }

    /// What the program has written to stderr so far.
    public var standardError: String {
        (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    }

    /// Whether the program still runs.
    public var isRunning: Bool {
        guard !isTerminated else { return false }
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == 0
    }

    /// Ends the program: SIGTERM, and SIGKILL after 5 s; reaps it. Returns its wait status.
    @discardableResult
    public func terminate() -> Int32? {
        guard !isTerminated else { return nil }
        isTerminated = true
        kill(pid, SIGTERM)
        var status: Int32 = 0
        let deadline = Date(timeIntervalSinceNow: 5)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
        }
        try? FileManager.default.removeItem(atPath: stderrPath)
        return status
    }

    private static func openDescriptors() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return Array(3..<1024) }
        return names.compactMap { Int32($0) }.filter { fcntl($0, F_GETFD) != -1 }
    }
}
