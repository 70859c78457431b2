import WebUI

/// The addresses of the reader's screens: "/" the list's timeline, "/members" its members,
/// "/people/<handle>" a person's timeline. The list is the run's (`--list`, `--bluesky`),
/// so it is not in the address.
///
/// A handle is letters, digits, `.`, `-` and `_` (Twitter's screen names and Bluesky's
/// handles); a person whose handle has anything else keeps the address they were opened
/// from, and a path naming no route is refused (a typed-in address is untrusted input).
public enum TweetieRoute: WebRoute, Equatable, Sendable {
    /// The list's timeline.
    case list
    /// The list's members.
    case members
    /// The timeline of the person with this handle (without the `@`).
    case person(String)

    /// The route `path` names, nil for none.
    public init?(path: String) {
        switch path {
        case "/": self = .list
        case "/members": self = .members
        default:
            let prefix = "/people/"
            guard path.hasPrefix(prefix), Self.isHandle(path.dropFirst(prefix.count)) else { return nil }
            self = .person(String(path.dropFirst(prefix.count)))
        }
    }

    /// The route of a person, nil when `handle` cannot be written in an address.
    public static func person(handle: String) -> TweetieRoute? {
        isHandle(handle[...]) ? .person(handle) : nil
    }

    /// "/", "/members", "/people/pfrazee.com".
    public var path: String {
        switch self {
        case .list: return "/"
        case .members: return "/members"
        case .person(let handle): return "/people/" + handle
        }
    }

    /// Whether `text` can be a handle in an address: 1 to 253 of the characters above.
    private static func isHandle(_ text: Substring) -> Bool {
        (1...253).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x2E || byte == 0x2D || byte == 0x5F
        } && text != "." && text != ".."
    }
}
