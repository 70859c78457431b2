import Dispatch
import RxCore
import RxTesting
import XCTest
@testable import TerminalUI

final class SpinnerTests: LeakCheckingTestCase {
    /// One tick is one millisecond.
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

    private func spinner(title: String? = nil) -> Spinner {
        Spinner(title: title, frames: ["a", "b", "c"], interval: .milliseconds(100), scheduler: scheduler, frame: Rect(x: 0, y: 0, width: 10, height: 1))
    }

    func test_stopped_isHiddenByDefault() {
        let spinner = spinner(title: "Loading")
        XCTAssertTrue(spinner.isHidden)
        XCTAssertEqual(spinner.rendered(size: spinner.frame.size).lines, ["          "])
    }

    func test_animating_advancesFramesInVirtualTime() {
        let spinner = spinner(title: "Loading")
        var frames: [String] = []
        scheduler.scheduleAt(0) { spinner.startAnimating() }
        for time in [50, 150, 250, 350] {
            scheduler.scheduleAt(time) { frames.append(spinner.rendered(size: spinner.frame.size).lines[0]) }
        }
        scheduler.scheduleAt(400) { spinner.stopAnimating() }
        scheduler.start()
        XCTAssertEqual(frames, ["a Loading ", "b Loading ", "c Loading ", "a Loading "])
        XCTAssertFalse(spinner.isAnimating)
        XCTAssertTrue(spinner.isHidden)
    }

    func test_stop_cancelsTheTimer() {
        let spinner = spinner()
        spinner.startAnimating()
        spinner.stopAnimating()
        scheduler.advanceTo(1000)
        XCTAssertEqual(spinner.frameIndex, 0)
    }

    func test_eachFrame_asksForRedraw() {
        let spinner = spinner()
        var redraws = 0
        spinner.onNeedsDisplay = { redraws += 1 }
        spinner.startAnimating()
        scheduler.advanceTo(300)
        spinner.stopAnimating()
        XCTAssertEqual(redraws, 1 + 3 + 1)
    }

    func test_notHidingWhenStopped_showsTitle() {
        let spinner = spinner(title: "Idle")
        spinner.hidesWhenStopped = false
        XCTAssertEqual(spinner.rendered(size: spinner.frame.size).lines, ["  Idle    "])
    }

    func test_rxIsAnimating_startsAndStops() {
        let spinner = spinner()
        let loading = PublishSubject<Bool>()
        let subscription = loading.bind(to: spinner.rx.isAnimating)
        loading.onNext(true)
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        loading.onNext(false)
        XCTAssertFalse(spinner.isAnimating)
        subscription.dispose()
    }

    func test_deinit_whileAnimating_releasesTheTimer() {
        var spinner: Spinner? = self.spinner()
        weak let weakSpinner = spinner
        spinner?.startAnimating()
        spinner = nil
        XCTAssertNil(weakSpinner)
        scheduler.advanceTo(500)
    }
}
