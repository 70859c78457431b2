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
}
