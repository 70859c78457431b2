import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// Drives the real `tui-gallery` in a detached tmux session of 100×30 through a shell:
/// the list shows, Enter opens a screen, Esc goes back, `q` quits, and the terminal is
/// given back (normal screen, echo and line editing on, exit status 0).
///
/// Uses its own tmux server socket, so it never touches the user's sessions. Real
/// processes, so the screen is polled, always against a deadline.
final class GalleryEndToEndTests: GalleryTestCase {
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
        try session.waitForPrompt("shell$")
        session.sendKeys("echo status=$? restored-$((40+2))", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0 restored-42") }
        let screen = session.capture()
        XCTAssertEqual(session.display("#{alternate_on}"), "0", "back on the normal screen")
        XCTAssertTrue(screen.contains("echo status=$? restored-$((40+2))"), "typed input is echoed again:\n\(screen)")
        XCTAssertFalse(screen.contains("TUI Gallery"), "the gallery's frames went with the alternate screen:\n\(screen)")
    }

    func test_gallery_withoutMouse_leavesTheMouseToTheTerminal() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys(gallery.path, "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") && $0.contains("StatusBar") }
        XCTAssertEqual(mouseFlags(session), "any=0 sgr=0 motion=0", "off by default: selecting text works as usual")
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
    }

    func test_gallery_mouse_wheelScrollsTheTable_reportingIsOffWhenStoppedAndAfterQuitting() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys("\(gallery.path) --mouse", "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") && $0.contains("StatusBar") }
        XCTAssertEqual(mouseFlags(session), "any=1 sgr=1 motion=0", "button and wheel reports in SGR form, no motion")

        session.sendKeys("j", "j", "Enter")
        try session.waitForScreen("the 1,000-row table") { $0.contains("‹ TableView") && $0.contains("Today") && $0.contains("#1 ") }
        // What a terminal sends for one notch of the wheel towards the user, at column 10,
        // row 10 (tmux passes these bytes on as they are).
        sendBytes(session, "\u{1B}[<65;10;10M")
        try session.waitForScreen("the table three lines further") { screen in
            // The header and rows #1, #2 scrolled off; #3 is on top (under the title bar).
            let lines = screen.split(separator: "\n")
            return lines.count > 1 && lines[1].hasPrefix("#3 ") && !screen.contains("Today") && !screen.contains("#2 ")
        }
        // A click and its release are read and ignored: no stray text, nothing moves.
        sendBytes(session, "\u{1B}[<0;10;10M\u{1B}[<0;10;10m")
        sendBytes(session, "\u{1B}[<64;10;10M")
        try session.waitForScreen("the table back at the top") { $0.contains("Today") && $0.contains("#1 ") }
        XCTAssertFalse(session.capture().contains("<0;"), "no report shown as text:\n\(session.capture())")

        session.sendKeys("C-z")
        try session.waitForScreen("the shell after Ctrl-Z") { $0.contains("Stopped") && !$0.contains("TUI Gallery") }
        XCTAssertEqual(mouseFlags(session), "any=0 sgr=0 motion=0", "the shell gets no mouse reports while stopped")
        session.sendKeys("fg", "Enter")
        try session.waitForScreen("the table redrawn after fg") { $0.contains("‹ TableView") && !$0.contains("Stopped") }
        XCTAssertEqual(mouseFlags(session), "any=1 sgr=1 motion=0", "on again after fg")

        session.sendKeys("Escape")
        try session.waitForScreen("the list again") { $0.contains("TUI Gallery") && !$0.contains("‹") }
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
        XCTAssertEqual(mouseFlags(session), "any=0 sgr=0 motion=0", "reporting is off after quitting")
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0") }
    }

    func test_gallery_SIGTERM_restoresTheTerminalAndExitsWith143() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys(gallery.path, "Enter")
        try session.waitForScreen("the list") { $0.contains("TUI Gallery") }
        kill(try galleryProcess(session), SIGTERM)
        try session.waitForPrompt("shell$")
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after SIGTERM") { $0.contains("status=143") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
    }

    func test_gallery_crash_restoresTheTerminalFromTheSignalHandler() throws {
        let session = try startSession()
        try startUnderPlainShell(session, arguments: "--mouse --crash-after-first-frame")
        let status = try statusAfterRestoring(session, "the crash", timeout: 20)
        XCTAssertTrue([128 + Int(SIGILL), 128 + Int(SIGTRAP)].contains(status), "died of the trap's signal:\n\(session.capture())")
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
        try session.waitForPrompt("shell$")
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

    /// Run from a script with no keyboard (`</dev/null`, a pipe), the gallery says why it
    /// cannot run and fails, before taking the screen over: it used to draw and end at
    /// once with status 0, which told the script nothing.
    func test_gallery_stdinNotATerminal_saysSo_exitsOne_withoutDrawing() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys("\(gallery.path) < /dev/null; echo status=$?", "Enter")
        try session.waitForScreen("the refusal") { $0.contains("status=1") }
        let screen = session.capture()
        XCTAssertTrue(screen.contains("tui-gallery: cannot read keys: stdin is /dev/null, not a terminal."), screen)
        XCTAssertFalse(screen.contains("TUI Gallery"), "nothing drawn:\n\(screen)")
        session.sendKeys("clear; echo x | \(gallery.path); echo piped=$?", "Enter")
        try session.waitForScreen("the refusal of a pipe") { $0.contains("piped=1") }
        XCTAssertTrue(session.capture().contains("stdin is a pipe, not a terminal"), session.capture())
    }

    /// Under `TERM=dumb` (an editor's shell buffer) the gallery says it cannot draw there
    /// and fails, instead of printing a screenful of escape sequences as text.
    func test_gallery_onADumbTerminal_saysSo_exitsOne_withoutDrawing() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys("TERM=dumb \(gallery.path); echo status=$?", "Enter")
        try session.waitForScreen("the refusal") { $0.contains("status=1") }
        let screen = session.capture()
        XCTAssertTrue(screen.contains("tui-gallery: this terminal cannot draw full screen (TERM=dumb)"), screen)
        XCTAssertFalse(screen.contains("TUI Gallery"), "nothing drawn:\n\(screen)")
    }

    /// TerminalUI's end of input on a real process: the tests' hook lets the gallery read
    /// keys from /dev/null or a pipe, and their end ends it with status 0 and the terminal
    /// given back (what a terminal that goes away does).
    func test_gallery_stdinAtEnd_exitsZeroWithTheTerminalRestored() throws {
        let gallery = try galleryBinary()
        let session = try startSession()
        session.sendKeys("\(gallery.path) --read-keys-from-any-input < /dev/null; echo status=$?", "Enter")
        try session.waitForScreen("the shell after stdin ended") { $0.contains("status=0") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
        // Input closing while it runs (a pipe whose writer exits) ends it the same way.
        // The writer waits on a tmux channel, signalled once the gallery is drawn.
        session.sendKeys("clear; \(session.tmuxPath) wait-for stdin-gate | \(gallery.path) --read-keys-from-any-input; echo piped=$?", "Enter")
        try session.waitForScreen("the gallery drawn from a pipe") { $0.contains("TUI Gallery") }
        XCTAssertEqual(session.display("#{alternate_on}"), "1", "still running while the pipe is open")
        session.run(["wait-for", "-S", "stdin-gate"])
        try session.waitForScreen("the shell after the pipe closed") { $0.contains("piped=0") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
        XCTAssertEqual(session.display("#{cursor_flag}"), "1")
    }
}
