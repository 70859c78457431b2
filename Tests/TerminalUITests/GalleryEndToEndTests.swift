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

    func test_gallery_crash_restoresTheTerminalFromTheSignalHandler() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        // Under `sh -c` there is no job control, so no shell puts the terminal back
        // after the crash: what `stty` prints is what the dying process left.
        session.sendKeys("sh -c 'ulimit -c 0; \"$0\" --crash-after-first-frame; echo \"status=$?\"; stty -a' \(gallery.path)", "Enter")
        try session.waitForScreen("the shell after the crash", timeout: 20) { $0.contains("status=") && $0.contains("icanon") }
        let screen = session.capture()
        let status = screen.components(separatedBy: "status=").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        XCTAssertTrue([128 + Int(SIGILL), 128 + Int(SIGTRAP)].contains(status), "died of the trap's signal:\n\(screen)")
        XCTAssertEqual(session.display("#{alternate_on}"), "0", "the alternate screen was left")
        XCTAssertEqual(session.display("#{cursor_flag}"), "1", "the cursor is shown again")
        XCTAssertFalse(screen.contains("TUI Gallery"), "the gallery's frame went with the alternate screen:\n\(screen)")
        let settings = Set(screen.components(separatedBy: CharacterSet(charactersIn: " ;\n")))
        XCTAssertTrue(settings.contains("echo") && settings.contains("icanon") && settings.contains("isig"), "cooked mode is back:\n\(screen)")
        XCTAssertFalse(settings.contains("-echo") || settings.contains("-icanon"), screen)
    }

    func test_gallery_suspendAndForeground_restoresThenRedrawsInRawMode() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys(gallery.path, "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") && $0.contains("StatusBar") }
        let tty = session.display("#{pane_tty}")
        XCTAssertTrue(try terminalSettings(tty).contains("-icanon"), "raw while running")

        session.sendKeys("C-z")
        try session.waitForScreen("the shell after Ctrl-Z") { $0.contains("Stopped") && !$0.contains("TUI Gallery") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0", "the shell's screen is back")
        XCTAssertEqual(session.display("#{cursor_flag}"), "1")

        session.sendKeys("fg", "Enter")
        try session.waitForScreen("the gallery redrawn after fg") { $0.contains("TUI Gallery") && $0.contains("StatusBar") && !$0.contains("Stopped") }
        XCTAssertEqual(session.display("#{alternate_on}"), "1")
        let settings = try terminalSettings(tty)
        XCTAssertTrue(settings.contains("-icanon") && settings.contains("-echo"), "raw mode again:\n\(settings)")
        // Keys work at once: a single j moves the selection (no line buffering).
        session.sendKeys("j")
        try session.waitForScreen("the selection on the second entry", styled: true) { screen in
            screen.split(separator: "\n").contains { $0.contains("TextField") && $0.contains("\u{1B}[7m") }
        }
        session.sendKeys("q")
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0") }
    }

    func test_gallery_resize_redrawsAtOnceAtTheNewSize_keepingTheSelection() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys(gallery.path, "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") && $0.contains("StatusBar") }
        session.sendKeys("j", "j", "j", "j")
        try session.waitForScreen("MessageView selected", styled: true) { screen in
            screen.split(separator: "\n").contains { $0.contains("MessageView") && $0.contains("\u{1B}[7m") }
        }
        session.run(["resize-window", "-t", "e2e", "-x", "60", "-y", "12"])
        try session.waitForScreen("the frame at 60x12") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            // The status bar (q Quit) is drawn on the new last line, and no line is wider.
            return lines.count >= 12 && lines[11].contains("Quit") && lines.allSatisfy { $0.count <= 60 }
        }
        let styled = session.capture(styled: true)
        XCTAssertTrue(styled.split(separator: "\n").contains { $0.contains("MessageView") && $0.contains("\u{1B}[7m") }, "still selected:\n\(styled)")
        session.run(["resize-window", "-t", "e2e", "-x", "100", "-y", "30"])
        try session.waitForScreen("the frame at 100x30") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 30 && lines[29].contains("Quit") && !lines[11].contains("Quit")
        }
        session.sendKeys("Enter")
        try session.waitForScreen("the MessageView screen: the selection was kept") { $0.contains("‹ MessageView") }
    }

    func test_gallery_stdinAtEnd_exitsZeroWithTheTerminalRestored() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys("\(gallery.path) < /dev/null; echo status=$?", "Enter")
        try session.waitForScreen("the shell after stdin ended") { $0.contains("status=0") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
        // Input closing while it runs (a pipe whose writer exits) ends it the same way.
        session.sendKeys("clear; sleep 1 | \(gallery.path); echo piped=$?", "Enter")
        try session.waitForScreen("the gallery drawn from a pipe") { $0.contains("TUI Gallery") }
        try session.waitForScreen("the shell after the pipe closed") { $0.contains("piped=0") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
        XCTAssertEqual(session.display("#{cursor_flag}"), "1")
    }

    // MARK: - Helpers

    /// `stty -a` for a terminal device, read from outside the session.
    private func terminalSettings(_ tty: String) throws -> String {
        guard let stty = ["/usr/bin/stty", "/bin/stty"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("stty is not installed")
        }
        return spawnCapturingOutput(stty, ["-a", "-F", tty])
    }

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
        spawnCapturingOutput(tmuxPath, ["-L", socket] + arguments, captureOutput: captureOutput)
    }

    /// Types keys (tmux key names like "Enter", "Escape", or literal text).
    func sendKeys(_ keys: String...) {
        run(["send-keys", "-t", "e2e"] + keys)
    }

    /// The visible pane as text; `styled` keeps the SGR sequences (`capture-pane -e`).
    func capture(styled: Bool = false) -> String {
        run(["capture-pane", "-p"] + (styled ? ["-e"] : []) + ["-t", "e2e"])
    }

    /// A tmux format evaluated for the pane, like "#{alternate_on}".
    func display(_ format: String) -> String {
        run(["display-message", "-p", "-t", "e2e", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the pane until `condition` holds; fails after `timeout` seconds with the screen.
    func waitForScreen(_ what: String, timeout: TimeInterval = 10, styled: Bool = false, file: StaticString = #filePath, line: UInt = #line, until condition: (String) -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = capture(styled: styled)
        while !condition(screen) {
            guard Date() < deadline else {
                XCTFail("timed out waiting for \(what); the screen:\n\(screen)", file: file, line: line)
                throw TimedOut()
            }
            usleep(50_000)
            screen = capture(styled: styled)
        }
    }

    /// Ends the server and everything running in it.
    func killServer() {
        run(["kill-server"])
    }
}

/// Runs `path` with `arguments` and returns what it wrote to stdout.
///
/// Spawned directly and waited for with waitpid, output through a file: a server that
/// `tmux new-session` forks keeps any pipe open, and Foundation's `Process` was seen
/// never reaping the client. Only descriptors 0-2 are given to the child (posix_spawn
/// passes others unless close-on-exec), so it never holds the build lock's descriptor.
@discardableResult
func spawnCapturingOutput(_ path: String, _ arguments: [String], captureOutput: Bool = true) -> String {
    let outputPath = captureOutput ? NSTemporaryDirectory() + "spawn-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out" : "/dev/null"
    defer { if captureOutput { unlink(outputPath) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    for descriptor in openDescriptors() where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return "" }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard captureOutput, let data = FileManager.default.contents(atPath: outputPath) else { return "" }
    return String(decoding: data, as: UTF8.self)
}

/// The descriptors open in this process now (from /proc/self/fd), less the one used to
/// list them.
private func openDescriptors() -> [Int32] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return [] }
    return names.compactMap { Int32($0) }.filter { fcntl($0, F_GETFD) != -1 }
}
