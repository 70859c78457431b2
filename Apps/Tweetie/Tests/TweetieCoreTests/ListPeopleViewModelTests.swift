import Foundation
import XCTest
import RxCore
import RxTesting
@testable import TweetieCore

/// The list members screen's view model against the mock API.
final class ListPeopleViewModelTests: LeakCheckingTestCase {
    private let api = TwitterTestAPI()

    func test_people_isNilWhileLoading_thenTheDecodedMembers() throws {
        let viewModel = ListPeopleViewModel(environment: TestData.environment(TestScheduler(initialClock: 0), api: api, store: try TestStore.inMemory()), list: TestData.list)
        XCTAssertNil(viewModel.people.value)
        XCTAssertEqual(api.calls, [.init(method: "members(of:)", argument: "icanzilb/RxSwift", token: TestData.token, cursor: .none)])

        api.objects.onNext([TestData.userJSON(1, screenName: "fpillet"), ["id": 2], TestData.userJSON(3, screenName: "icanzilb")])

        XCTAssertEqual(viewModel.people.value?.map(\.username), ["fpillet", "icanzilb"])
    }

    func test_whenTheRequestFails_peopleIsEmpty_andTheMessageSaysWhy() throws {
        let viewModel = ListPeopleViewModel(environment: TestData.environment(TestScheduler(initialClock: 0), api: api, store: try TestStore.inMemory()), list: TestData.list)
        var messages: [String?] = []
        let subscription = viewModel.errorMessage.asObservable().subscribe(onNext: { messages.append($0) })

        api.objects.onError(TwitterError.unknownList(TestData.list))
        subscription.dispose()

        XCTAssertEqual(viewModel.people.value, [])
        XCTAssertEqual(messages, [nil, TwitterError.unknownList(TestData.list).message])
    }

    func test_waitsForAnAuthorizedAccount_andFetchesOnlyOnce() throws {
        let account = BehaviorRelay<TwitterAccount.AccountStatus>(value: .unavailable)
        let viewModel = ListPeopleViewModel(environment: TestData.environment(TestScheduler(initialClock: 0), api: api, store: try TestStore.inMemory(), account: account.asDriver()), list: TestData.list)
        XCTAssertEqual(api.calls.count, 0)

        account.accept(.authorized("first"))
        account.accept(.authorized("second"))

        XCTAssertEqual(api.calls.map(\.token), ["first"])
        XCTAssertNil(viewModel.people.value)
    }

    func test_whenDeallocated_cancelsTheRequest() throws {
        var viewModel: ListPeopleViewModel? = ListPeopleViewModel(environment: TestData.environment(TestScheduler(initialClock: 0), api: api, store: try TestStore.inMemory()), list: TestData.list)
        XCTAssertTrue(api.objects.hasObservers)
        viewModel = nil
        XCTAssertFalse(api.objects.hasObservers)
        XCTAssertNil(viewModel)
    }
}
