/// A list's title: its own name beside its owner once the source has told it ("Software
/// curate · @pfrazee.com"), else `@owner/slug`, which is a Twitter list's real name and
/// the only name a Bluesky list has until `getList` answers. Pure; any thread.
enum ListTitle {
    /// The longest name shown, in characters; longer ones are cut with "…".
    static let nameLimit = 60

    /// `@owner/slug`.
    static func identifier(of list: ListIdentifier) -> String { "@\(list.username)/\(list.slug)" }

    /// The title for `list` named `name` (raw, from the server): the name on one line,
    /// without control or bidirectional-override characters (hostile text never reaches
    /// the terminal or a pipe raw), cut to `nameLimit`; the identifier when there is no
    /// name or nothing printable is left of it.
    static func text(of list: ListIdentifier, name: String?) -> String {
        guard let name else { return identifier(of: list) }
        let visible = String(String.UnicodeScalarView(name.unicodeScalars.filter { !isBidiControl($0) }))
        let line = MessageLine.from(visible, limit: nameLimit)
        return line.isEmpty ? identifier(of: list) : "\(line) · @\(list.username)"
    }

    /// The marks and overrides that reorder text (U+200E/F, U+202A–E, U+2066–9): a name
    /// must not turn the rest of the title bar around.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
