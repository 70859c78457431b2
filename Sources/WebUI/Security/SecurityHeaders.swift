/// The header fields every response carries.
///
/// The Content-Security-Policy allows only this server's own scripts, styles, pictures
/// and connections: no inline script or style ('unsafe-inline'), no eval, no other
/// host, no framing by other pages, no plugins, no `<base>`. With every text escaped
/// this is the second wall: even markup that slipped through could not run a script.
public enum SecurityHeaders {
    /// The policy.
    public static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
        + "font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    /// CSP, nosniff, no referrer, no framing.
    public static let all: [HTTPHeader] = [
        HTTPHeader("Content-Security-Policy", contentSecurityPolicy),
        HTTPHeader("X-Content-Type-Options", "nosniff"),
        HTTPHeader("Referrer-Policy", "no-referrer"),
        HTTPHeader("X-Frame-Options", "DENY"),
        HTTPHeader("Cross-Origin-Opener-Policy", "same-origin"),
        HTTPHeader("Cross-Origin-Resource-Policy", "same-origin"),
    ]
}
