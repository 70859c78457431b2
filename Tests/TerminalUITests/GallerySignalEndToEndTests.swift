import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// The real `tui-gallery` in tmux, ended by every signal whose default action ends a
/// process (signal(7)), and by a stack overflow in main-queue code: each time the
/// terminal is given back (normal screen, cursor shown, no mouse reports, cooked mode)
/// and the process still dies of the signal (status 128 + n), without waiting for a key.
final class GallerySignalEndToEndTests: GalleryTestCase {
    /// Every default-fatal signal but SIGKILL (which no process can catch): the run loop's
    /// own (SIGINT, SIGTERM, SIGHUP) and the crash handler's.
    private static let fatalSignals: [(name: String, number: Int32)] = [
        ("SIGHUP", SIGHUP), ("SIGINT", SIGINT), ("SIGQUIT", SIGQUIT), ("SIGILL", SIGILL), ("SIGTRAP", SIGTRAP),
        ("SIGABRT", SIGABRT), ("SIGBUS", SIGBUS), ("SIGFPE", SIGFPE), ("SIGUSR1", SIGUSR1), ("SIGSEGV", SIGSEGV),
        ("SIGUSR2", SIGUSR2), ("SIGPIPE", SIGPIPE), ("SIGALRM", SIGALRM), ("SIGTERM", SIGTERM), ("SIGSTKFLT", SIGSTKFLT),
        ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ), ("SIGVTALRM", SIGVTALRM), ("SIGPROF", SIGPROF), ("SIGIO", SIGIO),
        ("SIGPWR", SIGPWR), ("SIGSYS", SIGSYS),
        ("SIGRTMIN", __libc_current_sigrtmin()), ("SIGRTMIN+5", __libc_current_sigrtmin() + 5), ("SIGRTMAX", __libc_current_sigrtmax()),
    ]

    func test_everyDefaultFatalSignal_restoresTheTerminal_andEndsTheProcessWithThatSignal() throws {
        let session = try startSession()
        for (name, number) in Self.fatalSignals {
            try startUnderPlainShell(session, arguments: "--mouse")
            try session.waitForScreen("the gallery before \(name)") { $0.contains("TUI Gallery") && $0.contains("StatusBar") }
            kill(try galleryProcess(session), number)
            let status = try statusAfterRestoring(session, name)
            XCTAssertEqual(status, 128 + Int(number), "\(name) ended the process as it would have")
            let screen = session.capture()
            XCTAssertFalse(screen.contains("crashed") || screen.contains("Backtrace"), "\(name): no crash report over the terminal:\n\(screen)")
            try session.waitForPrompt("shell$")
        }
    }

    func test_ignoredSignal_staysIgnored_theGalleryKeepsRunning() throws {
        // A SIGPIPE ignored by whoever started the program would not have killed it, so
        // the handler leaves it alone (and a later `q` still quits normally).
        let session = try startSession()
        try startUnderPlainShell(session, prefix: "trap \"\" PIPE USR1; ")
        try session.waitForScreen("the gallery") { $0.contains("TUI Gallery") && $0.contains("StatusBar") }
        let gallery = try galleryProcess(session)
        kill(gallery, SIGPIPE)
        kill(gallery, SIGUSR1)
        // Still running and still reading keys: j moves the selection.
        session.sendKeys("j")
        try session.waitForScreen("the selection on the second entry", styled: true) { screen in
            screen.split(separator: "\n").contains { $0.contains("TextField") && $0.contains("\u{1B}[7m") }
        }
        XCTAssertEqual(session.display("#{alternate_on}"), "1")
        session.sendKeys("q")
        XCTAssertEqual(try statusAfterRestoring(session, "quitting"), 0)
    }

    func test_stackOverflowInMainQueueCode_restoresTheTerminal() throws {
        // The recursion runs on whichever thread runs the main queue; the handler can
        // only run on a stack overflow if that thread has an alternate signal stack.
        let session = try startSession()
        try startUnderPlainShell(session, arguments: "--mouse --overflow-after-first-frame")
        let status = try statusAfterRestoring(session, "the stack overflow", timeout: 20)
        XCTAssertEqual(status, 128 + Int(SIGSEGV), "died of SIGSEGV:\n\(session.capture())")
    }
}
