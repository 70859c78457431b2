import Foundation
import TestSupport
import XCTest
@testable import RxCore

final class RingBufferTests: RxTestCase {
    func test_new_isEmpty() {
        var buffer = RingBuffer<Int>()
        XCTAssertTrue(buffer.isEmpty)
        XCTAssertEqual(buffer.count, 0)
        XCTAssertNil(buffer.peek())
        XCTAssertNil(buffer.dequeue())
        XCTAssertEqual(buffer.elements, [])
    }

    func test_dequeue_returnsElementsInFIFOOrder() {
        var buffer = RingBuffer<Int>()
        (1...3).forEach { buffer.enqueue($0) }
        XCTAssertEqual(buffer.count, 3)
        XCTAssertFalse(buffer.isEmpty)
        XCTAssertEqual(buffer.dequeue(), 1)
        XCTAssertEqual(buffer.dequeue(), 2)
        XCTAssertEqual(buffer.dequeue(), 3)
        XCTAssertNil(buffer.dequeue())
        XCTAssertTrue(buffer.isEmpty)
    }

    func test_peek_returnsTheOldestWithoutRemovingIt() {
        var buffer = RingBuffer<String>()
        buffer.enqueue("a")
        buffer.enqueue("b")
        XCTAssertEqual(buffer.peek(), "a")
        XCTAssertEqual(buffer.count, 2)
        XCTAssertEqual(buffer.dequeue(), "a")
        XCTAssertEqual(buffer.peek(), "b")
    }

    func test_growingWhileWrappedAround_keepsTheOrder() {
        var buffer = RingBuffer<Int>()
        (0..<4).forEach { buffer.enqueue($0) }     // fills the initial capacity of 4
        XCTAssertEqual(buffer.dequeue(), 0)
        XCTAssertEqual(buffer.dequeue(), 1)
        (4..<6).forEach { buffer.enqueue($0) }     // wraps around to the front
        XCTAssertEqual(buffer.elements, [2, 3, 4, 5])
        (6..<11).forEach { buffer.enqueue($0) }    // grows while wrapped
        XCTAssertEqual(buffer.elements, Array(2..<11))
        var drained: [Int] = []
        while let value = buffer.dequeue() { drained.append(value) }
        XCTAssertEqual(drained, Array(2..<11))
    }

    func test_elements_listsOldestFirst() {
        var buffer = RingBuffer<Int>()
        (1...5).forEach { buffer.enqueue($0) }
        _ = buffer.dequeue()
        XCTAssertEqual(buffer.elements, [2, 3, 4, 5])
    }

    func test_removeAll_emptiesTheBuffer_andItCanBeReused() {
        var buffer = RingBuffer<Int>()
        (1...10).forEach { buffer.enqueue($0) }
        buffer.removeAll()
        XCTAssertTrue(buffer.isEmpty)
        XCTAssertEqual(buffer.count, 0)
        XCTAssertNil(buffer.dequeue())
        buffer.enqueue(42)
        XCTAssertEqual(buffer.elements, [42])
        XCTAssertEqual(buffer.dequeue(), 42)
    }

    func test_matchesAnArrayQueue_underInterleavedEnqueuesAndDequeues() {
        var buffer = RingBuffer<Int>()
        var model: [Int] = []
        // Seeded, and the seed is in every failure message, so a failure can be replayed
        // (RING_BUFFER_SEED=<seed>).
        let seed = ProcessInfo.processInfo.environment["RING_BUFFER_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        var next = 0
        for _ in 0..<10_000 {
            if Bool.random(using: &generator) || model.isEmpty {
                buffer.enqueue(next)
                model.append(next)
                next += 1
            } else {
                XCTAssertEqual(buffer.dequeue(), model.removeFirst(), "seed \(seed)")
            }
            XCTAssertEqual(buffer.count, model.count, "seed \(seed)")
            XCTAssertEqual(buffer.peek(), model.first, "seed \(seed)")
        }
        XCTAssertEqual(buffer.elements, model, "seed \(seed)")
    }

    func test_dequeue_releasesTheElement() {
        var buffer = RingBuffer<LifetimeProbe>()
        weak var weakProbe: LifetimeProbe?
        do {
            let probe = LifetimeProbe()
            weakProbe = probe
            buffer.enqueue(probe)
        }
        XCTAssertNotNil(weakProbe)
        _ = buffer.dequeue()
        XCTAssertNil(weakProbe, "the buffer must not keep a dequeued element alive")
    }

    func test_optionalElements_nilIsAnElement() {
        var buffer = RingBuffer<Int?>()
        buffer.enqueue(nil)
        buffer.enqueue(1)
        XCTAssertEqual(buffer.count, 2)
        XCTAssertEqual(buffer.elements, [nil, 1])
        XCTAssertEqual(buffer.dequeue(), .some(nil))
        XCTAssertEqual(buffer.dequeue(), .some(1))
        XCTAssertEqual(buffer.dequeue(), nil)
    }
}
