import AppSupport
import Foundation
import RxNetwork
import RxStore
import RxTesting
import TerminalUI
import TweetieCore
import XCTest
@testable import TweetieTerminal

extension XCTestCase {
    /// What the plain front end prints and says for `TweetieScreenHarness.list` from `api`,
    /// fetching once as a pipe does, the account `status`, the network `reachable`, its
    /// store a new file removed afterwards; the virtual clock runs three ticks.
    func plainOutcome(_ api: any TwitterAPIProtocol, status: TwitterAccount.AccountStatus = .authorized("t"), reachable: Bool = true,
                      format: PlainFormat = .text, limit: Int? = nil) throws -> PlainOutcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try Store(url: directory.appendingPathComponent("t.sqlite"))
        let scheduler = TestScheduler(initialClock: 0)
        var environment = TweetieEnvironment.live(api: api, account: TwitterAccount(fixed: status), store: store,
                                                  reachability: StubReachability(reachable: reachable), interval: nil, note: nil,
                                                  sanitize: { sanitize($0) })
        environment.scheduler = scheduler
        let frontEnd = PlainTimelineFrontEnd(viewModel: ListTimelineViewModel(environment: environment, list: TweetieScreenHarness.list),
                                             format: format, limit: limit)
        var outcome: PlainOutcome?
        let done = expectation(description: "printed")
        frontEnd.run { outcome = $0; done.fulfill() }
        for _ in 0..<3 { scheduler.advanceTo(scheduler.clock + 1) }
        wait(for: [done], timeout: 5)
        return try XCTUnwrap(outcome)
    }
}
