import AppSupport
import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TerminalUI
import TestSupport
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// One view model, two front ends, the same words: each state the list timeline can be in
/// is shown on the terminal and printed by the plain front end, and what the pipe says on
/// stderr is what the screen's banner says. Both fetch once (`--interval 0`, as a pipe
/// does), so the view model offers the same action to both.
final class FrontEndsSayTheSameTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// The screen's rows joined with single spaces, so a message wrapped over rows reads whole.
    private func words(_ screen: [String]) -> String {
        screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func assertSameWords(status: TwitterAccount.AccountStatus = .authorized("t"), reachable: Bool = true,
                                 file: StaticString = #filePath, line: UInt = #line, answer: (StubTwitterAPI) -> Void) throws {
        let pipeAPI = StubTwitterAPI()
        answer(pipeAPI)
        let outcome = try plainOutcome(pipeAPI, status: status, reachable: reachable)
        XCTAssertFalse(outcome.errors.isEmpty, "the pipe has something to say", file: file, line: line)

        let harness = try TweetieScreenHarness(status: status, interval: nil, size: Size(width: 200, height: 24))
        harness.reachability.isReachable = reachable
        answer(harness.api)
        harness.showTimeline()
        harness.advance(3)
        let screen = words(harness.render())
        for error in outcome.errors {
            XCTAssertTrue(screen.contains(error), "the screen says \"\(error)\" too:\n\(harness.screen)", file: file, line: line)
        }
    }

    func test_aServerFailure_isSaidInTheSameWords() throws {
        try assertSameWords { $0.listTimeline = .failure(.httpStatus(500, endpoint: "1.1/lists/statuses.json", detail: nil)) }
    }

    func test_aNetworkFailure_isSaidInTheSameWords_withWhatToDo() throws {
        try assertSameWords { $0.listTimeline = .failure(.network("host not found (api.twitter.com)")) }
    }

    func test_anUnknownList_isSaidInTheSameWords() throws {
        try assertSameWords { $0.listTimeline = .failure(.unknownList(TweetieScreenHarness.list)) }
    }

    func test_notLoggedIn_isSaidInTheSameWords() throws {
        try assertSameWords(status: .unavailable) { _ in }
    }

    func test_offline_isSaidInTheSameWords() throws {
        try assertSameWords(reachable: false) { _ in }
    }

    func test_anEmptyList_isSaidInTheSameWords() throws {
        try assertSameWords { $0.listTimeline = .success([]) }
    }
}
