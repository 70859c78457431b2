import Foundation
import TestSupport
import XCTest

/// What the end-to-end tests run `tweetie` in: a detached tmux session of 100×30 with a
/// bash at a `shell$` prompt, no Twitter credentials, and XDG directories and HOME in a
/// fresh temporary directory, so the user's data is never touched. `close()` in tearDown.
final class TweetieShell {
    /// The session.
    let tmux: TmuxSession
    /// The temporary home.
    let home: URL

    private init(tmux: TmuxSession, home: URL) {
        self.tmux = tmux
        self.home = home
    }

    /// Starts the session and waits for its prompt; fails the test (`MissingPrerequisite`)
    /// when tmux is missing.
    static func start() throws -> TweetieShell {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let tmux: TmuxSession
        do {
            tmux = try TmuxSession.start(width: 100, height: 30, environment: [
                "XDG_DATA_HOME": home.appendingPathComponent("data").path,
                "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                "HOME": home.path,
            ])
        } catch {
            try? FileManager.default.removeItem(at: home)
            throw error
        }
        let shell = TweetieShell(tmux: tmux, home: home)
        try tmux.preparePrompt(setup: "unset TWITTER_BEARER_TOKEN TWITTER_CONSUMER_KEY TWITTER_CONSUMER_SECRET")
        return shell
    }

    /// Waits for the prompt after the program ends, then checks it quit with status 0
    /// and gave the normal screen back.
    func assertQuitCleanly(file: StaticString = #filePath, line: UInt = #line) throws {
        try tmux.waitForPrompt("shell$", file: file, line: line)
        tmux.sendKeys("echo status=$? restored-$((40+2))", "Enter")
        try tmux.waitForScreen("the shell after quitting", file: file, line: line) { $0.contains("status=0 restored-42") }
        XCTAssertEqual(tmux.display("#{alternate_on}"), "0", "back on the normal screen", file: file, line: line)
    }

    /// Ends the session and removes the temporary home.
    func close() {
        tmux.killServer()
        try? FileManager.default.removeItem(at: home)
    }
}
