import AppCoreSupport
import AppSupport
import Foundation
import RxCore
import RxTesting
import XCTest

/// What the banner says while a page opens: at once that it is opening, then what the
/// opener's end said, in virtual time.
final class BannerOpeningTests: XCTestCase {
    private let url = URL(string: "https://example.org/a?q=1")!

    /// An opener that ends with `event` at `time` (never, for nil).
    private func opener(_ scheduler: TestScheduler, endingWith event: CompletableEvent?, at time: TestTime) -> PageOpener {
        { _ in
            Completable.create { observer in
                if let event { scheduler.scheduleAt(time) { observer(event) } }
                return Disposables.create()
            }
        }
    }

    private func texts(_ observer: TestableObserver<Banner>) -> [String] {
        banners(observer).map(\.text)
    }

    private func banners(_ observer: TestableObserver<Banner>) -> [Banner] {
        observer.events.compactMap { $0.value.element }
    }

    /// When the last banner came.
    private func lastBannerTime(_ observer: TestableObserver<Banner>) -> TestTime? {
        observer.events.last { $0.value.element != nil }?.time
    }

    func test_saysOpeningAtOnce_thenOpened_whenTheOpenerEndsWell() {
        let scheduler = TestScheduler(initialClock: 0)
        let open = opener(scheduler, endingWith: .completed, at: 201)
        let observer = scheduler.start { Banner.opening(self.url, with: open, scheduler: scheduler) }
        XCTAssertEqual(texts(observer), ["Opening https://example.org/a?q=1 in the browser…",
                                         "Opened https://example.org/a?q=1 in the browser."])
        XCTAssertEqual(observer.events.first?.time, 200)
        XCTAssertGreaterThanOrEqual(lastBannerTime(observer) ?? 0, 201)
        XCTAssertEqual(banners(observer).last?.kind, .info)
    }

    func test_aFailingOpener_saysWhy_andShowsTheLink() {
        let scheduler = TestScheduler(initialClock: 0)
        let open = opener(scheduler, endingWith: .error(BrowserError.exited(program: "/bin/false", status: 1)), at: 201)
        let observer = scheduler.start { Banner.opening(self.url, with: open, scheduler: scheduler) }
        XCTAssertEqual(texts(observer).count, 2)
        let last = banners(observer).last
        XCTAssertEqual(last?.kind, .error)
        XCTAssertTrue(last?.text.contains("exit status 1") == true, last?.text ?? "")
        XCTAssertTrue(last?.text.contains("The link: https://example.org/a?q=1") == true, last?.text ?? "")
        XCTAssertFalse(texts(observer).contains { $0.hasPrefix("Opened") })
    }

    func test_aMissingOpener_saysSoAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let open: PageOpener = { _ in .error(BrowserError.notFound(program: "xdg-open")) }
        let observer = scheduler.start { Banner.opening(self.url, with: open, scheduler: scheduler) }
        XCTAssertEqual(banners(observer).last?.kind, .error)
        XCTAssertTrue(texts(observer).last?.contains("xdg-open was not found") == true)
        XCTAssertTrue(texts(observer).last?.contains("https://example.org/a?q=1") == true)
    }

    func test_anOpenerStillRunningAfterThePatience_countsAsOpened() {
        let scheduler = TestScheduler(initialClock: 0)
        let open = opener(scheduler, endingWith: nil, at: 0)
        let observer = scheduler.start { Banner.opening(self.url, with: open, scheduler: scheduler) }
        XCTAssertEqual(texts(observer).last, "Opened https://example.org/a?q=1 in the browser.")
        XCTAssertGreaterThanOrEqual(lastBannerTime(observer) ?? 0, 203)
        XCTAssertEqual(observer.events.last.map { $0.value.isStopEvent }, true, "ends after saying so")
    }
}
