import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

/// Reads GitHub's answers: the page of a success, the `GitHubError` of anything else.
/// Shared by the live API and the replay directory.
enum GitHubResponse {
    /// How long to wait after a rate-limit answer that names no time.
    static let defaultRateLimitWait: TimeInterval = 60

    /// The page in a 2xx answer of `endpoint`.
    ///
    /// - Throws: `GitHubError.malformedResponse` when the body is not the endpoint's JSON.
    static func page(from response: Response, endpoint: GitHubEndpoint) throws(GitHubError) -> RepoPage {
        let rateLimit = GitHubRateLimit(response: response, resource: endpoint.resource)
        let next = response.links?.next
        let data = response.data
        guard !data.isEmpty else { throw .malformedResponse("an empty body") }
        do {
            switch endpoint.mode {
            case .userRepositories:
                let decoded = try DecodedRepos(arrayData: data)
                return RepoPage(repos: decoded.repos, skipped: decoded.skipped, next: next, rateLimit: rateLimit)
            case .repositorySearch:
                let result = try DecodedRepos.searchResult(from: data)
                return RepoPage(repos: result.decoded.repos, skipped: result.decoded.skipped, next: next,
                                totalCount: result.totalCount, isIncomplete: result.incomplete, rateLimit: rateLimit)
            }
        } catch {
            throw .malformedResponse(shapeProblem(data, expected: endpoint.mode))
        }
    }

    /// The error for an answer whose status is not 2xx.
    static func error(for response: Response, endpoint: GitHubEndpoint, now: Date) -> GitHubError {
        let status = response.statusCode
        let message = gitHubMessage(response.data)
        switch status {
        case 401:
            return .badToken
        case 403, 429:
            if let until = rateLimitEnd(of: response, message: message, status: status, now: now) {
                return .rateLimited(until: until, resource: GitHubRateLimit(response: response, resource: endpoint.resource)?.resource ?? endpoint.resource)
            }
            return .forbidden(message ?? "no reason given")
        case 404:
            if case .userRepositories(let name) = endpoint { return .userNotFound(name) }
            return .unexpectedStatus(status)
        case 422:
            if case .searchRepositories(let query) = endpoint { return .invalidQuery(query, reason: message ?? "validation failed") }
            return .unexpectedStatus(status)
        case 500...599:
            return .server(status: status)
        default:
            return .unexpectedStatus(status)
        }
    }

    /// When a 403 or 429 is a rate limit, when it ends: `Retry-After` (GitHub's
    /// secondary and abuse limits), else `X-RateLimit-Reset` when the limit is at 0,
    /// else a minute from `now` when the message says "rate limit" or the status is 429.
    /// Nil when the answer is not about a rate limit.
    static func rateLimitEnd(of response: Response, message: String?, status: Int, now: Date) -> Date? {
        if let wait = response.retryAfter(now: now) { return now.addingTimeInterval(wait) }
        let limit = response.rateLimit
        let mentionsLimit = message?.lowercased().contains("rate limit") == true || message?.lowercased().contains("abuse") == true
        if limit?.remaining == 0 || mentionsLimit || status == 429 {
            if let reset = limit?.reset, reset > now { return reset }
            return now.addingTimeInterval(defaultRateLimitWait)
        }
        return nil
    }

    /// The error for a request that got no answer.
    static func error(for error: NetworkError, server: URL) -> GitHubError {
        switch error {
        case .underlying(let urlError, _):
            return describe(urlError, server: server)
        case .missingRecording(let file):
            return .missingRecording(file: file)
        case .statusCode(let response):
            return .unexpectedStatus(response.statusCode)
        case .jsonMapping, .stringMapping, .objectMapping:
            return .malformedResponse("not the JSON expected")
        case .cancelled:
            return .network("the request was cancelled")
        case .other, .parameterEncoding, .invalidURL, .missingStub, .credentialsRefused:
            // NetworkError's messages are already free of credentials.
            return .network(error.description)
        }
    }

    /// `.offline` when the server cannot be reached at all, `.network` with a short reason otherwise.
    static func describe(_ error: URLError, server: URL) -> GitHubError {
        let host = error.failingURL?.host ?? server.host ?? "the server"
        switch error.code {
        case .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed:
            return .offline(host: host)
        case .timedOut: return .network("the request to \(host) timed out")
        case .cannotConnectToHost: return .network("could not connect to \(host)")
        case .networkConnectionLost: return .network("the connection to \(host) was lost")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            return .network("the secure connection to \(host) failed")
        case .dataLengthExceedsMaximum:
            return .network("\(error.responseTooLargeReason ?? "the answer was too large") from \(host)")
        default: return .network("the connection to \(host) failed (URLError \(error.code.rawValue))")
        }
    }

    /// GitHub's `message` in an error body, cut to one short line.
    static func gitHubMessage(_ data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let message = object["message"] as? String, !message.isEmpty else { return nil }
        let line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
        return line.count > 160 ? String(line.prefix(160)) + "…" : line
    }

    /// Why `data` is not the answer `mode` expects.
    private static func shapeProblem(_ data: Data, expected mode: SearchMode) -> String {
        guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return "not valid JSON, \(data.count) bytes; truncated?"
        }
        let kind: String
        switch json {
        case is [Any]: kind = "an array"
        case is [String: Any]: kind = "an object"
        case is String: kind = "a string"
        case is NSNull: kind = "null"
        default: kind = "a number or boolean"
        }
        switch mode {
        case .userRepositories: return "expected an array of repositories, got \(kind)"
        case .repositorySearch: return "expected a search result with \"items\", got \(kind)"
        }
    }
}
