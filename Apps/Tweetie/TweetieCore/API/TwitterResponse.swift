import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

/// Reads Twitter's answers: the JSON objects of a success, the `TwitterError` of anything
/// else. Shared by the live API, the replay directory and the demo data, so all three
/// hand the same shapes to the decoders.
enum TwitterResponse {
    /// How long to wait after a 429 that names no time: Twitter's rate-limit window.
    static let defaultRateLimitWindow: TimeInterval = 15 * 60

    /// The objects in a successful answer of `endpoint`: the statuses array, or the
    /// members answer's "users" array. The array is split into its elements before any is
    /// parsed, so one element the JSON parser refuses (a lone surrogate escape) does not
    /// lose the others: such an element, and one that is not an object, is handed on as
    /// an empty object, which the decoders skip and count instead of losing it silently.
    ///
    /// - Throws: `TwitterError.malformedResponse` when `data` is not JSON (truncated,
    ///   empty, HTML) or not the shape the endpoint answers.
    static func objects(in data: Data, for endpoint: TwitterEndpoint) throws(TwitterError) -> [JSONObject] {
        guard !data.isEmpty else { throw .malformedResponse(endpoint: endpoint.path, reason: "empty body") }
        let isMembers: Bool
        switch endpoint {
        case .listMembers: isMembers = true
        case .userTimeline, .listStatuses, .oauth2Token: isMembers = false
        }
        let elements: [Data]
        do throws(JSONArrayError) {
            elements = try JSONArrayElements.split(data, key: isMembers ? "users" : nil)
        } catch {
            let reason: String
            switch error {
            case .malformed: reason = "not valid JSON (\(data.count) bytes; truncated?)"
            case .notAnObject(let found): reason = "expected an object with a \"users\" array, got \(found)"
            case .notAnArray(let found) where !isMembers: reason = "expected an array of tweets, got \(found)"
            case .notAnArray, .missingKey: reason = "the object has no \"users\" array"
            }
            throw .malformedResponse(endpoint: endpoint.path, reason: reason)
        }
        return JSONObject.lossyObjects(of: elements)
    }

    /// The error for an answer whose status is not 2xx (401 included: the caller decides
    /// whether to authorize again before giving up with it). A 403 carrying Twitter's
    /// error code 453 is the app's access level; other statuses keep Twitter's message.
    static func error(for response: Response, endpoint: TwitterEndpoint, now: Date) -> TwitterError {
        switch (response.statusCode, endpoint) {
        case (401, _):
            return .unauthorized
        case (404, .listStatuses(let list, _)), (404, .listMembers(let list)):
            return .unknownList(list)
        case (404, .userTimeline(let username, _)):
            return .unknownUser(username)
        case (429, _):
            return .rateLimited(until: rateLimitReset(of: response, now: now))
        case (403, _) where errorCodes(in: response.data).contains(453):
            return .accessLevel(endpoint: endpoint.path)
        default:
            return .httpStatus(response.statusCode, endpoint: endpoint.path, detail: errorMessage(in: response.data))
        }
    }

    /// The codes of Twitter's error body (`{"errors":[{"code":453,"message":…}]}`).
    static func errorCodes(in data: Data) -> [Int] {
        errorObjects(in: data).compactMap { $0["code"] as? Int }
    }

    /// Twitter's own words about a failure: v1.1's `errors[0].message`, or v2's `detail`
    /// or `title`; on one line, at most 160 characters; nil when the body has none.
    static func errorMessage(in data: Data) -> String? {
        var text = errorObjects(in: data).lazy.compactMap { $0["message"] as? String }.first
        if text == nil, let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
            text = (object["detail"] as? String) ?? (object["title"] as? String) ?? (object["error"] as? String)
        }
        guard let text else { return nil }
        let line = MessageLine.from(text, limit: 160)
        return line.isEmpty ? nil : line
    }

    private static func errorObjects(in data: Data) -> [[String: Any]] {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return [] }
        return object["errors"] as? [[String: Any]] ?? []
    }

    /// When a rate limit ends: `Retry-After` (seconds or an HTTP date), else Twitter's
    /// `x-rate-limit-reset` (Unix seconds), else one window from `now`.
    static func rateLimitReset(of response: Response, now: Date) -> Date {
        if let wait = response.retryAfter(now: now) { return now.addingTimeInterval(wait) }
        for name in ["x-rate-limit-reset", "X-RateLimit-Reset"] {
            if let raw = response.value(forHTTPHeaderField: name)?.trimmingCharacters(in: .whitespaces),
               let seconds = TimeInterval(raw) {
                return Date(timeIntervalSince1970: seconds)
            }
        }
        return now.addingTimeInterval(defaultRateLimitWindow)
    }

    /// The error for a request that got no answer. `missingRecording` is left to the caller.
    static func error(for error: NetworkError, endpoint: TwitterEndpoint) -> TwitterError {
        switch error {
        case .underlying(let urlError, _):
            return .network(describe(urlError))
        case .missingRecording(let file):
            return .missingRecording(file: file)
        case .statusCode(let response):
            return .httpStatus(response.statusCode, endpoint: endpoint.path, detail: errorMessage(in: response.data))
        case .jsonMapping, .stringMapping, .objectMapping:
            return .malformedResponse(endpoint: endpoint.path, reason: "not the JSON expected")
        case .cancelled:
            return .network("the request was cancelled")
        case .other, .parameterEncoding, .invalidURL, .missingStub, .credentialsRefused:
            // NetworkError's messages are already free of credentials.
            return .network(error.description)
        }
    }

    /// A short reason for a failed connection.
    static func describe(_ error: URLError) -> String {
        let host = error.failingURL?.host.map { " to \($0)" } ?? ""
        switch error.code {
        case .timedOut: return "the request\(host) timed out"
        case .cannotConnectToHost: return "could not connect\(host)"
        case .cannotFindHost, .dnsLookupFailed: return "host not found\(host.isEmpty ? "" : " (\(host.dropFirst(4)))")"
        case .notConnectedToInternet: return "not connected to the internet"
        case .networkConnectionLost: return "the connection\(host) was lost"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate:
            return "the secure connection\(host) failed"
        case .dataLengthExceedsMaximum:
            return (error.responseTooLargeReason ?? "the answer was too large") + (error.failingURL?.host.map { " from \($0)" } ?? "")
        default: return "the connection\(host) failed (URLError \(error.code.rawValue))"
        }
    }
}
