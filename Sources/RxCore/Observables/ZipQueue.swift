/// The waiting elements of one `zip` source: a FIFO ring on typed storage that grows as
/// needed and is reused, so queueing an element allocates nothing once it has grown.
///
/// `RingBuffer` stores `Element?`s in an array; in unspecialized generic code every use of
/// those types looks up their metadata, which made zip's per-element cost double. This
/// queue needs no look-ups. Only the owning sink touches it, under its lock.
struct ZipQueue<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var head = 0
    private(set) var count = 0

    init() {
        capacity = 4
        storage = .allocate(capacity: capacity)
    }

    /// Whether no element is waiting.
    var isEmpty: Bool { count == 0 }

    /// Adds an element at the back.
    mutating func enqueue(_ element: Element) {
        if count == capacity {
            grow()
        }
        var index = head + count
        if index >= capacity {
            index -= capacity
        }
        (storage + index).initialize(to: element)
        count += 1
    }

    /// Removes and returns the front element. Call only when the queue is not empty.
    mutating func removeFirst() -> Element {
        let element = (storage + head).move()
        head += 1
        if head == capacity {
            head = 0
        }
        count -= 1
        return element
    }

    /// Releases every waiting element (the storage is kept).
    mutating func removeAll() {
        deinitializeElements()
        head = 0
        count = 0
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        let front = Swift.min(count, capacity - head)
        newStorage.moveInitialize(from: storage + head, count: front)
        (newStorage + front).moveInitialize(from: storage, count: count - front)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
        head = 0
    }

    private func deinitializeElements() {
        let front = Swift.min(count, capacity - head)
        (storage + head).deinitialize(count: front)
        storage.deinitialize(count: count - front)
    }

    deinit {
        deinitializeElements()
        storage.deallocate()
    }
}
