import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

/// What went wrong getting news, with a message a user can act on.
///
/// Sources fail their pages with these; the view model keeps what is shown and puts
/// `message` in its state.
public enum NewsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request did not get an answer (no connection, DNS, refused, lost);
    /// `offline` says whether it looks like there is no network at all.
    case network(String, offline: Bool)
    /// The server (`host`, when known) took longer than a request waits: the network may
    /// well be up, so this is not "No network"; a demo may still stand in (`isOffline`).
    case timedOut(host: String?)
    /// The server answered with an HTTP error status.
    case httpStatus(Int, url: String)
    /// The server asked to wait (429) longer than a request waits, or again after a wait.
    case rateLimited(url: String, retryAfter: TimeInterval)
    /// The answer was not what the source reads (not JSON, not a feed, wrong shape).
    case malformed(what: String, reason: String)
    /// A file (a feed, a recording) could not be read.
    case unreadableFile(path: String, reason: String)
    /// A replay directory has no recording the source needs.
    case missingRecording(what: String, directory: String)
    /// The local database failed.
    case storage(String)

    /// What happened and what to do, in the same words on every front end: a screen
    /// offers its own retry beside it (the view model's banner says `.retry`), a pipe
    /// exits, so neither key nor command is named here.
    public var message: String {
        switch self {
        case .network(let reason, let offline):
            return offline ? "No network (\(reason)). Check the connection and try again." : "The request failed (\(reason))."
        case .timedOut(let host):
            return "The server\(host.map { " \($0)" } ?? "") did not answer in time. Try again later."
        case .httpStatus(let status, let url):
            return "The server answered \(status) \(HTTPURLResponse.localizedString(forStatusCode: status)) for \(url)."
        case .rateLimited(let url, let retryAfter):
            let seconds = Int(retryAfter.rounded(.up))
            let wait = seconds >= 120 ? "\((seconds + 59) / 60) minutes" : "\(seconds) s"
            return "Too many requests: the server asked to wait \(wait) before asking again for \(url). Try again then."
        case .malformed(let what, let reason):
            return "Could not read \(what): \(reason)."
        case .unreadableFile(let path, let reason):
            return "Could not read \(path): \(reason)."
        case .missingRecording(let what, let directory):
            return "The --api-cache directory \(directory) has no recording of \(what)."
        case .storage(let reason):
            return "Local database error: \(reason)."
        }
    }

    /// Same as `message`.
    public var description: String { message }

    /// Whether the failure means the network is not there, or the server did not answer
    /// in time, so a demo can stand in.
    public var isOffline: Bool {
        switch self {
        case .network(_, let offline): return offline
        case .timedOut: return true
        default: return false
        }
    }

    /// The error for a request that failed before an answer; `what` names what was asked for.
    static func network(_ error: NetworkError) -> NewsError {
        guard case .underlying(let urlError, _) = error else {
            return .network(String(describing: error), offline: false)
        }
        if urlError.code == .timedOut { return .timedOut(host: urlError.failingURL?.host) }
        let offlineCodes: Set<URLError.Code> = [
            .notConnectedToInternet, .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed,
            .networkConnectionLost, .internationalRoamingOff, .dataNotAllowed,
        ]
        let host = urlError.failingURL?.host.map { " to \($0)" } ?? ""
        let reason: String
        switch urlError.code {
        case .notConnectedToInternet: reason = "not connected to the internet"
        case .cannotFindHost, .dnsLookupFailed: reason = "could not look up the host" + (urlError.failingURL?.host.map { " \($0)" } ?? "")
        case .cannotConnectToHost: reason = "could not connect" + host
        case .networkConnectionLost: reason = "the connection was lost"
        case .dataLengthExceedsMaximum: reason = (urlError.responseTooLargeReason ?? "the answer was too large") + host.replacingOccurrences(of: " to ", with: " from ")
        case .unsupportedURL, .httpTooManyRedirects:
            reason = urlError.refusedRedirectReason ?? "URL error \(urlError.code.rawValue)" + host
        default: reason = "URL error \(urlError.code.rawValue)" + host
        }
        return .network(reason, offline: offlineCodes.contains(urlError.code))
    }
}
