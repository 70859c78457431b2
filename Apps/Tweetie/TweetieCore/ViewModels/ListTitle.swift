/// A list's title: its own name beside its owner once the source has told it ("Software
/// curate · @pfrazee.com"), else `@owner/slug`, which is a Twitter list's real name and
/// the only name a Bluesky list has until `getList` answers. The owner is the handle the
/// source answered when it gave one (an at-URI names the owner by DID). Pure; any thread.
enum ListTitle {
    /// The longest name shown, in characters; longer ones are cut with "…".
    static let nameLimit = 60

    /// `@owner/slug`, the owner by the handle `details` give when they give a valid one.
    static func identifier(of list: ListIdentifier, details: ListDetails? = nil) -> String {
        "@\(owner(of: list, details: details))/\(list.slug)"
    }

    /// The owner's handle from `details` when it is a handle (lower case), else the
    /// owner as the list names it.
    static func owner(of list: ListIdentifier, details: ListDetails?) -> String {
        if let handle = details?.ownerHandle?.lowercased(), BlueskyList.isHandle(handle[...]) { return handle }
        return list.username
    }

    /// The title for `list` with `details` (raw, from the server): the name made safe by
    /// `sanitize` (the front ends' one sanitizer: whole escape sequences, controls and
    /// bidirectional overrides go, so hostile text never reaches the terminal or a pipe
    /// raw, nor in pieces), on one line, cut to `nameLimit`; the identifier when there is
    /// no name or nothing printable is left of it.
    static func text(of list: ListIdentifier, details: ListDetails?, sanitize: (String) -> String) -> String {
        guard let name = details?.name else { return identifier(of: list, details: details) }
        let line = MessageLine.from(sanitize(name), limit: nameLimit)
        return line.isEmpty ? identifier(of: list, details: details) : "\(line) · @\(owner(of: list, details: details))"
    }
}
