import Foundation

/// What went wrong asking GitHub, with a message a user can act on.
///
/// The API fails its requests with these; the view model turns them into its state
/// (`.notFound`, `.rateLimited(until:)`, `.failed(message)`) and keeps what is shown.
public enum GitHubError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No user has this login (404 on a user's repositories, or not a login at all).
    case userNotFound(String)
    /// A rate limit is used up (403 or 429 with the limit at 0, a `Retry-After`, or
    /// GitHub's "rate limit" message); requests work again at the date.
    case rateLimited(until: Date, resource: GitHubRateLimit.Resource)
    /// GitHub refused the search query (422), with its reason.
    case invalidQuery(String, reason: String)
    /// GitHub refused `GITHUB_TOKEN` (401).
    case badToken
    /// GitHub refused the request (403 for another reason), with its message.
    case forbidden(String)
    /// The server cannot be reached: no network, or its name does not resolve.
    case offline(host: String)
    /// The connection failed otherwise (timed out, refused, dropped), with the reason.
    case network(String)
    /// GitHub had a problem (5xx).
    case server(status: Int)
    /// An answer with a status the app does not expect.
    case unexpectedStatus(Int)
    /// The answer was not the JSON expected (truncated, HTML, wrong shape).
    case malformedResponse(String)
    /// An answer of `count` elements none of which could be read as a repository.
    case unreadableRepositories(count: Int)
    /// A next-page link leads to another server; it is not followed, so the request
    /// (and any token) never goes there.
    case foreignLink(host: String)
    /// The `--api-cache` directory has no recording for the request.
    case missingRecording(file: String)
    /// The stored queries could not be read or written.
    case storage(String)
    /// `--demo` knows no user by this name; `known` are the ones it knows.
    case notInDemo(String, known: [String])

    /// What happened and what to do, times in the local time zone (no token advice).
    public var message: String { message(timeZone: .current) }

    /// What happened and what to do, times ("rate limited until 14:05") in `timeZone`; a
    /// used-up rate limit suggests `GITHUB_TOKEN` only when `suggestingToken` (the token
    /// would be sent, and is not yet: see `GitHubAPI.tokenWouldHelp`).
    public func message(timeZone: TimeZone, suggestingToken: Bool = false) -> String {
        switch self {
        case .userNotFound(let name):
            return "No GitHub user named \(name)."
        case .rateLimited(let until, let resource):
            let what = resource == .search ? "GitHub's search rate limit" : "GitHub's rate limit"
            let advice = suggestingToken ? " Set GITHUB_TOKEN for a higher limit." : ""
            return "\(what) is used up: rate limited until \(GitHubError.clockTime(until, timeZone: timeZone))." + advice
        case .invalidQuery(let query, let reason):
            return "GitHub cannot search for \(query): \(reason)."
        case .badToken:
            return "GitHub refused GITHUB_TOKEN (401). Check the token, or unset it to search without one."
        case .forbidden(let reason):
            return "GitHub refused the request (403): \(reason)."
        case .offline(let host):
            return "Cannot reach \(host): the network seems to be offline. Check the connection and try again."
        case .network(let reason):
            return "The request to GitHub failed: \(reason). Try again."
        case .server(let status):
            return "GitHub had a problem (HTTP \(status)). Try again in a moment."
        case .unexpectedStatus(let status):
            return "GitHub answered HTTP \(status), which this app does not expect. Try again."
        case .malformedResponse(let reason):
            return "GitHub sent an unreadable answer (\(reason)). Try again."
        case .unreadableRepositories(let count):
            let elements = count == 1 ? "its one element is not" : "none of its \(count) elements is"
            return "GitHub's answer could not be read: \(elements) a readable repository. Try again."
        case .foreignLink(let host):
            return "The next page is on another server (\(host)); it was not requested."
        case .missingRecording(let file):
            return "No recorded response \(file) in the --api-cache directory."
        case .storage(let reason):
            return "The saved searches could not be used: \(reason)."
        case .notInDemo(let name, let known):
            return "The demo has no user called \"\(name)\"; it knows \(known.joined(separator: ", ")). Without --demo, any GitHub user can be looked up."
        }
    }

    /// Same as `message`.
    public var description: String { message }

    /// `date` as hours and minutes in the local time zone ("rate limited until 14:05").
    public static func clockTime(_ date: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
