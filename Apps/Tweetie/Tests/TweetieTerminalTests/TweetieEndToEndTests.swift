import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// Drives the real `tweetie` in a detached tmux session of 100×30: the recorded
/// icanzilb/RxSwift list shows, `m` opens its members, Enter a member's timeline, Esc
/// goes back, `q` quits and gives the terminal back; plain `tweetie` shows the demo list.
/// XDG directories point into a temp dir, so the user's data is never touched.
final class TweetieEndToEndTests: XCTestCase {
    private var shell: TweetieShell?

    override func tearDown() {
        shell?.close()
        shell = nil
        super.tearDown()
    }

    private func startSession() throws -> TmuxSession {
        let shell = try TweetieShell.start()
        self.shell = shell
        return shell.tmux
    }

    func test_recordedList_timelineMembersPersonBackQuit() throws {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let fixtures = try PackagePaths.requireFixtures("twitter")
        let session = try startSession()

        session.sendKeys("\(tweetie.path) --api-cache \(fixtures.path) --list icanzilb/RxSwift", "Enter")
        try session.waitForScreen("the list's timeline") { $0.contains("@icanzilb/RxSwift") && $0.contains("Florent Pillet @fpillet") }
        XCTAssertEqual(session.display("#{alternate_on}"), "1", "tweetie uses the alternate screen")

        session.sendKeys("m")
        try session.waitForScreen("the members") { $0.contains("Members of @icanzilb/RxSwift") && $0.contains("Shai Mishali") }

        // The third member, Ash Furrow, has a recorded timeline.
        session.sendKeys("j", "j", "Enter")
        try session.waitForScreen("Ash Furrow's timeline") { screen in
            screen.contains("‹ @ashfurrow") && screen.contains("talked to the team this morning")
        }

        session.sendKeys("Escape")
        try session.waitForScreen("the members again") { $0.contains("Members of @icanzilb/RxSwift") }
        session.sendKeys("Escape")
        try session.waitForScreen("the timeline again") { $0.contains("@icanzilb/RxSwift") && !$0.contains("Members of") }

        session.sendKeys("q")
        try shell?.assertQuitCleanly()
    }

    func test_plainTweetie_showsTheDemoList() throws {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let session = try startSession()
        session.sendKeys(tweetie.path, "Enter")
        try session.waitForScreen("the demo list") { $0.contains("@rxmvvm/reactive-swift") && $0.contains("demo data") }
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0") }
        // `q` exits the process without closing the store: the exit checkpoint empties the log.
        let wal = try XCTUnwrap(shell?.home).appendingPathComponent("data/tweetie/demo-rxmvvm-reactive-swift.sqlite-wal").path
        XCTAssertEqual((try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? NSNumber)?.intValue ?? 0, 0)
    }

    /// `--json` on a terminal prints the JSON and exits, as on a pipe: who asks for JSON
    /// wants JSON (it used to open the screens).
    func test_json_onATerminal_printsJSON_notTheScreens() throws {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let session = try startSession()
        session.sendKeys("\(tweetie.path) --json; echo status=$?", "Enter")
        try session.waitForScreen("the JSON and the exit status") { $0.contains("status=0") }
        let screen = session.capture()
        // stderr says, after the JSON, that the demo's tweets are made up.
        XCTAssertTrue(screen.contains("{\"author\":\"RxMVVM\"") && screen.contains("]\n}\ntweetie: Demo data: made-up tweets, not a real list.\nstatus=0"),
                      screen)
    }

    /// On a terminal but with stdin from /dev/null, no key could be read: tweetie says so
    /// and exits 1 instead of drawing a screen that ends at once.
    func test_stdinFromDevNull_saysWhyItCannotReadKeys_andExitsOne() throws {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let session = try startSession()
        session.sendKeys("\(tweetie.path) </dev/null; echo status=$?", "Enter")
        try session.waitForScreen("the refusal") { $0.contains("status=1") }
        let screen = session.capture()
        XCTAssertTrue(screen.contains("tweetie: cannot read keys: stdin is /dev/null, not a terminal"), screen)
        XCTAssertFalse(screen.contains("demo data"), "no screen was drawn:\n\(screen)")
    }

    /// tmux 3.3 draws `⬆️` and `1️⃣` in one column where TerminalUI counts two: after a
    /// person's timeline and back, the demo line holding them must look as it does drawn
    /// whole on a cleared screen, with no character of the person's screen left on it.
    func test_keycapsAndArrows_afterAPersonsTimelineAndBack_leaveNoStrayCharacters() throws {
        let tweetie = try PackagePaths.builtProduct(named: "tweetie")
        let session = try startSession()
        session.sendKeys(tweetie.path, "Enter")
        try session.waitForScreen("the demo list") { $0.contains("demo data") && $0.contains("Three steps:") }

        // The newest tweet is selected: its author's timeline, then back.
        session.sendKeys("Enter")
        try session.waitForScreen("kenji_obs's timeline") { $0.contains("‹ @kenji_obs") && !$0.contains("demo data") }
        session.sendKeys("Escape")
        // Back, the list fetches at once and the demo reveals three more tweets.
        try session.waitForScreen("the list again") { !$0.contains("‹") && $0.contains("Three steps:") && $0.contains("新的一周") }
        let afterVisit = try keycapLine(session)

        // Stopped and continued, the app clears the screen and draws it whole.
        session.sendKeys("C-z")
        try session.waitForScreen("the shell after Ctrl-Z") { $0.contains("Stopped") && !$0.contains("Three steps:") }
        session.sendKeys("fg", "Enter")
        try session.waitForScreen("the list redrawn") { $0.contains("Three steps:") && !$0.contains("Stopped") }
        let clean = try keycapLine(session)

        XCTAssertEqual(afterVisit, clean, "no stray characters after the person's timeline:\n\(session.capture())")
        XCTAssertTrue(clean.contains("subscribe,") && clean.contains("then"), clean)
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
    }

    /// The pane's line holding the demo's keycaps.
    private func keycapLine(_ session: TmuxSession) throws -> String {
        try XCTUnwrap(session.line(containing: "Three steps:"), "the line is on screen:\n\(session.capture())")
    }
}
