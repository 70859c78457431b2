/// The diff's symbol table: an open-addressing hash set of identities that numbers
/// its entries in insertion order, so an entry number doubles as an array index.
///
/// Faster than `[Identity: Int]` for this job (one probe sequence per operation, a
/// flat `UInt32` slot array, no value storage): the diff inserts the old list's
/// identities in order, so entry `i` is old item `i`.
@usableFromInline
struct IdentityTable<Identity: Hashable> {
    /// 0 marks an empty slot; otherwise the entry number + 1.
    @usableFromInline var slots: [UInt32]
    /// Entry number → identity, compared on a probe hit.
    @usableFromInline var identities: ContiguousArray<Identity>
    /// `slots.count - 1`; the slot count is a power of two.
    @usableFromInline var mask: Int

    /// A table that holds `capacity` entries before it grows, at a load factor of at most 1/2.
    @inlinable
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size &<<= 1 }
        slots = [UInt32](repeating: 0, count: size)
        mask = size - 1
        identities = []
        identities.reserveCapacity(capacity)
    }

    /// The number of entries.
    @inlinable
    var count: Int { identities.count }

    /// Adds `identity` as entry `count` and returns `nil`, or returns the entry number
    /// it already has (adding nothing).
    @inlinable
    mutating func insert(_ identity: Identity) -> Int? {
        if (identities.count &+ 1) &* 2 > slots.count { grow() }
        var slot = identity.hashValue & mask
        let entry = identities.count
        let found: Int? = slots.withUnsafeMutableBufferPointer { slots in
            while true {
                let value = Int(slots[slot])
                if value == 0 {
                    slots[slot] = UInt32(truncatingIfNeeded: entry &+ 1)
                    return nil
                }
                if identities[value &- 1] == identity { return value &- 1 }
                slot = (slot &+ 1) & mask
            }
        }
        if found == nil { identities.append(identity) }
        return found
    }

    /// Adds the identities of `elements` in order, as entries `count`, `count + 1`...;
    /// stops at the first one already present and returns its index in `elements` (the
    /// rest are not added), so a caller can report the element itself.
    ///
    /// One pass over raw buffers (no uniqueness check per entry): the bulk path for the old list.
    @inlinable
    mutating func insertAll<Element: IdentifiableType>(identitiesOf elements: [Element]) -> Int?
    where Element.Identity == Identity {
        while (identities.count &+ elements.count) &* 2 > slots.count { grow() }
        let mask = self.mask
        let first = identities.count
        identities.reserveCapacity(first &+ elements.count)
        // By index, not `for element in elements`: that copies (retains) each whole element.
        for index in elements.indices { identities.append(elements[index].identity) }
        let repeated: Int? = identities.withUnsafeBufferPointer { identities in
            slots.withUnsafeMutableBufferPointer { slots -> Int? in
                for entry in first..<identities.count {
                    let identity = identities[entry]
                    var slot = identity.hashValue & mask
                    while true {
                        let value = Int(slots[slot])
                        if value == 0 { break }
                        if identities[value &- 1] == identity { return entry }
                        slot = (slot &+ 1) & mask
                    }
                    slots[slot] = UInt32(truncatingIfNeeded: entry &+ 1)
                }
                return nil
            }
        }
        guard let repeated else { return nil }
        identities.removeSubrange(repeated...)
        return repeated &- first
    }

    /// The entry number of `identity`, or -1 when it is absent.
    @inlinable
    func find(_ identity: Identity) -> Int {
        var slot = identity.hashValue & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let value = Int(slots[slot])
                if value == 0 { return -1 }
                if identities[value &- 1] == identity { return value &- 1 }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// Doubles the slot array and re-slots every entry (entry numbers do not change).
    @usableFromInline
    mutating func grow() {
        let size = slots.count &* 2
        mask = size &- 1
        slots = [UInt32](repeating: 0, count: size)
        let mask = self.mask
        slots.withUnsafeMutableBufferPointer { slots in
            for entry in identities.indices {
                var slot = identities[entry].hashValue & mask
                while slots[slot] != 0 { slot = (slot &+ 1) & mask }
                slots[slot] = UInt32(truncatingIfNeeded: entry &+ 1)
            }
        }
    }
}
