import Foundation
import RxCore
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

/// The members screen and a person's timeline, reached from the list timeline through
/// the navigator and the terminal presenter.
final class PeopleAndPersonViewControllerTests: XCTestCase {
    func test_members_spinnerWhileLoading_thenNameHandleAndBio() throws {
        let harness = try TweetieScreenHarness()
        harness.api.pending = ["members(of: icanzilb/RxSwift)"]
        harness.showTimeline()
        let people = ListPeopleViewModel(environment: harness.navigator.environment, list: TweetieScreenHarness.list)
        let viewController = ListPeopleViewController(viewModel: people, navigator: harness.navigator)
        harness.navigationController.pushViewController(viewController, animated: false)
        XCTAssertTrue(harness.screen.contains("Loading members…"), harness.screen)

        people.people.accept([
            User(id: 1, name: "Ada Lovelace", username: "ada", about: "Engines\u{1B}[2J and notes"),
            User(id: 2, name: "Grace Hopper", username: "grace"),
        ])
        let lines = harness.render()
        XCTAssertTrue(lines[0].contains("Members of @icanzilb/RxSwift"), lines[0])
        XCTAssertFalse(harness.screen.contains("Loading members…"))
        XCTAssertTrue(lines[1].hasPrefix("Ada Lovelace  @ada"), lines[1])
        XCTAssertEqual(lines[2].trimmingCharacters(in: .whitespaces), "Engines and notes")
        XCTAssertTrue(lines[4].hasPrefix("Grace Hopper  @grace"), lines.joined(separator: "\n"))
    }

    func test_members_onANarrowTerminal_theStatusBarKeepsTheWholeCount() throws {
        let harness = try TweetieScreenHarness()
        let people = ListPeopleViewModel(environment: harness.navigator.environment, list: TweetieScreenHarness.list)
        let viewController = ListPeopleViewController(viewModel: people, navigator: harness.navigator)
        viewController.statusBar.message = "12 members"
        XCTAssertEqual(viewController.statusBar.shownHints(width: 80).map(\.key), ["Enter", "Esc", "?", "q"], "all fit at 80 columns")
        XCTAssertEqual(viewController.statusBar.shownHints(width: 40).map(\.key), ["Enter", "?"])
    }

    func test_enterOnATweet_opensItsAuthorsTimeline() throws {
        let harness = try TweetieScreenHarness()
        harness.api.listTimeline = .success([
            harness.tweetJSON(id: 2, text: "Newest", minutesAgo: 1, name: "Ada Lovelace", screenName: "ada"),
            harness.tweetJSON(id: 1, text: "Older", minutesAgo: 5, name: "Grace Hopper", screenName: "grace"),
        ])
        harness.api.userTimelines["grace"] = .success([
            TweetJSON.tweet(id: 10, text: "A ship in port is safe", name: "Grace Hopper", screenName: "grace",
                            userId: 2, createdAt: harness.now.addingTimeInterval(-7200)),
        ])
        harness.showTimeline()
        harness.advance()
        harness.press(.down)
        harness.press(.enter)
        harness.advance()
        XCTAssertTrue(harness.top is PersonTimelineViewController)
        XCTAssertTrue(harness.render()[0].contains("‹ @grace"), harness.render()[0])
        XCTAssertEqual(harness.api.calls.last, "timeline(of: grace)")
    }

    func test_members_fromTheTimeline_enterOpensThePersonsTimeline_escGoesBack() throws {
        let harness = try TweetieScreenHarness()
        harness.api.members = .success([
            TweetJSON.user(id: 1, name: "Ada Lovelace", screenName: "ada"),
            TweetJSON.user(id: 2, name: "Grace Hopper", screenName: "grace", about: "Compilers"),
        ])
        harness.api.userTimelines["grace"] = .success([
            TweetJSON.tweet(id: 10, text: "A ship in port is safe", name: "Grace Hopper", screenName: "grace",
                            userId: 2, createdAt: harness.now.addingTimeInterval(-7200)),
        ])
        harness.showTimeline()
        harness.press(.character("m"))
        harness.advance()
        XCTAssertTrue(harness.screen.contains("Grace Hopper  @grace"), harness.screen)

        harness.press(.down)
        harness.press(.enter)
        harness.advance()
        let lines = harness.render()
        XCTAssertTrue(harness.top is PersonTimelineViewController)
        XCTAssertTrue(lines[0].contains("‹ @grace"), lines[0])
        XCTAssertTrue(lines[2].hasPrefix("Grace Hopper @grace"), lines[2])
        XCTAssertTrue(lines[2].hasSuffix("2h"), lines[2])
        XCTAssertTrue(lines[3].contains("A ship in port is safe"), lines[3])
        XCTAssertEqual(harness.api.calls.last, "timeline(of: grace)")

        harness.press(.escape)
        XCTAssertTrue(harness.top is ListPeopleViewController)
        harness.press(.escape)
        XCTAssertTrue(harness.top is ListTimelineViewController)
        XCTAssertTrue(harness.render()[0].contains("@icanzilb/RxSwift"))
    }

    /// The list, then `username`'s timeline pushed over it, its first request pending.
    private func showPerson(_ username: String) throws -> TweetieScreenHarness {
        let harness = try TweetieScreenHarness()
        harness.api.pending = ["timeline(of: \(username))"]
        harness.showTimeline()
        let person = PersonTimelineViewModel(environment: harness.navigator.environment, username: username)
        let viewController = PersonTimelineViewController(viewModel: person, navigator: harness.navigator)
        harness.navigationController.pushViewController(viewController, animated: false)
        return harness
    }

    func test_person_spinnerUntilFirstResponse_thenErrorBanner() throws {
        let harness = try showPerson("nobody")
        XCTAssertTrue(harness.screen.contains("Loading tweets…"), harness.screen)
        XCTAssertTrue(harness.render()[0].contains("Loading..."), "the title until the first response")
        harness.api.pending = []
        harness.api.userTimelines["nobody"] = .failure(.unknownUser("nobody"))
        // The next poll fails.
        harness.advance(31)
        let screen = harness.screen
        XCTAssertFalse(screen.contains("Loading tweets…"), screen)
        XCTAssertTrue(screen.contains("does not exist or is protected"), screen)
    }

    func test_person_withNoTweets_saysSo_onceTheAnswerCame() throws {
        let harness = try showPerson("quiet")
        XCTAssertFalse(harness.screen.contains("has no tweets"), "not before the answer:\n\(harness.screen)")
        harness.api.pending = []
        harness.api.userTimelines["quiet"] = .success([])
        harness.advance(31)
        XCTAssertTrue(harness.screen.contains("@quiet has no tweets to show."), harness.screen)
    }

    func test_personTimeline_help_doesNotOfferEnter_whichDoesNothingThere() throws {
        let harness = try TweetieScreenHarness()
        harness.api.members = .success([TweetJSON.user(id: 2, name: "Grace Hopper", screenName: "grace")])
        harness.showTimeline()
        harness.press(.character("m"))
        harness.advance()
        XCTAssertTrue(try XCTUnwrap(harness.navigationController.keyHints).contains(KeyHint(.enter, title: "Timeline")))
        harness.press(.enter)
        harness.advance()
        XCTAssertTrue(harness.top is PersonTimelineViewController)
        let hints = try XCTUnwrap(harness.navigationController.keyHints)
        XCTAssertFalse(hints.contains { $0.key == KeyHint(.enter, title: "").key }, "\(hints)")
        XCTAssertTrue(hints.contains { $0.key == "q" }, "\(hints)")
    }
}
