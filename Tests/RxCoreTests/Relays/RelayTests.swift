import XCTest
import RxTesting

final class RelayTests: RxTestCase {
    func test_publishRelay_deliversAcceptedElements() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func test_behaviorRelay_holdsValueAndReplaysItToNewObservers() {
        let relay = BehaviorRelay(value: "start")
        XCTAssertEqual(relay.value, "start")
        relay.accept("next")
        XCTAssertEqual(relay.value, "next")
        var received: [String] = []
        let subscription = relay.asObservable().subscribe(onNext: { received.append($0) })
        relay.accept("last")
        XCTAssertEqual(received, ["next", "last"])
        subscription.dispose()
    }

    func test_replayRelay_replaysBuffer() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        relay.accept(1)
        relay.accept(2)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [2])
        subscription.dispose()
    }

    func test_replayRelay_unbound_replaysAll() {
        let relay = ReplayRelay<Int>.createUnbound()
        (1...3).forEach(relay.accept)
        var received: [Int] = []
        let subscription = relay.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
    }
}
