/// Events waiting to go downstream, delivered in order by one thread at a time.
///
/// Time-based and multi-source operators change their state under a lock but must
/// not call their observer while holding it. They queue what to send here, under
/// the same lock, so events leave in the order the state changed. The thread that
/// found the outbox idle becomes the deliverer and, after unlocking, sends everything
/// queued until the outbox is empty; an event queued meanwhile (re-entrantly, or by
/// another thread such as a timer) is sent by that deliverer right after. So calls
/// downstream never overlap and never happen under the lock.
///
/// Not thread-safe by itself: its owner guards it with its lock.
struct Outbox<Output> {
    private var queue = RingBuffer<Output>()
    private var isDelivering = false

    /// Queues `output`. Returns true when the caller became the deliverer and must
    /// call `next()` (under the lock) and deliver each result (outside it) until nil.
    mutating func post(_ output: Output) -> Bool {
        queue.enqueue(output)
        if isDelivering { return false }
        isDelivering = true
        return true
    }

    /// The next output to deliver; nil ends the delivery (the next `post` starts a new one).
    mutating func next() -> Output? {
        if let output = queue.dequeue() { return output }
        isDelivering = false
        return nil
    }

    /// Drops what is queued (on disposal); a running delivery ends at its next `next()`.
    mutating func removeAll() {
        queue.removeAll()
    }
}
