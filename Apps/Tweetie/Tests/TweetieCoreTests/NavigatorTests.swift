import Foundation
import XCTest
import RxCore
import RxNetwork
import RxStore
import RxTesting
@testable import TweetieCore

/// The navigator makes each screen's view model from its environment and shows the first
/// screen as the root, pushing the others.
final class NavigatorTests: TweetieTestCase {
    func test_eachSegue_presentsItsScreen_theFirstAsRoot_thenPushed() throws {
        let store = try TestStore.inMemory()
        let presenter = RecordingPresenter()
        let navigator = Navigator(environment: TestData.environment(scheduler, api: api, store: store), presenter: presenter)

        navigator.show(segue: .listTimeline(TestData.list))
        navigator.show(segue: .listPeople(TestData.list))
        navigator.show(segue: .personTimeline(username: "fpillet"))

        XCTAssertEqual(presenter.presented.map(\.screen.kind), ["listTimeline", "listPeople", "personTimeline"])
        XCTAssertEqual(presenter.presented.map(\.presentation), [.root, .push, .push])
    }

    func test_viewModels_getTheNavigatorsDependencies() throws {
        let store = try TestStore.inMemory()
        let presenter = RecordingPresenter()
        let navigator = Navigator(environment: TestData.environment(scheduler, api: api, store: store), presenter: presenter)

        navigator.show(segue: .listTimeline(TestData.list))
        navigator.show(segue: .listPeople(TestData.list))
        navigator.show(segue: .personTimeline(username: "fpillet"))

        guard presenter.presented.count == 3,
              case .listTimeline(let timeline) = presenter.presented[0].screen,
              case .listPeople(let people) = presenter.presented[1].screen,
              case .personTimeline(let person) = presenter.presented[2].screen else {
            return XCTFail("unexpected screens \(presenter.presented.map(\.screen.kind))")
        }
        XCTAssertTrue(timeline.environment.api === api)
        XCTAssertTrue((timeline.environment.storage as? TimelineStorage)?.store === store)
        XCTAssertEqual(timeline.list, TestData.list)
        XCTAssertTrue(people.environment.api === api)
        XCTAssertEqual(people.list, TestData.list)
        XCTAssertTrue(person.environment.api === api)
        XCTAssertEqual(person.username, "fpillet")

        // The environment's scheduler and interval drive the fetchers: both timelines
        // fetched at 0 and again at 30 in virtual time.
        scheduler.advanceTo(30)
        XCTAssertEqual(api.calls.filter { $0.method == "timeline(of:list)" }.count, 2)
        XCTAssertEqual(api.calls.filter { $0.method == "timeline(of:username)" }.count, 2)
        XCTAssertEqual(api.calls.filter { $0.method == "members(of:)" }.count, 1)
    }

    func test_withoutAPresenter_nothingIsShown_andTheFirstScreenShownLaterIsTheRoot() throws {
        let navigator = Navigator(environment: TestData.environment(scheduler, api: api, store: try TestStore.inMemory()))
        navigator.show(segue: .listPeople(TestData.list))
        XCTAssertEqual(api.calls.count, 0, "no view model is made for a screen nobody shows")

        let presenter = RecordingPresenter()
        navigator.presenter = presenter
        navigator.show(segue: .listPeople(TestData.list))
        XCTAssertEqual(presenter.presented.map(\.presentation), [.root])
    }
}
