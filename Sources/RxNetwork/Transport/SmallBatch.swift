/// A short list collected under a lock and handed out after it: the first item is stored
/// inline and only the others in an array, so the usual batch of one (a request's
/// outcome, its easy handle to pool) allocates nothing. `CurlMulti` collected both in
/// arrays emptied on every call, two allocations per request.
struct SmallBatch<Item> {
    private var first: Item?
    private var rest: [Item] = []
    /// How many items it holds: asking `first == nil` copied and destroyed the item.
    private var count = 0

    /// Whether the batch holds nothing.
    var isEmpty: Bool { count == 0 }

    /// Adds `item` at the end.
    mutating func append(_ item: Item) {
        if count == 0 { first = item } else { rest.append(item) }
        count += 1
    }

    /// The items, leaving this batch empty.
    mutating func take() -> SmallBatch {
        let taken = self
        self = SmallBatch()
        return taken
    }

    /// Calls `body` with each item in order.
    func forEach(_ body: (Item) throws -> Void) rethrows {
        guard count > 0, let first else { return }
        try body(first)
        if count > 1 { try rest.forEach(body) }
    }
}
