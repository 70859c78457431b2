import Differentiator

extension Tweet: IdentifiableType {
    /// The tweet's id: the same tweet fetched again is the same row (its content may change).
    public var identity: Int64 { id }
}
