import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxNetwork

extension WeatherError {
    /// The weather error for a provider failure on a request to `host`: transport
    /// failures are `.offline` with a short reason, a missing recording names its file.
    /// Statuses never get here: each source maps them itself.
    init(_ error: NetworkError, host: String, replayDirectory: URL?) {
        switch error {
        case .underlying(let urlError, _):
            if let tooLarge = urlError.responseTooLargeReason {
                self = .malformedResponse(tooLarge)
            } else {
                self = urlError.code == .badServerResponse
                    ? .malformedResponse("the server sent an unreadable HTTP response")
                    : .offline(host: host, reason: WeatherError.reason(urlError))
            }
        case .missingRecording(let file):
            self = .missingRecording(file: replayDirectory.map { ReplayStore(directory: $0).relativePath(of: file) } ?? file)
        case .jsonMapping, .objectMapping, .stringMapping:
            self = .malformedResponse("not the JSON expected")
        case .credentialsRefused(let reason):
            self = .keyRefused(reason)
        case .statusCode(let response):
            self = .server(status: response.statusCode)
        case .other, .parameterEncoding, .invalidURL, .missingStub, .cancelled:
            self = .malformedResponse("the request could not be made: \(WeatherError.firstSentence(of: error.description))")
        }
    }

    /// A few words for a transport failure.
    static func reason(_ error: URLError) -> String {
        switch error.code {
        case .notConnectedToInternet: return "not connected to the internet"
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .cannotConnectToHost: return "could not connect"
        case .networkConnectionLost: return "the connection was lost"
        case .timedOut: return "timed out"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            return "the secure connection failed"
        default: return "network error \(error.code.rawValue)"
        }
    }

    private static func firstSentence(of text: String) -> String {
        let sentence = text.split(separator: ".", maxSplits: 1).first.map(String.init) ?? text
        return sentence
    }
}
