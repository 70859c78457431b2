/// Which item of one list version is which item of the other: the core of every diff.
///
/// `oldToNew[i]` is the new index of old item `i` (or -1: it was deleted) and
/// `newToOld[j]` the old index of new item `j` (or -1: it was inserted).
@usableFromInline
struct Matching {
    /// Old index → new index, or -1.
    @usableFromInline var oldToNew: [Int]
    /// New index → old index, or -1.
    @usableFromInline var newToOld: [Int]

    /// Pairs the items of `old` and `new` that share an identity.
    ///
    /// Heckel's symbol table with unique keys: every old identity goes into one table
    /// (which also catches duplicates in `old`); each new item is first tried against
    /// the old item after its predecessor's partner, so runs that kept their order cost
    /// one comparison per item and only the items around a change are looked up. A
    /// new-only identity is added to the table too, and an old item is claimed at most
    /// once, which together catch every duplicate in `new`.
    ///
    /// - Parameter duplicate: builds the error for a duplicate identity (items or sections)
    ///   from where its second occurrence is: in `new` (true) or `old`, and its index there.
    @inlinable
    init<Element: IdentifiableType>(
        old: [Element],
        new: [Element],
        duplicate: (_ inNew: Bool, _ index: Int) -> Diff.Error
    ) throws(Diff.Error) {
        let oldCount = old.count
        let newCount = new.count
        precondition(oldCount &+ newCount < Int(UInt32.max), "lists too long to diff")
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        var table = IdentityTable<Element.Identity>(capacity: oldCount &+ 16)
        if let index = table.insertAll(identitiesOf: old) { throw duplicate(false, index) }
        var expected = 0  // the old index after the last paired one
        for newIndex in 0..<newCount {
            let identity = new[newIndex].identity
            var oldIndex: Int
            if expected < oldCount && old[expected].identity == identity {
                oldIndex = expected
            } else if let entry = table.insert(identity) {
                // A hit past the old items is an earlier new-only item: a duplicate.
                guard entry < oldCount else { throw duplicate(true, newIndex) }
                oldIndex = entry
            } else {
                continue  // inserted; now in the table as a new-only identity
            }
            guard oldToNew[oldIndex] < 0 else { throw duplicate(true, newIndex) }
            oldToNew[oldIndex] = newIndex
            newToOld[newIndex] = oldIndex
            expected = oldIndex &+ 1
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }
}
