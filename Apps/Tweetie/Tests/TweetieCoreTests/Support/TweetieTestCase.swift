import RxNetwork
import RxTesting
@testable import TweetieCore

/// What the fetcher, view-model and navigator tests share: per test, a fresh virtual
/// clock, a mock API and a reachable stub network, released before the leak check runs.
class TweetieTestCase: LeakCheckingTestCase {
    /// Virtual time: one tick is one second.
    private(set) var scheduler: TestScheduler!
    /// The documents' mock API, fed by hand.
    private(set) var api: TwitterTestAPI!
    /// Reachable until a test says otherwise.
    private(set) var reachability: StubReachability!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        api = TwitterTestAPI()
        reachability = StubReachability()
    }

    override func tearDown() {
        scheduler = nil
        api = nil
        reachability = nil
        super.tearDown()
    }
}
