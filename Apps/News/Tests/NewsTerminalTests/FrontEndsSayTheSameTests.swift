import AppSupport
import Foundation
import NewsCore
import RxStore
import TerminalUI
import TestSupport
import XCTest
@testable import NewsTerminal

/// One view model, two front ends, the same words: each state the list can be in is shown
/// on the terminal and printed by the plain front end, and what the pipe says on stderr
/// is what the screen's banner says (a screen offers `r` beside it, a pipe exits).
final class FrontEndsSayTheSameTests: XCTestCase {
    private let leftOut = ["urls line 3: exec: feeds run commands, which news never does; left out"]

    /// The plain front end's outcome over `source`, printing up to `limit` stories.
    private func plainOutcome(_ source: any NewsSource, leftOut: [String] = [], limit: Int = 20) throws -> PlainOutcome {
        let store = try Store(configuration: .inMemory())
        let viewModel = NewsViewModel(environment: .live(sourceList: NewsSourceList([source], leftOut: leftOut), store: store))
        return try PlainNewsFrontEnd(viewModel: viewModel, limit: limit, format: .text).outcome()
    }

    /// A source of 30 stories whose page at `offset` fails for want of a network.
    private func failing(at offset: Int) -> StubNewsSource {
        let source = StubNewsSource(count: 30)
        source.fail(at: offset)
        return source
    }

    /// The screen's rows joined with single spaces, so a message wrapped over rows reads whole.
    private func words(_ screen: [String]) -> String {
        screen.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Shows the list of `source` (after `keys`) and checks that each of `outcome`'s errors is on it.
    private func assertScreenSays(_ outcome: PlainOutcome, source: any NewsSource, leftOut: [String] = [], keys: [Key] = [],
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertFalse(outcome.errors.isEmpty, "the pipe has something to say", file: file, line: line)
        let harness = try NewsScreenHarness(sources: [source], leftOut: leftOut)
        harness.start()
        for key in keys { harness.press(key) }
        harness.advance(2)
        let screen = words(harness.render())
        for error in outcome.errors {
            XCTAssertTrue(screen.contains(error), "the screen says \"\(error)\" too:\n\(harness.screen)", file: file, line: line)
        }
    }

    func test_whatTheFeedListLeftOut_isSaidInTheSameWords() throws {
        let outcome = try plainOutcome(StubNewsSource(count: 3), leftOut: leftOut)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.errors, ["Left out of the feed list: urls line 3: exec: feeds run commands, which news never does; left out"])
        try assertScreenSays(outcome, source: StubNewsSource(count: 3), leftOut: leftOut)
    }

    func test_aFailedFirstPage_isSaidInTheSameWords() throws {
        let outcome = try plainOutcome(failing(at: 0))
        XCTAssertEqual(outcome.status, 1)
        try assertScreenSays(outcome, source: failing(at: 0))
    }

    func test_aFailedLaterPage_isSaidInTheSameWords() throws {
        let outcome = try plainOutcome(failing(at: 10))
        XCTAssertEqual(outcome.status, 1)
        try assertScreenSays(outcome, source: failing(at: 10), keys: [.end])
    }
}
