/// Why a request was refused before reaching the page; `message` says what to do.
public enum AccessRejection: Error, Equatable, Sendable, CustomStringConvertible {
    /// The Host header names something other than this server's loopback address and
    /// port: a page on another site reaching us through DNS rebinding, or a proxy.
    case wrongHost(String?)
    /// Neither the token nor the session cookie came with the request.
    case notSignedIn
    /// A token came, but not this run's.
    case wrongToken
    /// A write (POST) without this server's own Origin: another site's page posting to us.
    case foreignOrigin(String?)
    /// A method the server does not serve.
    case methodNotAllowed(String)

    /// The HTTP status sent for it.
    public var status: Int {
        switch self {
        case .wrongHost: return 421
        case .notSignedIn, .wrongToken, .foreignOrigin: return 403
        case .methodNotAllowed: return 405
        }
    }

    /// What happened and what to do, for the person who sees it.
    public var message: String {
        switch self {
        case .wrongHost(let host):
            return "This server only answers requests for its loopback address (Host was \(host ?? "missing"))."
        case .notSignedIn:
            return "Open the address the app printed when it started: it carries this run's access token."
        case .wrongToken:
            return "That access token is not this run's: open the address the app printed when it started."
        case .foreignOrigin(let origin):
            return "Refused a write from another origin (\(origin ?? "none given"))."
        case .methodNotAllowed(let method):
            return "The method \(method) is not served here."
        }
    }

    /// Same as `message`.
    public var description: String { message }
}
