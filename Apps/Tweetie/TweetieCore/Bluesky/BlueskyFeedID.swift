/// The tweet ids of Bluesky feed items and user ids of accounts.
///
/// The reader stores and sorts tweets by a 64-bit id, newest highest; Bluesky names posts
/// by at-URI and orders a feed by each item's sort time (a post's earlier of `createdAt`
/// and `indexedAt`, a repost's `indexedAt`). So an item's id is its sort time in
/// microseconds (53 bits, enough until the year 2255) followed by 10 bits of a hash of
/// its identity (the post's URI, and the reposter for a repost): the same item fetched
/// again gets the same id (it merges instead of doubling), ids sort as the feed does, and
/// the time is read back for cursors (`microseconds(of:)`). Two different items collide
/// only when sorted in the same microsecond with the same 10 hash bits.
enum BlueskyFeedID {
    /// The bits below the time.
    static let hashBits: Int64 = 10

    /// The id of the item sorted at `micros` with identity `key`.
    static func id(sortedAt micros: Int64, key: String) -> Int64 {
        let time = Swift.min(Swift.max(micros, 0), (Int64(1) << (63 - hashBits)) - 1)
        return time << hashBits | Int64(truncatingIfNeeded: fnv1a(key) & ((1 << UInt64(hashBits)) - 1))
    }

    /// The sort time an id was made from, in microseconds since 1970.
    static func microseconds(of id: Int64) -> Int64 { id >> hashBits }

    /// A positive user id for an account's DID.
    static func userID(did: String) -> Int64 {
        Int64(truncatingIfNeeded: fnv1a(did) & UInt64(Int64.max))
    }

    /// The 64-bit FNV-1a hash of `string`'s UTF-8 bytes: stable across runs and machines
    /// (unlike `Hasher`), which stored ids need.
    static func fnv1a(_ string: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
