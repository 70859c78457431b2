import Foundation
#if canImport(Glibc)
import Glibc
#endif
import LoopbackHTTP
import TestSupport
import XCTest

/// Drives the real `repo-search` against a loopback server replaying GitHub's recorded
/// answers: in a tmux session of 100×24 (type a user, an unknown user, Tab to search,
/// quit), and through a pipe (text, errors and exit statuses). XDG directories point
/// into a temp dir, so the user's data is never touched.
final class RepoSearchEndToEndTests: XCTestCase {
    private var tmux: TmuxSession?
    private var server: LoopbackServer!
    private var home: URL!

    override func setUpWithError() throws {
        server = try failingSetUp { try GitHubFixtures.startServer() }
        home = FileManager.default.temporaryDirectory.appendingPathComponent("repo-search-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        tmux?.killServer()
        tmux = nil
        server?.stop()
        if let home { try? FileManager.default.removeItem(at: home) }
        super.tearDown()
    }

    private var environment: [String: String] {
        ["XDG_DATA_HOME": home.appendingPathComponent("data").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
         "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    }

    private func startSession() throws -> TmuxSession {
        let session = try TmuxSession.start(width: 100, height: 24, environment: environment)
        tmux = session
        try session.preparePrompt(setup: "unset GITHUB_TOKEN")
        return session
    }

    func test_typeAUser_anUnknownUser_tabToSearch_quit() throws {
        let binary = try PackagePaths.builtProduct(named: "repo-search")
        let session = try startSession()
        session.sendKeys("\(binary.path) --base-url \(server.baseURL.absoluteString)", "Enter")
        try session.waitForScreen("the search screen") { $0.contains("GitHub · a user's repositories") && $0.contains("User  a GitHub user name") }
        XCTAssertEqual(session.display("#{alternate_on}"), "1")

        session.sendKeys("sferik")
        try session.waitForScreen("sferik's 30 repositories") { $0.contains("30+ repositories") && $0.contains("sferik/410_in_140") }

        session.sendKeys("C-u")
        session.sendKeys("ThisUserShouldReallyNotExist")
        try session.waitForScreen("the unknown user's message") { $0.contains("No GitHub user named ThisUserShouldReallyNotExist.") }

        session.sendKeys("C-u")
        session.sendKeys("Tab")
        try session.waitForScreen("the search mode") { $0.contains("GitHub · search repositories") && $0.contains("Search  a search, like") }
        session.sendKeys("tetris language:assembly")
        try session.waitForScreen("the search's first page") { $0.contains("30 of 77 repositories") }

        session.sendKeys("Down")
        session.sendKeys("q")
        try session.waitForPrompt("shell$")
        session.sendKeys("echo status=$?", "Enter")
        try session.waitForScreen("the shell after quitting") { $0.contains("status=0") }
        XCTAssertEqual(session.display("#{alternate_on}"), "0")
    }

    func test_throughAPipe_textErrorsAndExitStatuses() throws {
        let binary = try PackagePaths.builtProduct(named: "repo-search").path
        let base = server.baseURL.absoluteString
        let listed = try ChildProcess.run(binary, ["sferik", "--base-url", base], environment: environment)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stdout.split(separator: "\n").count, 30)

        let unknown = try ChildProcess.run(binary, ["ThisUserShouldReallyNotExist", "--base-url", base], environment: environment)
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.stderr, "repo-search: No GitHub user named ThisUserShouldReallyNotExist.\n")

        let search = try ChildProcess.run(binary, ["--search", "tetris language:assembly", "--json", "--base-url", base], environment: environment)
        XCTAssertEqual(search.status, 0, search.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any], search.stdout)
        XCTAssertEqual(document["schema"] as? String, "rxmvvm.repo-search.repositories/1")
        XCTAssertEqual(document["source"] as? [String: String], ["kind": "live", "address": base])
        XCTAssertEqual(document["total_count"] as? Int, 77)
        XCTAssertEqual((document["items"] as? [Any])?.count, 30)

        let offline = try ChildProcess.run(binary, ["sferik", "--base-url", "https://no-such-host.invalid"], environment: environment)
        XCTAssertEqual(offline.status, 1)
        XCTAssertEqual(offline.stderr, "repo-search: Cannot reach no-such-host.invalid: the network seems to be offline. Check the connection and try again.\n")

        let nothing = try ChildProcess.run(binary, [], environment: environment)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(nothing.stderr.contains("Give a user (repo-search sferik) or --search QUERY"), nothing.stderr)
    }

    /// `--json` on a terminal prints the JSON and exits, as on a pipe (it used to open
    /// the screens); asked nothing, it names `--json` as why it prints.
    func test_json_onATerminal_printsJSON_notTheScreens() throws {
        let binary = try PackagePaths.builtProduct(named: "repo-search")
        let session = try startSession()
        session.sendKeys("\(binary.path) --search 'tetris language:assembly' --json --base-url \(server.baseURL.absoluteString); echo status=$?", "Enter")
        try session.waitForScreen("the JSON and the exit status") { $0.contains("status=0") }
        let json = session.capture().split(separator: "\n").joined()
        XCTAssertTrue(json.contains("\"full_name\":\"") && json.contains("  ]}repo-search: 30 of 77 repositoriesstatus=0"), json)

        session.sendKeys("clear; \(binary.path) --json; echo status=$?", "Enter")
        try session.waitForScreen("the refusal") { $0.contains("status=2") }
        let screen = session.capture().split(separator: "\n").joined()
        XCTAssertTrue(screen.contains("Give a user (repo-search sferik) or --search QUERY") && screen.contains("--json"), screen)
    }

    /// With TERM=dumb on a real terminal repo-search prints instead of showing screens;
    /// asked nothing, it said "… when the output is not a terminal", which the user's
    /// output was. It now names TERM too.
    func test_termDumbOnATerminal_withNothingToList_namesTERMAsTheReason() throws {
        let binary = try PackagePaths.builtProduct(named: "repo-search")
        let session = try startSession()
        session.sendKeys("TERM=dumb \(binary.path); echo status=$?", "Enter")
        try session.waitForScreen("the refusal") { $0.contains("status=2") }
        let screen = session.capture().split(separator: "\n").joined()
        XCTAssertTrue(screen.contains("Give a user (repo-search sferik) or --search QUERY"), screen)
        XCTAssertTrue(screen.contains("TERM is dumb"), screen)
    }

    func test_gitHubItself_listsOrSaysItIsOffline() throws {
        let binary = try PackagePaths.builtProduct(named: "repo-search").path
        let run = try ChildProcess.run(binary, ["sferik"], environment: environment)
        if run.status == 0 {
            XCTAssertFalse(run.stdout.isEmpty, "online: GitHub listed sferik's repositories")
        } else {
            XCTAssertEqual(run.status, 1)
            XCTAssertTrue(run.stderr.hasPrefix("repo-search: Cannot reach api.github.com") || run.stderr.contains("rate limit"), run.stderr)
        }
    }

    func test_storedResults_areKeptInTheCacheDirectory() throws {
        let binary = try PackagePaths.builtProduct(named: "repo-search").path
        _ = try ChildProcess.run(binary, ["sferik", "--base-url", server.baseURL.absoluteString], environment: environment)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: home.appendingPathComponent("cache/repo-search").path)) ?? []
        XCTAssertTrue(files.contains("server-127.0.0.1-\(server.port).sqlite"), "\(files)")
    }
}
