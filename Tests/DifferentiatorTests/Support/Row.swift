import Differentiator

/// A keyed test item: `id` is the identity, `value` the content that updates change.
struct Row: Diffable, Hashable, CustomStringConvertible {
    var id: Int
    var value: Int

    init(_ id: Int, _ value: Int = 0) {
        self.id = id
        self.value = value
    }

    var identity: Int { id }
    var description: String { value == 0 ? "\(id)" : "\(id):\(value)" }
}

/// An identity whose hashes all collide, to drive the symbol table's probing.
struct CollidingKey: Hashable, Sendable {
    var raw: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// An item keyed by a `CollidingKey`.
struct CollidingRow: Diffable {
    var key: CollidingKey
    var value: Int
    var identity: CollidingKey { key }
}

/// A keyed item that is a class, so not `Sendable`: the diff reports it by its description.
final class Handle: Diffable, CustomStringConvertible {
    let id: Int

    init(_ id: Int) { self.id = id }

    var identity: Int { id }
    var description: String { "handle \(id)" }
    static func == (lhs: Handle, rhs: Handle) -> Bool { lhs.id == rhs.id }
}

/// The payload of a `Diff.Error.duplicateItem`, or nil for any other error.
func duplicateItem(in error: any Error) -> (any Sendable)? {
    guard case let .duplicateItem(item) = error as? Diff.Error else { return nil }
    return item
}

/// The sections of the sectioned tests.
typealias Section = AnimatableSectionModel<String, Row>

/// Builds the rows of `ids` (content 0).
func rows(_ ids: [Int]) -> [Row] { ids.map { Row($0) } }

/// The length of a longest increasing subsequence, by the quadratic textbook method
/// (an oracle independent of the engine's patience sort).
func referenceLongestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
        for earlier in 0..<index where values[earlier] < values[index] {
            best[index] = max(best[index], best[earlier] + 1)
        }
    }
    return best.max() ?? 0
}
