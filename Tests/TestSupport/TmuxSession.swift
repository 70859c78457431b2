import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// Ends a test whose screen never showed what it waited for (the failure is recorded).
public struct ScreenWaitTimedOut: Error {}

/// A tmux server of its own (`-L`, so the user's sessions are never touched) with one
/// detached session of a fixed size running a plain bash, for driving real executables
/// in a real terminal.
///
/// Every tmux command is a `ChildProcess` (posix_spawn + waitpid, no inherited
/// descriptors). Real processes, so screens are polled, always against a deadline.
/// Call `killServer()` in tearDown.
public final class TmuxSession {
    /// The server's socket name.
    public let socket: String
    /// The tmux executable.
    public let tmuxPath: String

    private init(socket: String, tmuxPath: String) {
        self.socket = socket
        self.tmuxPath = tmuxPath
    }

    /// Starts a `width`×`height` session running `bash --norc --noprofile` with
    /// TERM=xterm-256color and `environment` added. Throws `MissingPrerequisite` (failing
    /// the test, never skipping it) when tmux is not installed.
    public static func start(width: Int, height: Int, environment: [String: String] = [:]) throws -> TmuxSession {
        guard let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw MissingPrerequisite("tmux is not installed: scripts/bootstrap installs it")
        }
        let session = TmuxSession(socket: "rxmvvm-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", tmuxPath: path)
        let variables = environment.map { "\($0.key)=\($0.value)" }.sorted()
        // The server started here keeps its stdout and stderr: give it none.
        session.run(capturingOutput: false, [
            "-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
            "env", "TERM=xterm-256color",
        ] + variables + ["bash", "--norc", "--noprofile"])
        return session
    }

    /// Makes the shell ready for a test: waits for bash's first prompt (keys typed before
    /// it can be lost), sets the prompt to `shell$ `, runs `setup` (like `unset TOKEN`)
    /// and clears the screen. Then `waitForPrompt("shell$")` knows when a program ended.
    public func preparePrompt(setup: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitForScreen("bash to start", file: file, line: line) { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        sendKeys("PS1='shell$ '; " + (setup.map { "\($0); " } ?? "") + "clear", "Enter")
        try waitForScreen("the shell prompt", file: file, line: line) { $0.hasPrefix("shell$") }
    }

    /// Runs a tmux command on this server and returns its output ("" when it could not run).
    @discardableResult
    public func run(capturingOutput: Bool = true, _ arguments: [String]) -> String {
        (try? ChildProcess.run(tmuxPath, ["-L", socket] + arguments, capturingOutput: capturingOutput))?.stdout ?? ""
    }

    /// Types keys (tmux key names like "Enter", "Escape", "C-z", or literal text).
    public func sendKeys(_ keys: String...) {
        run(["send-keys", "-t", "e2e"] + keys)
    }

    /// The visible pane as text; `styled` keeps the SGR sequences (`capture-pane -e`).
    public func capture(styled: Bool = false) -> String {
        run(["capture-pane", "-p"] + (styled ? ["-e"] : []) + ["-t", "e2e"])
    }

    /// The first line of the visible pane containing `text`, trailing blanks dropped (what
    /// a line looks like, to compare it drawn over another screen and drawn whole).
    public func line(containing text: String) -> String? {
        capture().split(separator: "\n").first { $0.contains(text) }
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// A tmux format evaluated for the pane, like "#{alternate_on}".
    public func display(_ format: String) -> String {
        run(["display-message", "-p", "-t", "e2e", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the pane every 50 ms until `condition` holds; after `timeout` seconds records a
    /// failure showing the screen and throws `ScreenWaitTimedOut`.
    public func waitForScreen(_ what: String, timeout: TimeInterval = 15, styled: Bool = false,
                              file: StaticString = #filePath, line: UInt = #line, until condition: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture(styled: styled)
        while !condition(screen) {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); the screen:\n\(screen)", file: file, line: line)
                throw ScreenWaitTimedOut()
            }
            usleep(50_000)
            screen = capture(styled: styled)
        }
    }

    /// Waits until the program in the pane has ended and the shell shows `prompt` on its
    /// last line, on the normal screen. Type nothing for the shell before this: a program
    /// still running reads the keys itself (a quitting app can swallow what follows `q`).
    public func waitForPrompt(_ prompt: String, timeout: TimeInterval = 15,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        try waitForScreen("the shell's prompt \"\(prompt)\"", timeout: timeout, file: file, line: line) { screen in
            let last = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return last.map { $0.trimmingCharacters(in: .whitespaces) == prompt } == true && display("#{alternate_on}") == "0"
        }
    }

    /// Ends the server and everything running in it, and removes its socket file (tmux
    /// leaves it behind, and every session has a socket of its own).
    public func killServer() {
        run(["kill-server"])
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
    }
}
