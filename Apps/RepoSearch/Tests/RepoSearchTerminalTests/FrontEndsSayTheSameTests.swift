import AppCoreSupport
import AppSupport
import Foundation
import RepoSearchCore
import RxCore
import RxStore
import TerminalUI
import TestSupport
import XCTest
@testable import RepoSearchTerminal

/// One view model, two front ends, the same words: each state the search screen can be
/// in is shown on the terminal and printed by the plain front end, both asking the same
/// stub GitHub, and every line the pipe says on stderr is on the screen too.
final class FrontEndsSayTheSameTests: XCTestCase {
    private static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// The plain front end's outcome for `text` in `mode`, asking `api`.
    private func plainOutcome(_ text: String, mode: SearchMode, api: StubGitHubAPI) throws -> PlainOutcome {
        let environment = RepoSearchEnvironment(api: api, storage: RecentQueries(store: try Store(configuration: .inMemory())),
                                                storageScheduler: CurrentThreadScheduler.instance, timeZone: Self.utc)
        return try PlainRepoFrontEnd(viewModel: RepoSearchViewModel(environment: environment, mode: mode, initialText: text), format: .text,
                                     source: .demo)
            .outcome()
    }

    /// The screen's rows joined with single spaces, so a message wrapped over rows reads whole.
    private func words(_ screen: [String]) -> String {
        screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Shows `text` in `mode` on both front ends, GitHub answering as `answer` says, and
    /// checks that what the pipe says is on the screen; returns the pipe's outcome.
    @discardableResult
    private func assertSameWords(_ text: String, mode: SearchMode = .userRepositories, answer: (StubGitHubAPI) throws -> Void,
                                 file: StaticString = #filePath, line: UInt = #line) throws -> PlainOutcome {
        let piped = StubGitHubAPI()
        try answer(piped)
        let outcome = try plainOutcome(text, mode: mode, api: piped)
        XCTAssertFalse(outcome.errors.isEmpty, "the pipe has something to say", file: file, line: line)

        let harness = try RepoScreenHarness(mode: mode, size: Size(width: 100, height: 30))
        try answer(harness.api)
        harness.type(text)
        harness.elapse()
        let screen = words(harness.render())
        for error in outcome.errors {
            XCTAssertTrue(screen.contains(error), "the screen says \"\(error)\" too:\n\(harness.screen)", file: file, line: line)
        }
        return outcome
    }

    func test_anUnknownUser_isSaidInTheSameWords() throws {
        let outcome = try assertSameWords("nobody", answer: { _ in })
        XCTAssertEqual(outcome.errors, ["No GitHub user named nobody."])
    }

    func test_anEmptySearch_isSaidInTheSameWords() throws {
        let outcome = try assertSameWords("doesnotexist", mode: .repositorySearch, answer: { _ in })
        XCTAssertEqual(outcome.status, 0)
    }

    func test_aRateLimit_isSaidInTheSameWords() throws {
        let until = Date(timeIntervalSince1970: 1_000_000 + 3_600)
        let outcome = try assertSameWords("ann", answer: { api in
            api.pages[SearchQuery(mode: .userRepositories, text: "ann")] = .failure(.rateLimited(until: until, resource: .core))
        })
        XCTAssertTrue(outcome.errors.first?.contains("rate limited until \(GitHubError.clockTime(until, timeZone: Self.utc))") == true, "\(outcome.errors)")
    }

    func test_beingOffline_isSaidInTheSameWords() throws {
        try assertSameWords("ann", answer: { api in
            api.pages[SearchQuery(mode: .userRepositories, text: "ann")] = .failure(.offline(host: "api.github.com"))
        })
    }

    func test_whatTheListLeavesOut_isSaidInTheSameWords() throws {
        var page = RepoPage(repos: [Repo(id: 1, name: "a", fullName: "x/a", owner: "x", htmlURL: try XCTUnwrap(URL(string: "https://github.com/x/a")))],
                            totalCount: 3)
        page.skipped = 2
        page.isIncomplete = true
        let outcome = try assertSameWords("broken", mode: .repositorySearch, answer: { api in
            api.pages[SearchQuery(mode: .repositorySearch, text: "broken")] = .success(page)
        })
        XCTAssertEqual(outcome.errors.count, 1, "\(outcome.errors)")
    }

    func test_morePages_areCountedInTheSameWords() throws {
        let outcome = try assertSameWords("sferik", answer: { api in
            api.pages[SearchQuery(mode: .userRepositories, text: "sferik")] = .success(try FixturePages.sferik())
        })
        XCTAssertEqual(outcome.errors, ["30+ repositories"])
    }
}
