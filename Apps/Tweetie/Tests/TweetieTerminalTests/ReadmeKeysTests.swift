import AppSupport
import Foundation
import TerminalUI
import TestSupport
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// Tweetie's README (Apps/Tweetie/README.md): its key table names, for each screen,
/// exactly the keys its `?` help lists (with a browser given, on a retweet, where every
/// key works).
final class ReadmeKeysTests: XCTestCase {
    func test_theReadmesKeyTable_matchesEachScreensHelp() throws {
        let table = try Self.readmeKeys()
        let harness = try TweetieScreenHarness()
        harness.presenter.openPage = { _ in .empty() }
        harness.api.members = .success([TweetJSON.user(id: 1, name: "Ada Lovelace", screenName: "ada")])
        try harness.storeTweets([
            Tweet(id: 1, text: "Shared", authorName: "Paul Frazee", screenName: "pfrazee.com", createdAt: harness.now,
                  details: TweetDetails(repostedBy: "gil.test")),
        ])
        harness.showTimeline()
        harness.render()
        func helpKeys() throws -> [String] { try XCTUnwrap(harness.navigationController.keyHints).map(\.key) }

        XCTAssertEqual(Set(try helpKeys()), Set(try XCTUnwrap(table["The list"])), "the list")
        harness.press(.character("m"))
        harness.advance()
        XCTAssertTrue(harness.top is ListPeopleViewController)
        XCTAssertEqual(Set(try helpKeys()), Set(try XCTUnwrap(table["Members"])), "the members")
        harness.press(.enter)
        harness.advance()
        XCTAssertTrue(harness.top is PersonTimelineViewController)
        XCTAssertEqual(Set(try helpKeys()), Set(try XCTUnwrap(table["A person's timeline"])), "a person's timeline")
    }

    /// Tweetie's README key table: each row's screen and the keys (code spans) it names.
    static func readmeKeys() throws -> [String: [String]] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("Apps/Tweetie/README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "# Tweetie\n").dropFirst().first, "Apps/Tweetie/README.md starts with # Tweetie")
        var table: [String: [String]] = [:]
        for line in section.split(separator: "\n").prefix(while: { !$0.hasPrefix("## ") }) where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, cells[0] != "Screen" else { continue }
            table[cells[0]] = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        XCTAssertEqual(Set(table.keys), ["The list", "Members", "A person's timeline"], "README's key table rows")
        return table
    }
}
