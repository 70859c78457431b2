import Foundation
import RxNetwork
import RxStore

/// What went wrong talking to Twitter or keeping tweets, with a message a user can act on.
///
/// The API sources fail their observables with these; view models turn them into banner
/// text (`message`) and keep what is already on screen.
public enum TwitterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The network request failed (no connection, timeout, TLS): no answer came.
    case network(String)
    /// The response was not the JSON the endpoint returns (truncated, not JSON, wrong shape).
    case malformedResponse(endpoint: String, reason: String)
    /// Twitter answered with an HTTP status not listed below: a 5xx (its server failed)
    /// or a 4xx (it refused the request); `detail` is Twitter's own message, if it sent one.
    case httpStatus(Int, endpoint: String, detail: String?)
    /// Twitter refused the endpoint to this app's access level (HTTP 403 with its error
    /// code 453): lists need a paid API tier, and asking again cannot help.
    case accessLevel(endpoint: String)
    /// A recorded response in the `--api-cache` directory is not the endpoint's JSON.
    case unreadableRecording(file: String, reason: String)
    /// The list does not exist (HTTP 404 on a list endpoint).
    case unknownList(ListIdentifier)
    /// The user does not exist (HTTP 404 on a user timeline).
    case unknownUser(String)
    /// Twitter refused the credentials (HTTP 401 even after authorizing again).
    case unauthorized
    /// Too many requests (HTTP 429); retry after the given date.
    case rateLimited(until: Date)
    /// A replay directory has no recording for the request.
    case missingRecording(file: String)
    /// The local database failed.
    case storage(String)
    /// No credentials are set: neither a bearer token nor a consumer key and secret.
    case noCredentials
    /// The app-only OAuth2 token exchange failed (refused, or an answer that is not a
    /// bearer token); the reason says which, never the secret or a token.
    case authorizationFailed(String)
    /// Reading Bluesky (the `--bluesky` source) failed.
    case bluesky(BlueskyError)

    /// What happened and what to do, for a banner or stderr. Whether stored tweets are
    /// shown and whether it is tried again is not said here: the view model knows
    /// (see `ListTimelineViewModel.errorMessage`).
    public var message: String {
        switch self {
        case .network(let reason):
            return "Network error: \(reason)."
        case .malformedResponse(let endpoint, let reason):
            return "Twitter sent an unreadable response for \(endpoint) (\(reason))."
        case .httpStatus(let status, let endpoint, let detail):
            let name = HTTPStatusName.of(status).map { " \($0)" } ?? ""
            let said = detail.map { ": \($0)" } ?? ""
            if status >= 500 { return "Twitter's server failed (HTTP \(status)\(name)\(said)) for \(endpoint)." }
            return "Twitter refused the request for \(endpoint) (HTTP \(status)\(name)\(said))."
        case .accessLevel(let endpoint):
            return "Twitter does not let this app's access level read \(endpoint) (code 453: lists need a paid API tier), "
                + "so Tweetie stops asking; replay recordings with --api-cache DIR instead."
        case .unreadableRecording(let file, let reason):
            return "The recorded response \(file) in the --api-cache directory is not readable (\(reason))."
        case .unknownList(let list):
            return "The list @\(list) does not exist or is private. Check --list owner/slug."
        case .unknownUser(let username):
            return "The user @\(username) does not exist or is protected."
        case .unauthorized:
            return "Twitter refused the credentials. Check TWITTER_BEARER_TOKEN or the consumer key and secret."
        case .rateLimited(let until):
            return "Rate limited by Twitter; waiting until \(TwitterError.timeFormatter(until))."
        case .missingRecording(let file):
            return "No recorded response \(file) in the --api-cache directory."
        case .storage(let reason):
            return "Local database error: \(reason)."
        case .noCredentials:
            return "No Twitter credentials. Set TWITTER_BEARER_TOKEN, or TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET (or use the demo data)."
        case .authorizationFailed(let reason):
            return "Login to Twitter failed: \(reason)."
        case .bluesky(let error):
            return error.message
        }
    }

    /// Whether asking again cannot help until something changes on the other side (the
    /// app's access level, the list, the recordings): the fetcher stops polling after
    /// such an error until a refresh, so the same failure is not asked for every poll.
    public var stopsPolling: Bool {
        switch self {
        case .accessLevel, .unknownList, .unknownUser, .missingRecording, .unreadableRecording, .noCredentials:
            return true
        case .network, .malformedResponse, .httpStatus, .unauthorized, .rateLimited, .storage, .authorizationFailed:
            return false
        case .bluesky(let error):
            return error.stopsPolling
        }
    }

    /// Whether the source could not be reached (Twitter's network or Bluesky's): checking
    /// the connection is what helps.
    public var isNetworkFailure: Bool {
        switch self {
        case .network, .bluesky(.network): return true
        default: return false
        }
    }

    /// Same as `message`.
    public var description: String { message }

    /// Who rate-limited the request ("Twitter", "Bluesky"), nil for other errors.
    public var rateLimiter: String? {
        switch self {
        case .rateLimited: return "Twitter"
        case .bluesky(.rateLimited): return "Bluesky"
        default: return nil
        }
    }

    /// A time of day as the messages write it ("08:35:36").
    static func timeFormatter(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}
