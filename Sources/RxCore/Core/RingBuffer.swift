/// A FIFO queue on a growable ring buffer: O(1) enqueue and dequeue.
@usableFromInline
struct RingBuffer<Element> {
    @usableFromInline var storage: [Element?] = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    @inlinable
    mutating func dequeue() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    @inlinable
    func peek() -> Element? {
        count > 0 ? storage[head] : nil
    }

    @inlinable
    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }

    /// The elements, oldest first.
    @inlinable
    var elements: [Element] {
        (0..<count).compactMap { storage[(head + $0) % storage.count] }
    }

    @usableFromInline
    mutating func grow() {
        let newCapacity = Swift.max(4, storage.count * 2)
        var newStorage = [Element?](repeating: nil, count: newCapacity)
        for index in 0..<count {
            newStorage[index] = storage[(head + index) % storage.count]
        }
        storage = newStorage
        head = 0
    }
}
