import Foundation

/// The checks every request passes before it reaches the page, because a server on
/// loopback is reachable from every page the user's browser opens.
///
/// 1. The Host header must be this server's: 127.0.0.1, [::1] or localhost with its port
///    (a rebound DNS name pointing at 127.0.0.1 is refused).
/// 2. A request carrying the run's token (`?token=`) is answered with a redirect to the
///    same path without it, setting an HttpOnly, SameSite=Strict session cookie: the
///    token leaves the address bar and the history at once.
/// 3. Every other request needs that cookie.
/// 4. A POST must carry this server's own Origin.
///
/// Pure and Sendable: the server's thread runs it on every request.
public struct AccessGuard: Sendable {
    /// What to do with a request.
    public enum Decision: Equatable, Sendable {
        /// Serve it.
        case allow
        /// Answer with this response (the token exchange's redirect).
        case respond(HTTPResponse)
        /// Refuse it.
        case reject(AccessRejection)
    }

    /// The port the server listens on, which the Host and Origin must name.
    public let port: UInt16
    /// The run's token, printed in the URL.
    public let token: AccessToken
    /// The session cookie's value, given for the token.
    public let sessionSecret: AccessToken

    /// Creates the guard of a server on `port`, with fresh random secrets by default.
    public init(port: UInt16, token: AccessToken = AccessToken(), sessionSecret: AccessToken = AccessToken()) {
        self.port = port
        self.token = token
        self.sessionSecret = sessionSecret
    }

    /// The cookie's name. Cookies do not tell ports apart, so the port is in the name:
    /// two apps on two ports keep their own sessions.
    public var cookieName: String { "webui-session-\(port)" }

    /// The address to print and open: the root page with the token.
    public var signInURL: String { "http://127.0.0.1:\(port)/?token=\(token.value)" }

    /// The Host values this server answers to.
    public var allowedHosts: Set<String> {
        ["127.0.0.1:\(port)", "[::1]:\(port)", "localhost:\(port)"]
    }

    /// Decides what to do with `request` (see the type's notes for the order).
    public func check(_ request: HTTPRequest) -> Decision {
        let host = request.header("Host")
        guard let host, allowedHosts.contains(host.lowercased()) else { return .reject(.wrongHost(host)) }
        guard ["GET", "HEAD", "POST"].contains(request.method) else { return .reject(.methodNotAllowed(request.method)) }
        if let offered = request.query["token"] {
            guard token.matches(offered) else { return .reject(.wrongToken) }
            return .respond(signIn(to: request.path))
        }
        guard sessionSecret.matches(request.cookies[cookieName]) else { return .reject(.notSignedIn) }
        if request.method == "POST" {
            let origin = request.header("Origin")
            guard origin?.lowercased() == "http://\(host.lowercased())" else { return .reject(.foreignOrigin(origin)) }
        }
        return .allow
    }

    /// The redirect that trades the token for the cookie and drops it from the URL.
    private func signIn(to path: String) -> HTTPResponse {
        let location = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "/"
        let cookie = "\(cookieName)=\(sessionSecret.value); Path=/; HttpOnly; SameSite=Strict"
        return HTTPResponse(status: 303, headers: [
            HTTPHeader("Location", location.hasPrefix("/") ? location : "/"),
            HTTPHeader("Set-Cookie", cookie),
            HTTPHeader("Cache-Control", "no-store"),
        ])
    }

    /// The response for a refused request: the status and a plain-text explanation.
    public static func response(for rejection: AccessRejection) -> HTTPResponse {
        .text(rejection.status, rejection.message)
    }
}

extension HTTPResponse: Equatable {
    /// Equal status, header fields and body.
    public static func == (lhs: HTTPResponse, rhs: HTTPResponse) -> Bool {
        lhs.status == rhs.status && lhs.headers == rhs.headers && lhs.body == rhs.body
    }
}
