import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// What the end-to-end tests of the real `tui-gallery` share: a 100×30 tmux session of
/// its own (killed in tearDown) with a bash whose prompt is `shell$`, the built binary,
/// and ways to look at the terminal and the process from outside.
class GalleryTestCase: XCTestCase {
    private var tmux: TmuxSession?

    override func tearDown() {
        tmux?.killServer()
        tmux = nil
        super.tearDown()
    }

    /// A new session at the shell prompt.
    func startSession() throws -> TmuxSession {
        let session = try TmuxSession.start(width: 100, height: 30)
        tmux = session
        try session.preparePrompt()
        return session
    }

    /// The built `tui-gallery` (built when missing).
    func galleryBinary() throws -> URL {
        try PackagePaths.builtProduct(named: "tui-gallery")
    }

    /// The running `tui-gallery` started (directly or through `sh -c`) by the pane's shell,
    /// found in /proc within 5 s.
    func galleryProcess(_ session: TmuxSession, file: StaticString = #filePath, line: UInt = #line) throws -> pid_t {
        let shell = try XCTUnwrap(pid_t(session.display("#{pane_pid}")), "the pane's shell", file: file, line: line)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let gallery = descendant(of: shell, named: "tui-gallery") { return gallery }
            usleep(20_000)
        }
        return try XCTUnwrap(nil as pid_t?, "no tui-gallery process under the shell", file: file, line: line)
    }

    /// The first process named `name` among `parent`'s descendants (children first).
    private func descendant(of parent: pid_t, named name: String) -> pid_t? {
        guard let list = try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8) else { return nil }
        let children = list.split(separator: " ").compactMap { pid_t($0) }
        for child in children {
            let command = (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            if command == name { return child }
        }
        return children.lazy.compactMap { self.descendant(of: $0, named: name) }.first
    }

    /// The pane's mouse modes: any reporting (1000 and up), the SGR form (1006), and
    /// motion tracking (1002 or 1003).
    func mouseFlags(_ session: TmuxSession) -> String {
        let motion = session.display("#{mouse_button_flag}") == "1" || session.display("#{mouse_all_flag}") == "1"
        return "any=\(session.display("#{mouse_any_flag}")) sgr=\(session.display("#{mouse_sgr_flag}")) motion=\(motion ? 1 : 0)"
    }

    /// Writes `text`'s bytes to the program in the pane exactly (`send-keys -H`), as the
    /// terminal would for a mouse report.
    func sendBytes(_ session: TmuxSession, _ text: String) {
        let hex = text.utf8.map { String($0, radix: 16) }
        session.run(["send-keys", "-t", "e2e", "-H"] + hex)
    }

    /// `stty -a` for a terminal device, read from outside the session.
    func terminalSettings(_ tty: String) throws -> String {
        guard let stty = ["/usr/bin/stty", "/bin/stty"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw MissingPrerequisite("stty is not installed (coreutils)")
        }
        return try ChildProcess.run(stty, ["-a", "-F", tty]).stdout
    }

    /// Starts the gallery with `arguments` under `sh -c`, which has no job control, so no
    /// shell puts the terminal back after it dies: when it has ended, the pane shows
    /// `status=<exit status>` and `stty -a` as the gallery left the terminal. `prefix`
    /// runs in that shell first (cores are off: `ulimit -c 0`).
    func startUnderPlainShell(_ session: TmuxSession, arguments: String = "", prefix: String = "") throws {
        let gallery = try galleryBinary()
        session.sendKeys("clear; sh -c 'ulimit -c 0; \(prefix)\"$0\" \(arguments); echo \"status=$?\"; stty -a' \(gallery.path)", "Enter")
    }

    /// After `startUnderPlainShell`: waits for the gallery's end and checks that it left
    /// the terminal as it found it (normal screen, cursor shown, no mouse reports, cooked
    /// mode); returns its exit status.
    func statusAfterRestoring(_ session: TmuxSession, _ what: String, timeout: TimeInterval = 15,
                              file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        try session.waitForScreen("the shell after \(what)", timeout: timeout, file: file, line: line) {
            $0.contains("status=") && $0.contains("icanon")
        }
        let screen = session.capture()
        XCTAssertEqual(session.display("#{alternate_on}"), "0", "\(what): the alternate screen was left", file: file, line: line)
        XCTAssertEqual(session.display("#{cursor_flag}"), "1", "\(what): the cursor is shown again", file: file, line: line)
        XCTAssertEqual(mouseFlags(session), "any=0 sgr=0 motion=0", "\(what): no mouse reporting", file: file, line: line)
        XCTAssertFalse(screen.contains("TUI Gallery"), "\(what): the gallery's frame went with the alternate screen:\n\(screen)", file: file, line: line)
        let settings = Set(screen.components(separatedBy: CharacterSet(charactersIn: " ;\n")))
        XCTAssertTrue(settings.contains("echo") && settings.contains("icanon") && settings.contains("isig"),
                      "\(what): cooked mode is back:\n\(screen)", file: file, line: line)
        XCTAssertFalse(settings.contains("-echo") || settings.contains("-icanon"), "\(what):\n\(screen)", file: file, line: line)
        return screen.components(separatedBy: "status=").last.flatMap { Int($0.prefix { $0.isNumber }) } ?? -1
    }
}
