import AppSupport
import Foundation
import RepoSearchCore
import RxStore
import TestSupport
import XCTest
@testable import RepoSearch
@testable import RepoSearchTerminal

/// The command line of `repo-search`.
final class RepoSearchOptionsTests: XCTestCase {
    /// The damaged-database screen's title and the database's messages name the app as
    /// its README titles it: one spelling rule for the four apps (`LocalDatabase.appName`).
    func test_theDatabase_namesTheApp_asItsREADMETitlesIt() throws {
        let paths = AppPaths(appName: "repo-search", environment: ["HOME": "/nonexistent"])
        let startup = try RepoSearchStartup.make(options: RepoSearchOptions(), environment: [:], paths: paths, plain: false)
        XCTAssertEqual(startup.database.appName, try PackagePaths.readmeTitle(ofApp: "RepoSearch"))
    }

    /// `--json`'s envelope names the source: the server asked, or the recordings.
    func test_jsonSource_isTheServer_orTheRecordings() throws {
        let local = try XCTUnwrap(URL(string: "http://127.0.0.1:9"))
        XCTAssertEqual(GitHubAPI(server: local).jsonSource, .init(kind: .live, address: "http://127.0.0.1:9"))
        let directory = URL(fileURLWithPath: "/tmp/recorded-github")
        XCTAssertEqual(GitHubAPI.replay(directory: directory).jsonSource, .recording(directory))
    }

    func test_aUser_aSearch_andTheFlags() throws {
        let user = try RepoSearchOptions.parse(["sferik", "--json", "--fresh", "--mouse"])
        XCTAssertEqual(user.text, "sferik")
        XCTAssertEqual(user.mode, .userRepositories)
        XCTAssertTrue(user.common.json && user.common.fresh && user.common.mouse)
        let search = try RepoSearchOptions.parse(["--search", "tetris language:assembly", "--base-url", "http://127.0.0.1:8080"])
        XCTAssertEqual(search.text, "tetris language:assembly")
        XCTAssertEqual(search.mode, .repositorySearch)
        XCTAssertEqual(search.baseURL?.absoluteString, "http://127.0.0.1:8080")
        XCTAssertNil(try RepoSearchOptions.parse([]).text)
        XCTAssertEqual(try RepoSearchOptions.parse(["sferik", "--limit", "250"]).limit, 250)
        XCTAssertNil(try RepoSearchOptions.parse(["sferik"]).limit)
        XCTAssertThrowsError(try RepoSearchOptions.parse(["sferik", "--limit", "0"]))
        XCTAssertThrowsError(try RepoSearchOptions.parse(["sferik", "--limit", "many"]))
    }

