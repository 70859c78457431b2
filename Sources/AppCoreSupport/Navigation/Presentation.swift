/// How a screen is shown.
public enum Presentation: Hashable, Sendable {
    /// Replaces everything (the first screen).
    case root
    /// On top of the current screen; going back returns to it.
    case push
}
