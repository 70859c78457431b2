import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Everything that can go wrong with a request through a `Provider`.
///
/// Messages (`description`, `errorDescription`) say what happened and what to do, and
/// never contain credentials: URLs and headers pass through `Redaction`.
public enum NetworkError: Error, CustomStringConvertible, LocalizedError, @unchecked Sendable {
    // @unchecked Sendable: the payloads are immutable (Response is immutable,
    // DecodingError and URLError are values; `underlying` keeps an `Error` as given).

    /// The connection failed (DNS, refused, lost, TLS, timed out...); the `URLError`
    /// says which, and `response` is set when there was one.
    case underlying(URLError, Response?)
    /// Another error, from a plugin or a closure of the provider.
    case other(Error, Response?)
    /// The status code was not accepted (by the target's `validationType` or a `filter`).
    case statusCode(Response)
    /// The body is not valid JSON, or a key path is missing from it.
    case jsonMapping(Response)
    /// The body is not UTF-8 text, or the key path does not hold a string.
    case stringMapping(Response)
    /// The JSON does not fit the `Decodable` type; `keyPath` names where it failed.
    case objectMapping(DecodingError, keyPath: String, Response)
    /// The parameters or the body could not be encoded.
    case parameterEncoding(reason: String)
    /// The endpoint's URL string is not a valid absolute URL.
    case invalidURL(String)
    /// A stub was asked for but the endpoint gives none.
    case missingStub(url: String)
    /// Replay mode found no recording for the request; `expectedFile` is the path it looked for.
    case missingRecording(expectedFile: String)
    /// The request was cancelled before it finished.
    case cancelled
    /// The request was not sent because it would have carried credentials over plain
    /// HTTP to another machine, or to another origin than the one they belong to;
    /// `reason` says which (it never holds the credentials).
    case credentialsRefused(reason: String)

    /// The response involved, when there is one.
    public var response: Response? {
        switch self {
        case .underlying(_, let response), .other(_, let response): return response
        case .statusCode(let response), .jsonMapping(let response), .stringMapping(let response), .objectMapping(_, _, let response):
            return response
        case .parameterEncoding, .invalidURL, .missingStub, .missingRecording, .cancelled, .credentialsRefused: return nil
        }
    }

    /// What happened and what to do, without credentials.
    public var description: String {
        switch self {
        case .underlying(let error, _):
            return "The request failed before a response arrived (\(NetworkError.explain(error))). \(NetworkError.advice(error))"
        case .other(let error, _):
            return "The request failed: \(NetworkError.describe(error)). Check the plugin or closure that threw it."
        case .statusCode(let response):
            return "The server answered \(response.statusCode) \(HTTPURLResponse.localizedString(forStatusCode: response.statusCode)) to \(NetworkError.requestLine(response)). "
                + NetworkError.statusAdvice(response.statusCode)
        case .jsonMapping(let response):
            return "The response to \(NetworkError.requestLine(response)) is not the JSON expected (\(response.data.count) bytes, content type \(response.value(forHTTPHeaderField: "Content-Type") ?? "unknown")). Check the endpoint URL and that the server sends JSON."
        case .stringMapping(let response):
            return "The response to \(NetworkError.requestLine(response)) could not be read as text (not UTF-8, or the key path holds no string). Map it as data instead or check the key path."
        case .objectMapping(let error, let keyPath, let response):
            return "The JSON from \(NetworkError.requestLine(response)) does not match the model at key path '\(keyPath)': \(NetworkError.explain(error)). Update the model or the key path to match the server's JSON."
        case .parameterEncoding(let reason):
            return "The request parameters could not be encoded: \(reason). Fix the target's task."
        case .invalidURL(let url):
            return "'\(Redaction.urlString(url))' is not a valid absolute URL. Check the target's baseURL and path."
        case .missingStub(let url):
            return "No stub response for \(Redaction.urlString(url)). Give the target sampleData or the endpoint a sampleResponseClosure, or stop stubbing it."
        case .missingRecording(let expectedFile):
            return "Replay mode has no recording for this request: expected the file '\(expectedFile)'. Record it with the RecordPlugin while online, or add the file."
        case .cancelled:
            return "The request was cancelled before it finished. Nothing to do unless this was unexpected."
        case .credentialsRefused(let reason):
            return "The request was not sent: \(reason)."
        }
    }

