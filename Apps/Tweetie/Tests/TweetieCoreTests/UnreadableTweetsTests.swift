import Foundation
import XCTest
import RxCore
import RxNetwork
import RxTesting
import LoopbackHTTP
@testable import TweetieCore

/// One bad tweet never loses a response: a tweet the JSON parser refuses (a lone
/// surrogate), one without an author or with an unreadable date are left out and
/// counted, the others are kept, and the count reaches the view models.
final class UnreadableTweetsTests: TweetieTestCase {
    /// A list timeline answer: tweet 1, tweet 2 with a lone surrogate, tweet 3 without
    /// `user`, tweet 4 with an unreadable date, tweet 5, and a number.
    private let answer = Data("""
    [{"id":1,"text":"first","created_at":"Sat Dec 08 08:00:01 +0000 2018","user":{"id":9,"name":"Ann","screen_name":"ann"}},
     {"id":2,"text":"bad \\ud800 text","created_at":"Sat Dec 08 08:00:02 +0000 2018","user":{"id":9,"name":"Ann","screen_name":"ann"}},
     {"id":3,"text":"no author","created_at":"Sat Dec 08 08:00:03 +0000 2018"},
     {"id":4,"text":"when?","created_at":"yesterday","user":{"id":9,"name":"Ann","screen_name":"ann"}},
     {"id":5,"text":"fifth","created_at":"Sat Dec 08 08:00:05 +0000 2018","user":{"id":9,"name":"Ann","screen_name":"ann"}},
     42]
    """.utf8)

    func test_theResponse_keepsEveryElement_soTheDecodersCanCountTheBadOnes() throws {
        let objects = try TwitterResponse.objects(in: answer, for: .listStatuses(TestData.list, cursor: .none))
        XCTAssertEqual(objects.count, 6)
        let decoded = Tweet.decodeMany(objects)
        XCTAssertEqual(decoded.values.map(\.id), [1, 5])
        XCTAssertEqual(decoded.skipped, 4)
        XCTAssertEqual(try Tweet.decodeMany(from: answer).values.map(\.id), [1, 5])
        XCTAssertEqual(try Tweet.decodeMany(from: answer).skipped, 4)
    }

    func test_aTruncatedResponse_isStillMalformed_asAWhole() {
        XCTAssertThrowsError(try TwitterResponse.objects(in: answer.prefix(200), for: .listStatuses(TestData.list, cursor: .none))) { error in
            guard case .malformedResponse(_, let reason)? = error as? TwitterError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("truncated"), reason)
        }
    }

    func test_membersWithOneUnreadable_keepTheOthers() throws {
        let body = Data(#"{"users":[{"id":1,"name":"A","screen_name":"a"},{"id":2,"name":"\udfff","screen_name":"b"}],"next_cursor":0}"#.utf8)
        let decoded = User.decodeMany(try TwitterResponse.objects(in: body, for: .listMembers(TestData.list)))
        XCTAssertEqual(decoded.values.map(\.id), [1])
        XCTAssertEqual(decoded.skipped, 1)
    }

    func test_theFetcher_andTheViewModels_sayHowManyWereSkipped() throws {
        let objects = try TwitterResponse.objects(in: answer, for: .listStatuses(TestData.list, cursor: .none))
        let environment = TestData.environment(scheduler, reachability: reachability, interval: nil)
        let fetcher = TimelineFetcher(account: TestData.authorized, environment: environment) { _, _ in .just(objects) }
        let skipped = scheduler.createObserver(Int.self)
        let subscription = fetcher.skipped.subscribe(skipped)
        scheduler.start()
        XCTAssertEqual(skipped.events.last?.value.element, 4)
        subscription.dispose()

        let store = try TestStore.inMemory()
        var withStore = environment
        (withStore.api, withStore.storage) = (api, TimelineStorage(store: store))
        let viewModel = ListTimelineViewModel(environment: withStore, list: TestData.list)
        var counts: [Int] = []
        let countSubscription = viewModel.skippedTweets.asObservable().subscribe(onNext: { counts.append($0) })
        scheduler.advanceTo(1)
        api.objects.onNext(objects)
        // Drivers deliver on the main queue: turn it until the count arrives (or 5 s pass).
        let deadline = Date().addingTimeInterval(5)
        while counts.last != 4 && Date() < deadline { _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01)) }
        XCTAssertEqual(counts.last, 4)
        XCTAssertEqual(store.objects(Tweet.self).count, 2)
        countSubscription.dispose()
    }
}
