/// Whether `take(while:behavior:)` and `take(until:behavior:)` also emit the element
/// that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}
