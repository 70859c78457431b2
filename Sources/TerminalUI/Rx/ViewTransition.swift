/// How an animated data source shows a change: with batch updates that keep the
/// user's place, or with a full reload.
public enum ViewTransition: Sendable {
    /// Apply the differences as batch updates (inserts, deletes, moves, reloads).
    case animated
    /// Reload the whole table.
    case reload
}
