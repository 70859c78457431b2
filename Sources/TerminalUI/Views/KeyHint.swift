/// A key and what it does, as shown in a status bar or the `?` help overlay.
public struct KeyHint: Hashable, Sendable {
    /// The key's name as shown, like "Enter", "↑↓" or "Ctrl-R".
    public var key: String
    /// What the key does, like "Open" or "Refresh".
    public var title: String

    /// Creates a hint showing `key` (a name) and `title`.
    public init(key: String, title: String) {
        self.key = key
        self.title = title
    }

    /// Creates a hint for `key`, named by its description ("Ctrl-R", "Esc", "q").
    public init(_ key: Key, title: String) {
        self.init(key: key.description, title: title)
    }
}
