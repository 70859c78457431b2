import Foundation
import RxCore
import RxNetwork
import RxStore
import TestSupport
import XCTest
@testable import TweetieCore

/// The app's environments: each source says what it is in the title's note, and brings
/// the account and network it needs; the storage is the store given.
final class TweetieEnvironmentTests: XCTestCase {
    func test_demo_isTheDemoData_alwaysLoggedIn_andSaysSo() throws {
        let store = try TestStore.inMemory()
        let environment = TweetieEnvironment.demo(store: store, interval: nil, sanitize: TestData.sanitize)
        XCTAssertTrue(environment.api is DemoTwitterAPI)
        XCTAssertEqual(environment.note, "demo data")
        XCTAssertNil(environment.interval)
        XCTAssertTrue((environment.storage as? TimelineStorage)?.store === store)
        var statuses: [TwitterAccount.AccountStatus] = []
        let subscription = environment.account.asObservable().subscribe(onNext: { statuses.append($0) })
        drainMainQueue()
        subscription.dispose()
        XCTAssertEqual(statuses, [DemoData.accountStatus])
    }

    func test_replay_readsTwitterOrBlueskyRecordings_andSaysWhich() throws {
        let directory = try TwitterFixtures.requireDirectory()
        let twitter = TweetieEnvironment.replay(directory: directory, store: try TestStore.inMemory(), sanitize: TestData.sanitize)
        XCTAssertTrue(twitter.api is TwitterAPI)
        XCTAssertEqual(twitter.note, "recorded")
        XCTAssertEqual(twitter.api.postNoun, .tweet)
        let bluesky = TweetieEnvironment.replay(directory: directory, bluesky: true, store: try TestStore.inMemory(), sanitize: TestData.sanitize)
        XCTAssertTrue(bluesky.api is BlueskyAPI)
        XCTAssertEqual(bluesky.note, "Bluesky, recorded")
        XCTAssertEqual(bluesky.api.postNoun, .post)
    }
}
