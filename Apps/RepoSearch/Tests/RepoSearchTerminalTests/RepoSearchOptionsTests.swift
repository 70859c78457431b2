import AppSupport
import Foundation
import RepoSearchCore
import XCTest
@testable import RepoSearch
@testable import RepoSearchTerminal

/// The command line of `repo-search`.
final class RepoSearchOptionsTests: XCTestCase {
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
        for text in ["--search QUERY", "--json", "--base-url URL", "--api-cache DIR", "--fresh", "--mouse", "-h, --help",
                     "Tab      Switch", "GITHUB_TOKEN", "$XDG_CACHE_HOME/repo-search", "BROWSER"] {
            XCTAssertTrue(usage.contains(text), text)
        }
        XCTAssertTrue(try RepoSearchOptions.parse(["-h"]).common.help)
    }

    func test_aPlainRunWithNothingToList_isRefusedBeforeAnythingOpens_andAReplayNeedsADirectory() throws {
        let paths = AppPaths(appName: "repo-search", environment: ["XDG_CACHE_HOME": "/tmp/c"])
        XCTAssertThrowsError(try RepoSearchStartup.make(options: RepoSearchOptions(), environment: [:], paths: paths, plain: true)) { error in
            XCTAssertEqual(error as? RepoSearchStartupError, .nothingToList)
        }
        let screens = try RepoSearchStartup.make(options: RepoSearchOptions(), environment: [:], paths: paths, plain: false)
        XCTAssertEqual(screens.database.url.path, "/tmp/c/repo-search/github.sqlite")
        XCTAssertEqual(screens.database.appName, "Repo search", "the damaged-database screen's title, as the other apps name theirs")
        XCTAssertNil(RepoSearchEnvironment.note(for: screens.api))

        let local = try RepoSearchStartup.make(options: RepoSearchOptions.parse(["--base-url", "http://127.0.0.1:8080"]), environment: [:],
                                               paths: paths, plain: false)
        XCTAssertEqual(RepoSearchEnvironment.note(for: local.api), "127.0.0.1")
        let missing = try RepoSearchOptions.parse(["--api-cache", "/nonexistent-replay-directory"])
        XCTAssertThrowsError(try RepoSearchStartup.make(options: missing, environment: [:], paths: paths, plain: false)) { error in
            XCTAssertEqual((error as? RepoSearchStartupError)?.exitStatus, 2)
        }
    }
}
