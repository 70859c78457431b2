import Foundation
import RxCore
import RxStore
import RxTesting
import XCTest
@testable import TweetieCore

/// The list timeline's title in virtual time: `@owner/rkey` until the first poll stored
/// its page and `getList` answered, then the list's own name beside its owner; a name
/// that is missing, unreadable or empty keeps the identifier; hostile or long names are
/// made safe. One tick is one second; each request is answered a second later.
final class BlueskyListTitleTests: TweetieTestCase {
    private var server: FakeBlueskyServer!

    override func setUp() {
        super.setUp()
        server = FakeBlueskyServer()
        server.publish(3)
    }

    override func tearDown() {
        server = nil
        super.tearDown()
    }

    private func titles(until time: TestTime = 20, list: ListIdentifier = FakeBlueskyServer.list.listIdentifier,
                        store: Store? = nil) throws -> [Recorded<Event<String>>] {
        let viewModel = ListTimelineViewModel(environment: TestData.environment(scheduler, reachability: reachability, api: server.api(scheduler: scheduler),
                                                                                store: try store ?? TestStore.inMemory()),
                                              list: list)
        let start = scheduler.clock
        let titles = scheduler.record(viewModel.title, disposed: start + time)
        scheduler.advanceTo(start + time)
        withExtendedLifetime(viewModel) {}
        return titles.events.filter { $0.value.element != nil }
    }

    func test_title_isTheIdentifierFirst_thenTheListsName() throws {
        let events = try titles()
        XCTAssertEqual(events.map(\.value.element), ["@owner.test/3kfake", "Fake list · @owner.test"])
        XCTAssertEqual(events.first?.time, 0, "the identifier shows at once")
        XCTAssertGreaterThan(events.last?.time ?? 0, 1, "the name comes with getList's answer, after the first page")
        let lists = server.requests.filter { if case .list = $0.endpoint { return true } else { return false } }
        XCTAssertEqual(lists.count, 1, "the name is asked once")
    }

    func test_aListGivenByDID_isTitledWithItsCreatorsHandle() throws {
        let list = BlueskyList(owner: FakeBlueskyServer.did, rkey: FakeBlueskyServer.list.rkey).listIdentifier
        XCTAssertEqual(try titles(list: list).map(\.value.element), ["@did:plc:owner/3kfake", "Fake list · @owner.test"])
    }

    func test_theAnswer_isStored_andTitlesTheNextRunAtOnce_evenWhenGetListThenFails() throws {
        let store = try TestStore.inMemory()
        _ = try titles(store: store)
        server.failsGetList = true
        let next = try titles(store: store)
        XCTAssertEqual(next.map(\.value.element), ["Fake list · @owner.test", "Fake list · @owner.test"])
        XCTAssertEqual(next.first?.time, 20, "at once")
    }

    func test_aMissingName_keepsTheIdentifier() throws {
        server.listName = nil
        XCTAssertEqual(try titles().map(\.value.element), ["@owner.test/3kfake", "@owner.test/3kfake"], "the second says the source answered")
    }

    func test_aNameThatIsNotText_keepsTheIdentifier() throws {
        server.listName = 42
        XCTAssertEqual(try titles().map(\.value.element), ["@owner.test/3kfake", "@owner.test/3kfake"])
    }

    func test_aBlankName_keepsTheIdentifier() throws {
        server.listName = " \u{1B}\u{7}\n\u{202E} "
        XCTAssertEqual(try titles().map(\.value.element), ["@owner.test/3kfake", "@owner.test/3kfake"], "the second says the source answered")
    }

    func test_aFailedGetList_keepsTheIdentifier() throws {
        server.failsGetList = true
        XCTAssertEqual(try titles().map(\.value.element), ["@owner.test/3kfake", "@owner.test/3kfake"])
    }

    func test_aHostileName_neverCarriesControlCharacters() throws {
        server.listName = "Evil\u{1B}]0;pwned\u{07}\u{202E} list\u{1B}[2J"
        let title = try XCTUnwrap(titles().last?.value.element)
        XCTAssertFalse(title.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x202E }, title)
        XCTAssertTrue(title.hasPrefix("Evil"), title)
        XCTAssertTrue(title.hasSuffix(" · @owner.test"), title)
    }

    func test_aLongName_isCut() throws {
        server.listName = String(repeating: "long ", count: 40)
        let title = try XCTUnwrap(titles().last?.value.element)
        XCTAssertTrue(title.hasSuffix("… · @owner.test"), title)
        XCTAssertLessThanOrEqual(title.count, ListTitle.nameLimit + " · @owner.test".count)
    }

    func test_twitter_keepsOwnerAndSlug() throws {
        let store = try TestStore.inMemory()
        let viewModel = ListTimelineViewModel(environment: TestData.environment(scheduler, reachability: reachability, api: api, store: store),
                                              list: TestData.list)
        let titles = scheduler.record(viewModel.title, disposed: 20)
        scheduler.scheduleAt(5) {
            self.api.objects.onNext(TestData.tweetsJSON([1]))
            self.api.reset()
        }
        scheduler.advanceTo(20)
        XCTAssertEqual(titles.events.compactMap(\.value.element), ["@icanzilb/RxSwift", "@icanzilb/RxSwift"], "no name but owner/slug")
        withExtendedLifetime(viewModel) {}
    }
}
