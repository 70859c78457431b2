/// A test could not run because something it needs is missing (the shared fixtures,
/// tmux, a built executable). Thrown, it FAILS the test with `description`: CI always has
/// these, so a missing one must never pass as a skipped test.
public struct MissingPrerequisite: Error, CustomStringConvertible {
    /// What is missing and how to get it.
    public let description: String

    /// A failure saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
