import Synchronization

/// The request side of one paging generation: the offset of the next page to ask for
/// (nil once the last page came), and the offset of a page that just failed (which may
/// then be asked for again although it repeats the previous request).
///
/// Thread safety: its state is behind a `Mutex`; pages answer on network threads.
final class PagingCursor: Sendable {
    private struct State {
        var next: Int? = 0
        var failed: Int?
    }

    private let state = Mutex(State())

    /// The offset of the next page to ask for; nil after the last page.
    var next: Int? { state.withLock { $0.next } }

    /// The offset that failed last, until a page succeeds.
    var failedOffset: Int? { state.withLock { $0.failed } }

    /// A page arrived; `nextOffset` is where the one after it starts.
    func advance(to nextOffset: Int?) {
        state.withLock {
            $0.next = nextOffset
            $0.failed = nil
        }
    }

    /// The page at `offset` failed: paging stops there until it is asked for again.
    func fail(at offset: Int) {
        state.withLock { $0.failed = offset }
    }

    /// Forgets the failure (a new request is being made).
    func clearFailure() {
        state.withLock { $0.failed = nil }
    }
}
