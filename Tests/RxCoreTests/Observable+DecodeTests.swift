import Foundation
import XCTest
import RxCore
import RxTesting

final class ObservableDecodeTests: RxTestCase {
    private struct Point: Decodable, Equatable {
        let x: Int
        let y: Int
    }

    /// A decoder that ignores the data: shows any `DataDecoder` works.
    private struct FixedDecoder: DataDecoder {
        func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
            try JSONDecoder().decode(type, from: Data(#"{"x":7,"y":8}"#.utf8))
        }
    }

    private func json(_ text: String) -> Data { Data(text.utf8) }

    func test_decode_whenSourceNeverEmits_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, json("{}"))])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_decode_whenSourceIsEmpty_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Data.self)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.completed(250)])
    }

    func test_decode_decodesEachElementWithTheDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x":1,"y":2}"#)), .next(220, json(#"{"x":3,"y":4}"#)), .completed(250)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2)), .next(220, Point(x: 3, y: 4)), .completed(250)])
    }

    func test_decode_acceptsAnyDataDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json("ignored")), .completed(250)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: FixedDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 7, y: 8)), .completed(250)])
    }

    func test_decode_whenDecodingFails_endsWithTheDecodingError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x":1}"#)), .next(220, json(#"{"x":3,"y":4}"#))])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 210)
        XCTAssertTrue(res.events.first?.value.error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_decode_whenSourceErrors_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(210, testError, Data.self)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }

    func test_decode_whenDisposedEarly_stopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x":1,"y":2}"#)), .next(220, json(#"{"x":3,"y":4}"#))])
        let res = scheduler.start(disposed: 215) { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, Point(x: 1, y: 2))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }
}
