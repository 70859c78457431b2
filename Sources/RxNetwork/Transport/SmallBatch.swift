/// A short list collected under a lock and handed out after it: the first item is stored
/// inline and only the others in an array, so the usual batch of one (a request's
/// outcome, its easy handle to pool) allocates nothing. `CurlMulti` collected both in
/// arrays emptied on every call, two allocations per request.
struct SmallBatch<Item> {
    private var first: Item?
    private var rest: [Item] = []

    /// Whether the batch holds nothing.
    var isEmpty: Bool { first == nil }

    /// Adds `item` at the end.
    mutating func append(_ item: Item) {
        if first == nil { first = item } else { rest.append(item) }
    }

    /// The items, leaving this batch empty.
    mutating func take() -> SmallBatch {
        let taken = self
        self = SmallBatch()
        return taken
    }

    /// Calls `body` with each item in order.
    func forEach(_ body: (Item) throws -> Void) rethrows {
        guard let first else { return }
        try body(first)
        try rest.forEach(body)
    }
}
