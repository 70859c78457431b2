extension Diff {
    /// Computes the change set that turns `old` into `new`.
    ///
    /// Items are paired by `identity`; a pair whose content differs (`!=`) is an update;
    /// kept items that lost their relative order are moves (the fewest possible). Linear
    /// time in `old.count + new.count` when nothing moved, and when items moved it adds
    /// O(k log k) for the k kept items (see `Diff`). Pure; call from any thread.
    ///
    /// - Throws: `Error.duplicateItem(item:)` with the second item when an identity occurs
    ///   twice in `old` or twice in `new`.
    @inlinable
    public static func changeset<Item: IdentifiableType & Equatable & Sendable>(
        from old: [Item],
        to new: [Item]
    ) throws(Error) -> ListChangeset<Item> {
        try changeset(old, new, payload: { $0 })
    }

    /// Computes the change set that turns `old` into `new`, for an item type that is not
    /// `Sendable`: the same change set, and a duplicate reported by its description.
    @inlinable
    public static func changeset<Item: IdentifiableType & Equatable>(
        from old: [Item],
        to new: [Item]
    ) throws(Error) -> ListChangeset<Item> {
        try changeset(old, new, payload: { String(describing: $0) })
    }

    /// The list diff; `payload` is what a duplicate's error carries for its item.
    @inlinable
    static func changeset<Item: IdentifiableType & Equatable>(
        _ old: [Item],
        _ new: [Item],
        payload: (Item) -> any Sendable
    ) throws(Error) -> ListChangeset<Item> {
        let matching = try Matching(old: old, new: new, duplicate: { inNew, index in
            .duplicateItem(item: payload(inNew ? new[index] : old[index]))
        })
        var changeset = ListChangeset<Item>(finalItems: new)
        var inOrder = true
        var lastOldIndex = -1
        for newIndex in new.indices {
            let oldIndex = matching.newToOld[newIndex]
            if oldIndex < 0 {
                changeset.inserted.append(newIndex)
                continue
            }
            if old[oldIndex] != new[newIndex] { changeset.updated.append(newIndex) }
            if oldIndex < lastOldIndex { inOrder = false }
            lastOldIndex = oldIndex
        }
        // Paired items number new.count - inserted.count; any old item beyond those is gone.
        if new.count - changeset.inserted.count < old.count {
            for oldIndex in old.indices where matching.oldToNew[oldIndex] < 0 {
                changeset.deleted.append(oldIndex)
            }
        }
        if !inOrder { changeset.moved = moves(matching.newToOld) }
        return changeset
    }

    /// The (old, new) index pairs of the kept items outside a longest run that kept its order.
    @inlinable
    static func moves(_ newToOld: [Int]) -> [(from: Int, to: Int)] {
        var oldIndexes: [Int] = []
        var newIndexes: [Int] = []
        oldIndexes.reserveCapacity(newToOld.count)
        newIndexes.reserveCapacity(newToOld.count)
        for (newIndex, oldIndex) in newToOld.enumerated() where oldIndex >= 0 {
            oldIndexes.append(oldIndex)
            newIndexes.append(newIndex)
        }
        let stays = longestIncreasingSubsequence(oldIndexes)
        var moved: [(from: Int, to: Int)] = []
        for position in oldIndexes.indices where !stays[position] {
            moved.append((from: oldIndexes[position], to: newIndexes[position]))
        }
        return moved
    }

    /// Replays `changeset` on `old` and returns the list it leads to.
    ///
    /// Kept and moved items are taken from `old`; only inserted and updated positions
    /// read `changeset.finalItems`. So when `old` is the list the change set was
    /// computed from, the result equals the new list exactly when the change set is
    /// right: tests use it as the oracle, and consumers can use it to check a change
    /// set received from elsewhere, or to update a copy of the list.
    ///
    /// - Throws: `InvalidChangeset` when the change set does not fit
    ///   `old` (an index out of range or used twice, or counts that do not add up).
    ///
    /// Inlinable, so a caller's item type is specialized: a table's data source replays
    /// each change set on 10,000 rows' highlight states, and unspecialized each row went
    /// through the item's value witnesses.
    @inlinable
    public static func apply<Item>(_ changeset: ListChangeset<Item>, to old: [Item]) throws(InvalidChangeset) -> [Item] {
        let final = changeset.finalItems
        // Old items leaving their place: deleted or moved away.
        var leaving = [Bool](repeating: false, count: old.count)
        // Where each new position gets its item: -2 the next kept item, -1 final, else an old index.
        var source = [Int](repeating: -2, count: final.count)
        for index in changeset.deleted {
            guard old.indices.contains(index), !leaving[index] else {
                throw InvalidChangeset(reason: "deleted index \(index) out of range or repeated")
            }
            leaving[index] = true
        }
        for index in changeset.inserted {
            guard final.indices.contains(index), source[index] == -2 else {
                throw InvalidChangeset(reason: "inserted index \(index) out of range or repeated")
            }
            source[index] = -1
        }
        for move in changeset.moved {
            guard old.indices.contains(move.from), !leaving[move.from],
                  final.indices.contains(move.to), source[move.to] == -2 else {
                throw InvalidChangeset(reason: "move \(move.from)→\(move.to) out of range or clashing")
            }
            leaving[move.from] = true
            source[move.to] = move.from
        }
        var result: [Item] = []
        result.reserveCapacity(final.count)
        var next = 0  // the next old index that may be a kept item
        for newIndex in final.indices {
            switch source[newIndex] {
            case -1:
                result.append(final[newIndex])
            case -2:
                while next < old.count && leaving[next] { next += 1 }
                guard next < old.count else {
                    throw InvalidChangeset(reason: "fewer kept items than the new list needs")
                }
                result.append(old[next])
                next += 1
            case let oldIndex:
                result.append(old[oldIndex])
            }
        }
        while next < old.count && leaving[next] { next += 1 }
        guard next == old.count else {
            throw InvalidChangeset(reason: "more kept items than the new list has room for")
        }
        for index in changeset.updated {
            guard final.indices.contains(index), source[index] != -1 else {
                throw InvalidChangeset(reason: "updated index \(index) out of range or inserted")
            }
            result[index] = final[index]
        }
        return result
    }
}
