/// Everything a blocking sequence sent: its elements and how it ended.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` (or timed out, with `RxError.timeout`) after sending `elements`.
    case failed(elements: [T], error: Error)
}
