import Foundation

/// What went wrong reading Bluesky, with a message a user can act on. The Bluesky source
/// fails its observables with `TwitterError.bluesky(_:)` holding one of these, so the
/// view models show it like any other error and keep what is on screen.
///
/// XRPC error bodies (`{"error": "...", "message": "..."}`) are read into the specific
/// cases where the reader can say more (an unknown list, account or handle, a block,
/// rate limiting); the server's own words are kept otherwise, cut to a line and with
/// control characters removed.
public enum BlueskyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text given is not a list's at-URI or web address; `reason` says why.
    case invalidAddress(String, reason: String)
    /// The list does not exist (or was deleted).
    case unknownList(String)
    /// The account does not exist, or was deactivated or taken down.
    case unknownActor(String)
    /// No account has this handle.
    case unknownHandle(String)
    /// The account's posts cannot be shown because of a block.
    case blocked(String)
    /// Too many requests; the server asks to wait until this date (from `RateLimit-Reset`
    /// or `Retry-After`). Requests before then fail with this at once, without being sent.
    case rateLimited(until: Date)
    /// The server wants a signed-in account (`AuthenticationRequired`), which the reader
    /// does not have: a `--base-url` that is not a public AppView.
    case authenticationRequired(String)
    /// The server refused the request (HTTP 400 `InvalidRequest` and other XRPC errors).
    case refused(error: String, message: String)
    /// The server failed (HTTP 5xx).
    case serverFailed(status: Int, message: String)
    /// The answer was not the JSON the method returns (truncated, HTML, wrong shape).
    case malformedResponse(method: String, reason: String)
    /// The request got no answer (no connection, timeout, TLS).
    case network(String)
    /// A replay directory has no recording for the first page of a request.
    case missingRecording(file: String)

    /// What happened and what to do, for a banner or stderr. Whether stored posts are
    /// shown and whether it is tried again is left to the view model, as for Twitter's
    /// errors (see `ListTimelineViewModel.errorMessage`).
    public var message: String {
        switch self {
        case .invalidAddress(let text, let reason):
            return "'\(BlueskyError.clean(text))' is not a Bluesky list: \(reason)."
        case .unknownList(let list):
            return "The Bluesky list \(list) does not exist or was deleted. Check the address given to --bluesky."
        case .unknownActor(let actor):
            return "The Bluesky account @\(actor) does not exist or was deactivated."
        case .unknownHandle(let handle):
            return "No Bluesky account has the handle @\(handle). Check the address given to --bluesky."
        case .blocked(let actor):
            return "The posts of @\(actor) are not shown because of a block."
        case .rateLimited(let until):
            return "Rate limited by Bluesky; waiting until \(BlueskyError.clock(until))."
        case .authenticationRequired(let message):
            return "The server wants a signed-in account (\(message)); Tweetie reads Bluesky without one. "
                + "Check that --base-url is a public AppView such as https://public.api.bsky.app."
        case .refused(let error, let message):
            return "Bluesky refused the request: \(error)\(message.isEmpty ? "" : ": \(message)")."
        case .serverFailed(let status, let message):
            return "The Bluesky server failed (HTTP \(status)\(message.isEmpty ? "" : ": \(message)"))."
        case .malformedResponse(let method, let reason):
            return "Bluesky sent an unreadable response for \(method) (\(reason))."
        case .network(let reason):
            return "Network error: \(reason)."
        case .missingRecording(let file):
            return "No recorded response \(file) in the --api-cache directory."
        }
    }

    /// Whether asking again cannot help until something changes (the address, the list,
    /// the account, the base URL, the recordings): `TwitterError.stopsPolling` for the
    /// Bluesky source. A rate limit is waited out instead, and a refusal, a failed server
    /// or network and an unreadable answer may pass.
    public var stopsPolling: Bool {
        switch self {
        case .invalidAddress, .unknownList, .unknownActor, .unknownHandle, .blocked, .authenticationRequired, .missingRecording:
            return true
        case .rateLimited, .refused, .serverFailed, .malformedResponse, .network:
            return false
        }
    }

    /// Same as `message`.
    public var description: String { message }

    /// Server text fit for one line of a message, at most 200 characters (see `MessageLine`).
    static func clean(_ text: String) -> String {
        MessageLine.from(text, limit: 200)
    }

    private static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }
}

extension TwitterError {
    /// Until when requests must wait, for a rate-limit error of either service; nil otherwise.
    public var rateLimitedUntil: Date? {
        switch self {
        case .rateLimited(let until), .bluesky(.rateLimited(let until)): return until
        default: return nil
        }
    }
}
