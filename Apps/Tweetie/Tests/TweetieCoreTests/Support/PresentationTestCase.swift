import RxTesting
import TestSupport
@testable import TweetieCore

/// A `TweetieTestCase` for what view models say: their Drivers deliver on the main queue,
/// so a test runs virtual time and then that queue (`advance(to:)`), and reads the values
/// recorded in order (`values(_:)`); at the end it runs past every recording's disposal
/// (at most 100), so nothing is left subscribed for the leak check.
class PresentationTestCase: TweetieTestCase {
    override func tearDown() {
        scheduler.advanceTo(100)
        drainMainQueue()
        super.tearDown()
    }

    /// Runs virtual time to `time`, then what the Drivers queued on the main queue.
    func advance(to time: TestTime) {
        scheduler.advanceTo(time)
        drainMainQueue()
    }

    /// The values `recorder` got, in order.
    func values<Element>(_ recorder: TestableObserver<Element>) -> [Element] {
        recorder.events.compactMap(\.value.element)
    }
}
