import Foundation
import RxCore
import RxTesting
import XCTest
@testable import RepoSearchCore

/// Paging as an input: the front end reports the repository on the bottom row after every
/// layout (`lastRepoOnScreen`); the view model decides when that asks for the next page, once
/// per arrival at the end, in virtual time.
final class RepoSearchPagingTests: RepoSearchTestCase {
    /// Reports `bottom` as the bottom row at each of `times` (ms after the start).
    private func report(_ bottom: Int64?, to viewModel: RepoSearchViewModel, at times: TestTime...) {
        for time in times {
            scheduler.scheduleAt(at(time)) { viewModel.lastRepoOnScreen.accept(bottom) }
        }
    }

    private var pagesAsked: [String] { api.asked.filter { $0.hasPrefix("https://") } }

    func test_theLastRepositoryAtTheBottom_asksForTheNextPage_oncePerArrival() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1, 2, 3], next: 2))
        api.respond(TestRepos.page([4, 5], next: 3))
        api.respond(TestRepos.page([6]))
        type("ann", into: viewModel, at: 0)
        report(2, to: viewModel, at: 200)
        report(3, to: viewModel, at: 300, 310, 320)
        report(3, to: viewModel, at: 700)
        report(5, to: viewModel, at: 800, 810)
        advance(to: 2_000)
        XCTAssertEqual(pagesAsked, [TestRepos.nextURL(2).absoluteString, TestRepos.nextURL(3).absoluteString])
        XCTAssertEqual(api.times, [at(0), at(300), at(800)], "not a repository above the end; the end once per arrival")
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3, 4, 5, 6])
    }

    func test_aFailedPage_isNotAskedAgainWhileTheEndStaysOnScreen_butWhenTheEndComesBack() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1, 2], next: 2))
        api.fail(.server(status: 502))
        api.respond(TestRepos.page([3]))
        type("ann", into: viewModel, at: 0)
        report(2, to: viewModel, at: 200, 400, 500, 600)
        advance(to: 700)
        XCTAssertEqual(pagesAsked.count, 1, "redrawing the failure asks nothing")
        XCTAssertEqual(viewModel.currentResults.state, .failed(GitHubError.server(status: 502).message))
        report(1, to: viewModel, at: 800)
        report(2, to: viewModel, at: 900)
        advance(to: 1_500)
        XCTAssertEqual(pagesAsked.count, 2, "coming back to the end asks again")
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3])
    }

    func test_aFirstPageArrivingAgain_letsTheEndStillOnScreenAskAgain() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1, 2], next: 2))
        api.fail(.server(status: 502))
        api.respond(TestRepos.page([1, 2], next: 2))
        api.respond(TestRepos.page([3]))
        type("ann", into: viewModel, at: 0)
        report(2, to: viewModel, at: 200)
        scheduler.scheduleAt(at(1_000)) { viewModel.refresh.accept(()) }
        report(2, to: viewModel, at: 1_050, 1_200)
        advance(to: 2_000)
        XCTAssertEqual(api.times, [at(0), at(200), at(1_000), at(1_200)], "asked while loading: nothing; once the page is in: the next")
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3])
    }

    func test_theEnd_asksNothing_whenThereIsNoNextPage_orNoList() {
        let viewModel = makeViewModel()
        api.respond(TestRepos.page([1, 2]))
        type("ann", into: viewModel, at: 0)
        report(2, to: viewModel, at: 200)
        report(nil, to: viewModel, at: 300)
        advance(to: 1_000)
        XCTAssertEqual(api.asked, ["ann"])
    }

    // MARK: - A wanted count (a pipe's --limit)

    func test_aWantedCount_loadsNextPagesByItself_untilThereAreThatMany() {
        let viewModel = makeViewModel()
        viewModel.wantedCount.accept(5)
        api.respond(TestRepos.page([1, 2], next: 2))
        api.respond(TestRepos.page([3, 4], next: 3))
        api.respond(TestRepos.page([5, 6], next: 4))
        api.respond(TestRepos.page([7]))
        let settled = record(viewModel.results.map { $0.hasSettled(wanting: 5) })
        type("ann", into: viewModel, at: 0)
        advance(to: 2_000)
        XCTAssertEqual(api.times, [at(0), at(100), at(200)], "each page as soon as the one before is in, and no more")
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3, 4, 5, 6])
        XCTAssertTrue(viewModel.currentResults.hasMore)
        XCTAssertEqual(settled.events.compactMap(\.value.element).filter { $0 }.count, 1, "settled once, after the third page")
    }

    func test_aWantedCount_stopsAtTheLastPage_andAtAFailedPage_withoutARetryLoop() {
        let viewModel = makeViewModel()
        viewModel.wantedCount.accept(100)
        api.respond(TestRepos.page([1, 2], next: 2))
        api.fail(.server(status: 502))
        api.respond(TestRepos.page([3]))
        type("ann", into: viewModel, at: 0)
        advance(to: 5_000)
        XCTAssertEqual(api.times, [at(0), at(100)], "the failed page is not asked again by itself")
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2])
        XCTAssertTrue(viewModel.currentResults.hasSettled(wanting: 100))
        scheduler.scheduleAt(at(6_000)) { viewModel.loadNextPage.accept(()) }
        advance(to: 7_000)
        XCTAssertEqual(viewModel.currentResults.repos.map(\.id), [1, 2, 3])
        XCTAssertFalse(viewModel.currentResults.hasMore)
        XCTAssertTrue(viewModel.currentResults.hasSettled(wanting: 100), "no next page: settled with fewer")
    }

    func test_theWatch_asksOnArrival_forgetsWhenLeft_andAgainAfterAPage() {
        var watch = EndOfListWatch()
        XCTAssertEqual([watch.apply(.bottom(3, last: 3)), watch.apply(.bottom(3, last: 3))], [true, false])
        XCTAssertEqual([watch.apply(.bottom(2, last: 3)), watch.apply(.bottom(3, last: 3))], [false, true])
        XCTAssertEqual([watch.apply(.pageArrived), watch.apply(.bottom(3, last: 3))], [false, true])
        XCTAssertEqual([watch.apply(.bottom(nil, last: nil)), watch.apply(.bottom(nil, last: 3))], [false, false])
    }
}
