/// A value that holds a secret (a token, a password, a consumer secret) and never shows
/// it: `description`, `debugDescription` and the mirror that `dump`, `print` of a
/// containing value and debuggers use all give `redactedDescription` and no children.
///
/// Adopt it on every type with a secret in a stored property (or an enum payload):
/// string interpolation, logging and `dump` then cannot leak it.
public protocol SecretHolding: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// What the value is, with every secret replaced by `Redaction.placeholder`.
    var redactedDescription: String { get }
}

extension SecretHolding {
    /// `redactedDescription`.
    public var description: String { redactedDescription }
    /// `redactedDescription`.
    public var debugDescription: String { redactedDescription }
    /// A mirror with no children, so reflection never reaches the secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
