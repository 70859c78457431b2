import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

/// Reads XRPC answers: the JSON object of a success, the `BlueskyError` of anything else
/// (from the error body `{"error": "...", "message": "..."}` where there is one).
enum XRPCResponse {
    /// How long to wait after a 429 that names no time.
    static let defaultRateLimitWait: TimeInterval = 60

    /// The JSON object a successful call answered. A page (`feed`, `items`, `profiles`;
    /// see `BlueskyEndpoint.itemsKey`) is split into its items before any is parsed, as
    /// Twitter's pages are: an item the parser refuses or that is not an object is handed
    /// on as an empty object, which the decoders skip and count, so one bad item never
    /// loses the page or its cursor.
    ///
    /// - Throws: `.malformedResponse` when `data` is empty, not JSON (cut short, text after
    ///   the end), not an object, or a page without its array.
    static func object(in data: Data, for endpoint: BlueskyEndpoint) throws(BlueskyError) -> JSONObject {
        guard let key = endpoint.itemsKey else {
            guard !data.isEmpty else { throw .malformedResponse(method: endpoint.method, reason: "empty body") }
            guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { throw notJSON(data, endpoint) }
            guard let object = json as? JSONObject else { throw notAnObject(endpoint) }
            return object
        }
        var page = try self.page(in: data, for: endpoint, readItems: JSONObject.lossyObjects(of:))
        page.rest[key] = page.items
        return page.rest
    }

    /// A page's answer split as `object(in:for:)` splits it: its items, each read from
    /// its own bytes by `readItems` (one result per element, in order), and the rest of
    /// the object (the cursor) with the array left out.
    ///
    /// - Throws: as `object(in:for:)`; also `.malformedResponse` for an endpoint that
    ///   answers no page.
    static func page<Item>(in data: Data, for endpoint: BlueskyEndpoint,
                           readItems: ([Data]) -> [Item]) throws(BlueskyError) -> (items: [Item], rest: JSONObject) {
        guard !data.isEmpty else { throw .malformedResponse(method: endpoint.method, reason: "empty body") }
        guard let key = endpoint.itemsKey else { throw .malformedResponse(method: endpoint.method, reason: "not a page") }
        let page: (elements: [Data], rest: Data)
        do throws(JSONArrayError) {
            page = try JSONArrayElements.splitKeepingRest(data, key: key)
        } catch {
            switch error {
            case .malformed: throw notJSON(data, endpoint)
            case .notAnObject: throw notAnObject(endpoint)
            case .notAnArray, .missingKey: throw .malformedResponse(method: endpoint.method, reason: "no \"\(key)\" array")
            }
        }
        // The rest was checked to be a well-formed object; only an escape the parser
        // refuses outside the items (in the cursor, say) can fail here.
        guard var rest = (try? JSONSerialization.jsonObject(with: page.rest)) as? JSONObject else { throw notJSON(data, endpoint) }
        rest.removeValue(forKey: key)
        return (readItems(page.elements), rest)
    }

    private static func notJSON(_ data: Data, _ endpoint: BlueskyEndpoint) -> BlueskyError {
        .malformedResponse(method: endpoint.method, reason: "not valid JSON (\(data.count) bytes; truncated?)")
    }

    private static func notAnObject(_ endpoint: BlueskyEndpoint) -> BlueskyError {
        .malformedResponse(method: endpoint.method, reason: "expected a JSON object")
    }

    /// The error for an answer whose status is not 2xx. `subject` names what was asked
    /// about (the list, account or handle) for the messages.
    static func error(for response: Response, endpoint: BlueskyEndpoint, subject: String, now: Date) -> BlueskyError {
        let body = (try? JSONSerialization.jsonObject(with: response.data)) as? JSONObject
        let name = BlueskyError.clean(body?.lexiconString("error") ?? "")
        let message = BlueskyError.clean(body?.lexiconString("message") ?? "")
        let said = message.lowercased()
        let status = response.statusCode
        if status == 429 || name == "RateLimitExceeded" {
            return .rateLimited(until: rateLimitReset(of: response, now: now) ?? now.addingTimeInterval(defaultRateLimitWait))
        }
        if status == 401 || ["AuthenticationRequired", "ExpiredToken", "InvalidToken"].contains(name) {
            return .authenticationRequired(message.isEmpty ? (name.isEmpty ? "HTTP \(status)" : name) : message)
        }
        if status >= 500 && status != 501 { return .serverFailed(status: status, message: message) }
        switch endpoint {
        case .listFeed, .list:
            if name == "UnknownList" || ["list not found", "could not find list", "list does not exist"].contains(where: said.contains) {
                return .unknownList(subject)
            }
            if said.contains("valid at-uri") { return .invalidAddress(subject, reason: message) }
        case .authorFeed, .profile, .profiles:
            if name == "BlockedActor" || name == "BlockedByActor" { return .blocked(subject) }
            if ["ActorNotFound", "AccountTakedown", "AccountDeactivated"].contains(name)
                || ["profile not found", "actor not found", "could not find"].contains(where: said.contains) {
                return .unknownActor(subject)
            }
        case .resolveHandle:
            if name == "HandleNotFound" || said.contains("unable to resolve handle") { return .unknownHandle(subject) }
        }
        if name.isEmpty || name == "MethodNotImplemented" {
            let reason = HTTPURLResponse.localizedString(forStatusCode: status)
            let hint = status == 404 || status == 501 || name == "MethodNotImplemented"
                ? "the server does not answer \(endpoint.method); check --base-url" : message
            return .refused(error: "HTTP \(status) (\(reason))", message: hint)
        }
        return .refused(error: name, message: message)
    }

    /// When the server's rate limit ends: `RateLimit-Reset` (Unix seconds as Bluesky sends
    /// it, or seconds from now as the IETF draft has it), else `Retry-After`; nil when
    /// neither says.
    static func rateLimitReset(of response: Response, now: Date) -> Date? {
        if let raw = response.value(forHTTPHeaderField: "RateLimit-Reset")?.trimmingCharacters(in: .whitespaces),
           let seconds = TimeInterval(raw), seconds >= 0 {
            return seconds > 1_000_000_000 ? Date(timeIntervalSince1970: seconds) : now.addingTimeInterval(seconds)
        }
        return response.retryAfter(now: now).map { now.addingTimeInterval($0) }
    }

    /// The requests left in the window (`RateLimit-Remaining`), nil when not said.
    static func rateLimitRemaining(of response: Response) -> Int? {
        response.value(forHTTPHeaderField: "RateLimit-Remaining").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The error for a request that got no answer (`missingRecording` is the caller's).
    static func error(for error: NetworkError) -> BlueskyError {
        switch error {
        case .underlying(let urlError, _): return .network(TwitterResponse.describe(urlError))
        case .cancelled: return .network("the request was cancelled")
        case .missingRecording(let file): return .missingRecording(file: file)
        default: return .network(error.description)
        }
    }
}
