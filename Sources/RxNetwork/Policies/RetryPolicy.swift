import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When and how long to wait before sending a request again.
///
/// Retries happen only for idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE), on
/// connection errors and on the listed status codes (5xx and 429 by default). The
/// wait before retry `n` (from 0) is `initialDelay * multiplier^n`, capped at
/// `maxDelay`, scaled by a random factor in `1 - jitter ... 1` so that many clients
/// do not retry in step. When a 429 or 503 carries `Retry-After`, that wait is used
/// instead (capped at `maxRetryAfter`).
public struct RetryPolicy: Sendable {
    /// Total attempts, including the first.
    public var maxAttempts: Int
    /// The wait before the first retry, in seconds.
    public var initialDelay: TimeInterval
    /// How much the wait grows per retry.
    public var multiplier: Double
    /// The longest computed wait, in seconds.
    public var maxDelay: TimeInterval
    /// The fraction (0...1) of each wait that is randomized.
    public var jitter: Double
    /// The longest `Retry-After` honoured, in seconds; longer ones fail at once.
    public var maxRetryAfter: TimeInterval
    /// Status codes that are retried.
    public var retryableStatusCodes: Set<Int>
    /// Returns a random number in 0..<1; injectable for deterministic tests.
    public var random: @Sendable () -> Double

    /// Creates a policy; the defaults suit interactive apps (3 attempts, 0.5 s, ×2, ±50 %).
    public init(
        maxAttempts: Int = 3,
        initialDelay: TimeInterval = 0.5,
        multiplier: Double = 2,
        maxDelay: TimeInterval = 30,
        jitter: Double = 0.5,
        maxRetryAfter: TimeInterval = 120,
        retryableStatusCodes: Set<Int> = Set(500...599).union([429]),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = max(0, initialDelay)
        self.multiplier = max(1, multiplier)
        self.maxDelay = max(0, maxDelay)
        self.jitter = min(1, max(0, jitter))
        self.maxRetryAfter = max(0, maxRetryAfter)
        self.retryableStatusCodes = retryableStatusCodes
        self.random = random
    }

    /// URL error codes that mean the connection failed, so sending again may work.
    public static let retryableURLErrors: Set<URLError.Code> = [
        .timedOut, .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet,
        .cannotFindHost, .dnsLookupFailed, .badServerResponse,
    ]

    /// The wait before retry number `retry` (0 for the first retry) after `result`, or
    /// `nil` when it should not be retried.
    public func delay(beforeRetry retry: Int, after result: Result<Response, NetworkError>, now: Date) -> TimeInterval? {
        guard retry + 1 < maxAttempts else { return nil }
        let response: Response?
        switch result {
        case .success(let value):
            response = value
        case .failure(.statusCode(let value)):
            response = value
        case .failure(.underlying(let error, _)):
            guard RetryPolicy.retryableURLErrors.contains(error.code) else { return nil }
            response = nil
        case .failure:
            return nil
        }
        if let response {
            guard retryableStatusCodes.contains(response.statusCode) else { return nil }
            if response.statusCode == 429 || response.statusCode == 503, let wait = response.retryAfter(now: now) {
                return wait <= maxRetryAfter ? wait : nil
            }
        }
        let exponential = min(maxDelay, initialDelay * pow(multiplier, Double(retry)))
        return exponential * (1 - jitter * random())
    }
}
