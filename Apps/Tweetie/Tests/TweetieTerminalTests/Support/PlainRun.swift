import AppSupport
import Foundation
import RxNetwork
import RxStore
import RxTesting
import TerminalUI
import TestSupport
import TweetieCore
import XCTest
@testable import TweetieTerminal

extension XCTestCase {
    /// What the plain front end prints and says for `TweetieScreenHarness.list` from `api`,
    /// fetching once as a pipe does, the account `status`, the network `reachable`, its
    /// store a new file removed afterwards; the virtual clock runs `ticks` ticks (one a
    /// second, from 1970), `atTick` called before each; what the run reports while it runs
    /// goes to `reported`.
    func plainOutcome(_ api: any TwitterAPIProtocol, status: TwitterAccount.AccountStatus = .authorized("t"), reachable: Bool = true,
                      format: PlainFormat = .text, limit: Int? = nil, ticks: Int = 3, atTick: (Int) -> Void = { _ in },
                      reported: ((String) -> Void)? = nil) throws -> PlainOutcome {
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
                                             format: format, limit: limit, source: .demo, report: reported ?? { _ in })
        var outcome: PlainOutcome?
        let done = expectation(description: "printed")
        frontEnd.run { outcome = $0; done.fulfill() }
        for tick in 0..<ticks {
            atTick(tick)
            scheduler.advanceTo(scheduler.clock + 1)
            // What the view model drives reaches the front end on the main queue, as in the app.
            if ticks > 3 { drainMainQueue() }
        }
        wait(for: [done], timeout: 5)
        return try XCTUnwrap(outcome)
    }

    /// The items of `output`, a `--json` envelope (AppSupport's `JSONEnvelope`), after
    /// checking it is one: an object with the schema `rxmvvm.tweetie.posts/1`.
    func jsonItems(_ output: String, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], output, file: file, line: line)
        XCTAssertEqual(object["schema"] as? String, "rxmvvm.tweetie.posts/1", file: file, line: line)
        return try XCTUnwrap(object["items"] as? [[String: Any]], output, file: file, line: line)
    }
}