    func test_badCommandLines_sayWhatToChange() {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try RepoSearchOptions.parse(arguments)
                return nil
            } catch {
                XCTAssertEqual(error.exitStatus, 2)
                return error.message
            }
        }
        XCTAssertEqual(message(["sferik", "--search", "x"]), "Give a user or --search QUERY, not both. See repo-search --help.")
        XCTAssertEqual(message(["a b"]), "Bad value 'a b' for USER: a GitHub user name has only letters, digits and hyphens (to search, use --search).")
        XCTAssertEqual(message(["--search", " "]), "Bad value ' ' for --search: expected a search, like 'tetris language:assembly'.")
        XCTAssertEqual(message(["--base-url", "ftp://x"]), "Bad value 'ftp://x' for --base-url: expected an http(s) URL, like https://api.github.com.")
        XCTAssertEqual(message(["--api-cache", "/tmp", "--base-url", "http://x"]),
                       "--api-cache replays recorded answers; --base-url is for a live server. Give one of them.")
        XCTAssertEqual(message(["a", "b"]), "Unexpected argument b. See repo-search --help.")
        XCTAssertEqual(message(["--nope"]), "Unknown option --nope. See repo-search --help.")
    }

    func test_help_listsOptionsKeysSourcesAndData() {
        let usage = RepoSearchApp.commandLine.usage
        XCTAssertTrue(usage.hasPrefix("Usage: repo-search [options] [USER]\n"))
        for text in ["--search QUERY", "--json", "--limit N", "--base-url URL", "--api-cache DIR", "--fresh", "--mouse", "-h, --help",
                     "Tab              Switch", "GITHUB_TOKEN", "$XDG_CACHE_HOME/repo-search", "BROWSER"] {
            XCTAssertTrue(usage.contains(text), text)
        }
        XCTAssertTrue(try RepoSearchOptions.parse(["-h"]).common.help)
    }

    /// The key table had two columns of keys that did not line up ("↓ Enter Esc  Into"
    /// beside "Tab      Switch"): every description now starts in one column.
    func test_help_keyTable_isAligned_andNamesSlashAsHelpDoes() throws {
        let usage = RepoSearchApp.commandLine.usage
        let lines = usage.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: "Keys:")) + 1
        let rows = lines[start...].prefix { $0.hasPrefix("  ") }
        XCTAssertGreaterThan(rows.count, 8)
        var columns = Set<Int>()
        for row in rows {
            // The description starts after the first run of two or more spaces past the indent.
            let characters = Array(row.dropFirst(2))
            var index = 0
            while index + 1 < characters.count, !(characters[index] == " " && characters[index + 1] == " ") { index += 1 }
            while index < characters.count, characters[index] == " " { index += 1 }
            columns.insert(index)
            XCTAssertLessThanOrEqual(row.count, 80, row)
            XCTAssertFalse(String(characters[index...]).contains("  "), "one key a row, no second column: \(row)")
        }
        XCTAssertEqual(columns.count, 1, "descriptions in one column: \(rows.joined(separator: "\n"))")
        XCTAssertTrue(rows.contains { $0.hasSuffix(RepoSearchAction.editSearch.title + " (back to the field)") }, "\(rows)")
        XCTAssertTrue(rows.contains { $0.contains("q ") && $0.contains("Quit") })
    }

    func test_aPlainRunWithNothingToList_isRefusedBeforeAnythingOpens_andAReplayNeedsADirectory() throws {
        let paths = AppPaths(appName: "repo-search", environment: ["XDG_CACHE_HOME": "/tmp/c"])
        XCTAssertThrowsError(try RepoSearchStartup.make(options: RepoSearchOptions(), environment: [:], paths: paths, plain: true)) { error in
            XCTAssertEqual(error as? RepoSearchStartupError, .nothingToList(demo: false))
            XCTAssertTrue((error as? RepoSearchStartupError)?.message.contains("(repo-search sferik)") == true, "\(error)")
        }
        // The demo's example is a user the demo knows (it suggested sferik, whom it does not).
        XCTAssertThrowsError(try RepoSearchStartup.make(options: RepoSearchOptions.parse(["--demo"]), environment: [:], paths: paths, plain: true)) { error in
            XCTAssertEqual(error as? RepoSearchStartupError, .nothingToList(demo: true))
            XCTAssertTrue((error as? RepoSearchStartupError)?.message.contains("(repo-search --demo ada-lin)") == true, "\(error)")
        }
        let screens = try RepoSearchStartup.make(options: RepoSearchOptions(), environment: [:], paths: paths, plain: false)
        XCTAssertEqual(screens.database.url.path, "/tmp/c/repo-search/github.sqlite")
        XCTAssertEqual(screens.database.appName, "Repo search", "the damaged-database screen's title, as the other apps name theirs")
        XCTAssertNil(RepoSearchEnvironment.note(for: try XCTUnwrap(screens.api as? GitHubAPI)))

        let local = try RepoSearchStartup.make(options: RepoSearchOptions.parse(["--base-url", "http://127.0.0.1:8080"]), environment: [:],
                                               paths: paths, plain: false)
        XCTAssertEqual(RepoSearchEnvironment.note(for: try XCTUnwrap(local.api as? GitHubAPI)), "127.0.0.1")
        let missing = try RepoSearchOptions.parse(["--api-cache", "/nonexistent-replay-directory"])
        XCTAssertThrowsError(try RepoSearchStartup.make(options: missing, environment: [:], paths: paths, plain: false)) { error in
            XCTAssertEqual((error as? RepoSearchStartupError)?.exitStatus, 2)
        }
    }

    func test_demo_isTheBundledAPI_inADatabaseOfItsOwn_needsNoServer_andTheTitleSaysSo() throws {
        let paths = AppPaths(appName: "repo-search", environment: ["XDG_CACHE_HOME": "/tmp/c"])
        let demo = try RepoSearchStartup.make(options: RepoSearchOptions.parse(["--demo", "harbourlab"]), environment: ["GITHUB_TOKEN": "t"],
                                              paths: paths, plain: true)
        XCTAssertTrue(demo.api is DemoGitHubAPI)
        XCTAssertEqual(demo.database.url.path, "/tmp/c/repo-search/demo.sqlite")
        let environment = demo.environment(store: try Store(configuration: .inMemory()))
        XCTAssertEqual(environment.note, "demo data")
        XCTAssertNil(environment.reachability, "nothing to reach")
        XCTAssertFalse(environment.suggestsToken)
        for service in [["--api-cache", "/tmp"], ["--base-url", "http://127.0.0.1:9"]] {
            XCTAssertThrowsError(try RepoSearchOptions.parse(["--demo"] + service), "\(service)") { error in
                XCTAssertTrue((error as? CommandLineError)?.message.contains("--demo needs no server") == true, "\(error)")
            }
        }
        for user in DemoGitHubAPI.userNames { XCTAssertTrue(RepoSearchOptions.commandLine.usage.contains(user), user) }
    }

    func test_demoThroughAPipe_printsItsRepositories_sayingTheyAreMadeUp() throws {
        let binary = try PackagePaths.builtProduct(named: "repo-search").path
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("repo-search-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let run = try ChildProcess.run(binary, ["--demo", "harbourlab", "--limit", "24"], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 24)
        XCTAssertTrue(run.stderr.hasPrefix("repo-search: Demo data: made-up repositories, not GitHub's"), run.stderr)
        let unknown = try ChildProcess.run(binary, ["--demo", "sferik"], environment: environment)
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("The demo has no user called \"sferik\"; it knows ada-lin, harbourlab, quietcoder."), unknown.stderr)
        XCTAssertEqual(unknown.stderr.components(separatedBy: "quietcoder").count, 2, "the demo's users named once: \(unknown.stderr)")
    }
}