    /// Same as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }

    private static func describe(_ error: Error) -> String {
        if let error = error as? NetworkError { return error.description }
        if let error = error as? URLError { return explain(error) }
        return String(describing: error)
    }

    private static func requestLine(_ response: Response) -> String {
        guard let request = response.request else { return "the request" }
        return "\(request.httpMethod ?? "GET") \(Redaction.url(request.url))"
    }

    private static func explain(_ error: URLError) -> String {
        let what: String
        switch error.code {
        case .timedOut: what = "timed out"
        case .cannotConnectToHost: what = "could not connect to the host"
        case .cannotFindHost: what = "host not found"
        case .networkConnectionLost: what = "the connection was lost"
        case .notConnectedToInternet: what = "not connected to the internet"
        case .cancelled: what = "cancelled"
        case .badServerResponse: what = "the server sent an unreadable response"
        case .httpTooManyRedirects: what = "too many redirects"
        case .unknown: what = "the connection failed for an unknown reason, such as a response header too large to read"
        case .secureConnectionFailed: what = "the secure connection failed"
        case .serverCertificateUntrusted: what = "the server's certificate was refused: it is not valid for this host name, or not trusted"
        case .serverCertificateHasUnknownRoot: what = "the server's certificate was refused: no certificate authority this system trusts signed it"
        case .serverCertificateHasBadDate: what = "the server's certificate was refused: it has expired"
        case .serverCertificateNotYetValid: what = "the server's certificate was refused: it is not valid yet"
        case .dataLengthExceedsMaximum:
            let limit = error.userInfo[TransportOptions.responseLimitKey] as? Int
            what = "the response is larger than the limit of " + (limit.map { NetworkError.byteCount($0) } ?? "the provider")
        default: what = "URLError \(error.code.rawValue)"
        }
        return what + (error.failingURL.map { " for \(Redaction.url($0))" } ?? "")
    }

    private static func advice(_ error: URLError) -> String {
        switch error.code {
        case .timedOut: return "The server is slow or unreachable; try again later or raise the provider's requestTimeout."
        case .notConnectedToInternet, .networkConnectionLost: return "Check the network connection and try again."
        case .cannotFindHost, .cannotConnectToHost: return "Check the base URL and that the server is running."
        case .cancelled: return "Nothing to do unless this was unexpected."
        case .dataLengthExceedsMaximum: return "Ask for less (a smaller page), or raise the provider's maximumResponseSize if the endpoint really sends that much."
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot, .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            return "Check the host name in the base URL and the system clock; a server whose certificate comes from a private authority needs that authority in the system's trust store (certificate checks cannot be turned off)."
        default: return "Try again; if it keeps failing, check the server."
        }
    }

    /// `bytes` for people: "10 MB (10485760 bytes)".
    private static func byteCount(_ bytes: Int) -> String {
        let megabytes = Double(bytes) / 1_048_576
        let rounded = megabytes == megabytes.rounded() ? "\(Int(megabytes))" : String(format: "%.1f", megabytes)
        return "\(rounded) MB (\(bytes) bytes)"
    }

    private static func statusAdvice(_ code: Int) -> String {
        switch code {
        case 401: return "Sign in again or check the access token."
        case 403: return "The account may lack permission, or a rate limit was hit; check the rate-limit headers."
        case 404: return "Check the endpoint path and parameters."
        case 429: return "Too many requests: wait for the time in Retry-After before trying again."
        case 500...599: return "The server had a problem; try again later."
        default: return "Check the request against the API's documentation."
        }
    }

    private static func explain(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context): return "expected \(type), \(context.debugDescription)"
        case .valueNotFound(let type, let context): return "missing \(type) value, \(context.debugDescription)"
        case .keyNotFound(let key, _): return "key '\(key.stringValue)' not found"
        case .dataCorrupted(let context): return "data corrupted, \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
