import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// Drives the real `tui-gallery` in a detached tmux session of 100×30 through a shell:
/// the list shows, Enter opens a screen, Esc goes back, `q` quits, and the terminal is
/// given back (normal screen, echo and line editing on, exit status 0).
///
/// Uses its own tmux server socket, so it never touches the user's sessions. Real
/// processes, so the screen is polled, always against a deadline.
final class GalleryEndToEndTests: XCTestCase {
    private var tmux: TmuxSession?

    override func tearDown() {
        tmux?.killServer()
        tmux = nil
        super.tearDown()
    }

    func test_gallery_listOpenBackQuit_restoresTheTerminal() throws {
        let gallery = try galleryBinary()
        let session = try startSession()

        session.sendKeys(gallery.path, "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") && $0.contains("TableView") && $0.contains("StatusBar") }
        XCTAssertEqual(session.display("#{alternate_on}"), "1", "the gallery uses the alternate screen")

        session.sendKeys("Enter")
        try session.waitForScreen("the Label screen") { $0.contains("‹ Label") && $0.contains("Plain text") }

        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { !$0.contains("‹") && $0.contains("TUI Gallery") && $0.contains("MessageView") }

        session.sendKeys("j", "j", "Enter")
        try session.waitForScreen("the 1,000-row table") { $0.contains("‹ TableView") && $0.contains("#1 ") }
        session.sendKeys("G")
        try session.waitForScreen("the last row") { $0.contains("#1000 ") }
        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { $0.contains("TUI Gallery") && !$0.contains("‹") }

        session.sendKeys("q")
        session.sendKeys("echo status=$? restored-$((40+2))", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0 restored-42") }
        let screen = session.capture()
        XCTAssertEqual(session.display("#{alternate_on}"), "0", "back on the normal screen")
        XCTAssertTrue(screen.contains("echo status=$? restored-$((40+2))"), "typed input is echoed again:\n\(screen)")
        XCTAssertFalse(screen.contains("TUI Gallery"), "the gallery's frames went with the alternate screen:\n\(screen)")
    }

    func test_gallery_SIGTERM_restoresTheTerminalAndExitsWith143() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys(gallery.path, "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") }
        let pids = session.run(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let shell = try XCTUnwrap(Int32(pids))
        let child = try XCTUnwrap(childProcess(of: shell), "the gallery runs under the shell")
        kill(child, SIGTERM)
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after SIGTERM") { $0.contains("status=143") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
    }

    // MARK: - Helpers

    private func startSession() throws -> TmuxSession {
        guard let session = TmuxSession.start(width: 100, height: 30) else {
            throw XCTSkip("tmux is not installed (scripts/bootstrap installs it)")
        }
        tmux = session
        // Keys typed before bash is ready can be lost: wait for its first prompt.
        try session.waitForScreen("bash to start") { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        session.sendKeys("PS1='shell$ '; clear", "Enter")
        try session.waitForScreen("the shell prompt") { $0.hasPrefix("shell$") }
        return session
    }

    /// The first child of `parent`, from /proc (the gallery started by the shell).
    private func childProcess(of parent: Int32) -> Int32? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let children = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8),
               let first = children.split(separator: " ").first, let pid = Int32(first) {
                return pid
            }
            usleep(50_000)
        }
        return nil
    }

    /// The built `tui-gallery`: next to the test bundle, or in .build/debug; built when
    /// missing.
    private func galleryBinary() throws -> URL {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let testBinaryDirectory = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [
            testBinaryDirectory.appendingPathComponent("tui-gallery"),
            Bundle.main.bundleURL.appendingPathComponent("tui-gallery"),
            packageRoot.appendingPathComponent(".build/debug/tui-gallery"),
        ]
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", "tui-gallery"]
        build.currentDirectoryURL = packageRoot
        try build.run()
        build.waitUntilExit()
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) {
            return found
        }
        throw XCTSkip("tui-gallery is not built and `swift build --product tui-gallery` failed")
    }
}

/// Ends a test whose screen never showed what it waited for (the failure is recorded).
struct TimedOut: Error {}

/// A tmux server of its own (`-L`) with one detached session of a fixed size.
final class TmuxSession {
    let socket: String
    let tmuxPath: String

    private init(socket: String, tmuxPath: String) {
        self.socket = socket
        self.tmuxPath = tmuxPath
    }

    /// Starts a session running a plain bash, or nil when tmux is missing.
    static func start(width: Int, height: Int) -> TmuxSession? {
        guard let path = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return nil
        }
        let session = TmuxSession(socket: "tui-e2e-\(getpid())-\(UInt32.random(in: 0...UInt32.max))", tmuxPath: path)
        // The server started here keeps its stdout: give it none, or reading waits forever.
        session.run(captureOutput: false, [
            "-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
            "env", "TERM=xterm-256color", "bash", "--norc", "--noprofile",
        ])
        return session
    }

    /// Runs a tmux command on this server and returns its output.
    ///
    /// Spawned directly and waited for with waitpid, output through a file: the server
    /// that `new-session` forks keeps any pipe open, and Foundation's `Process` was seen
    /// never reaping the client.
    @discardableResult
    func run(captureOutput: Bool = true, _ arguments: [String]) -> String {
        let outputPath = captureOutput ? NSTemporaryDirectory() + "\(socket)-\(UInt32.random(in: 0...UInt32.max)).out" : "/dev/null"
        defer { if captureOutput { unlink(outputPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([tmuxPath, "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, tmuxPath, &actions, nil, argv, environ) == 0 else { return "" }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard captureOutput, let data = FileManager.default.contents(atPath: outputPath) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Types keys (tmux key names like "Enter", "Escape", or literal text).
    func sendKeys(_ keys: String...) {
        run(["send-keys", "-t", "e2e"] + keys)
    }

    /// The visible pane as text.
    func capture() -> String {
        run(["capture-pane", "-p", "-t", "e2e"])
    }

    /// A tmux format evaluated for the pane, like "#{alternate_on}".
    func display(_ format: String) -> String {
        run(["display-message", "-p", "-t", "e2e", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the pane until `condition` holds; fails after `timeout` seconds with the screen.
    func waitForScreen(_ what: String, timeout: TimeInterval = 10, file: StaticString = #filePath, line: UInt = #line, until condition: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture()
        while !condition(screen) {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); the screen:\n\(screen)", file: file, line: line)
                throw TimedOut()
            }
            usleep(50_000)
            screen = capture()
        }
    }

    /// Ends the server and everything running in it.
    func killServer() {
        run(["kill-server"])
    }
}
