import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Which redirects a transport follows for a provider's requests.
///
/// The default keeps credentials with the host they belong to: only redirects within the
/// request's origin are followed. A provider whose requests carry no credentials (a
/// feed reader) opts into `anyOrigin` to follow a resource that moved to another host
/// or to https.
public enum RedirectPolicy: Sendable, Equatable {
    /// Within the request's origin (scheme, host, port) only, at most 10; a redirect
    /// elsewhere is delivered as the 3xx response itself, so the request never reaches a
    /// host the target did not name.
    case sameOrigin
    /// To any http(s) address, at most `maximumHops` in all. A request that carries
    /// credentials (`CredentialPolicy`) still follows same-origin redirects only. A
    /// redirect to another scheme (`file:`, `ftp:`…) fails with `URLError(.unsupportedURL)`,
    /// one hop more than `maximumHops` with `URLError(.httpTooManyRedirects)`; both say
    /// why in `URLError.refusedRedirectReason`.
    case anyOrigin(maximumHops: Int)

    /// Same-origin redirects followed before giving up (as browsers and URLSession do, roughly).
    static let sameOriginLimit = 10

    /// What to do with a redirect.
    enum Decision: Equatable {
        /// Go on to the new address.
        case follow
        /// Deliver the 3xx response as the answer.
        case deliver
        /// Fail with this.
        case fail(URLError)
    }

    /// What to do with a redirect from the request `origin` (as first sent) to `next`
    /// after `hops` redirects; `carriesCredentials` keeps the request within its origin.
    func decision(origin: URL?, next: URL, hops: Int, carriesCredentials: Bool) -> Decision {
        let sameOrigin = SameOriginRedirects.sameOrigin(origin, next)
        switch self {
        case .anyOrigin(let maximumHops) where !carriesCredentials || sameOrigin:
            guard let scheme = next.scheme?.lowercased(), scheme == "http" || scheme == "https", next.host?.isEmpty == false else {
                return .fail(RedirectPolicy.refused(next, code: .unsupportedURL,
                                                    reason: "the server sent it on to \(Redaction.url(next)), which is not an http(s) address"))
            }
            guard hops < maximumHops else {
                return .fail(RedirectPolicy.refused(next, code: .httpTooManyRedirects,
                                                    reason: "the server sent it on more than \(maximumHops) times (the last to \(Redaction.url(next)))"))
            }
            return .follow
        default:
            guard sameOrigin else { return .deliver }
            guard hops < RedirectPolicy.sameOriginLimit else {
                return .fail(RedirectPolicy.refused(next, code: .httpTooManyRedirects,
                                                    reason: "the server sent it on more than \(RedirectPolicy.sameOriginLimit) times"))
            }
            return .follow
        }
    }

    /// The `URLError.userInfo` key holding why a redirect was not followed (a `String`).
    static let refusedRedirectKey = "RxNetworkRefusedRedirect"

    private static func refused(_ url: URL, code: URLError.Code, reason: String) -> URLError {
        URLError(code, userInfo: [NSURLErrorFailingURLErrorKey: url, refusedRedirectKey: reason])
    }
}

extension URLError {
    /// For a redirect that was not followed (to another scheme, or one too many), what to
    /// tell a user: "the server sent it on to file:///etc/passwd, which is not an http(s)
    /// address"; nil for any other error.
    public var refusedRedirectReason: String? {
        userInfo[RedirectPolicy.refusedRedirectKey] as? String
    }
}
