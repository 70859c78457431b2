import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Logs each request and its outcome, with credentials removed: the values of
/// `Authorization`, cookies and API-key headers, URL user info and token query
/// parameters are replaced by `<redacted>`. Bodies are only logged when `logBodies`
/// is on, and form or JSON fields named like secrets are redacted there too.
public struct NetworkLoggerPlugin: PluginType {
    /// Receives each log line.
    public let output: @Sendable (String) -> Void
    /// Whether request and response bodies are logged (cut to 1 000 bytes).
    public let logBodies: Bool

    /// Creates a logger writing to `output` (standard output by default).
    public init(logBodies: Bool = false, output: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.logBodies = logBodies
        self.output = output
    }

    /// Logs the request line, redacted headers and the body size.
    public func willSend(_ request: URLRequest, target: TargetType) {
        var line = "→ \(request.httpMethod ?? "GET") \(Redaction.url(request.url))"
        let headers = Redaction.headers(request.allHTTPHeaderFields ?? [:])
        if !headers.isEmpty {
            line += " headers: " + headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        }
        if let body = request.httpBody {
            line += " body: \(body.count) bytes"
            if logBodies { line += " " + NetworkLoggerPlugin.redactedBody(body) }
        }
        output(line)
    }

    /// Logs the status and size, or the error's message (which is already redacted).
    public func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) {
        switch result {
        case .success(let response):
            var line = "← \(response.statusCode) \(Redaction.url(response.request?.url)) \(response.data.count) bytes"
            if logBodies { line += " " + NetworkLoggerPlugin.redactedBody(response.data) }
            output(line)
        case .failure(let error):
            output("✕ \(error.description)")
        }
    }

    /// The body as text (up to 1 000 bytes) with secret-looking fields hidden.
    ///
    /// A value cut off by the 1 000-byte limit (no closing quote, or a lone `\` at the
    /// end) is hidden too: the pattern runs to the closing quote or the end of the text.
    static func redactedBody(_ body: Data) -> String {
        guard var text = utf8Prefix(body, maxBytes: 1_000) else { return "(binary)" }
        for name in Redaction.sensitiveQueryItems.union(["access_token", "refresh_token", "authorization"]) {
            // JSON: "name": "value" — escapes skipped, up to the closing quote or the cut.
            text = text.replacingOccurrences(of: "(\"\(name)\"\\s*:\\s*)\"(?:[^\"\\\\]|\\\\[\\s\\S]?)*(\"|$)",
                                             with: "$1\"\(Redaction.placeholder)\"", options: [.regularExpression, .caseInsensitive])
            // Form: name=value
            text = text.replacingOccurrences(of: "(^|&)(\(name))=[^&]*", with: "$1$2=redacted", options: [.regularExpression, .caseInsensitive])
        }
        return body.count > 1_000 ? text + "…" : text
    }

    /// The first `maxBytes` bytes of `data` as UTF-8, less a scalar the cut split in
    /// two; nil when it is not UTF-8 text.
    private static func utf8Prefix(_ data: Data, maxBytes: Int) -> String? {
        let prefix = data.prefix(maxBytes)
        for trimmed in 0...min(3, prefix.count) {
            if let text = String(data: prefix.dropLast(trimmed), encoding: .utf8) { return text }
            if prefix.count < maxBytes { break }
        }
        return nil
    }
}
