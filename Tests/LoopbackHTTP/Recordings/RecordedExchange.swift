import Foundation

/// One request and the answer a real server gave it, read from a recording (a VCR
/// cassette, a PyGithub replay file, or a body with its `.meta.json`) so a
/// `LoopbackServer` can answer the same way.
public struct RecordedExchange: Sendable {
    /// The method, upper-case.
    public var method: String
    /// The request path, without the query.
    public var path: String
    /// The query items, decoded (`+` read as a space).
    public var query: [String: String]
    /// The answer's status.
    public var status: Int
    /// The answer's headers, one value each (repeated values joined with ", "); headers
    /// about the original transfer (encoding, length, connection) are left out, since
    /// recordings store bodies decoded.
    public var headers: [String: String]
    /// The answer's body, decoded.
    public var body: Data

    /// An exchange with these parts; `headers` are cleaned of transfer headers.
    public init(method: String, path: String, query: [String: String], status: Int, headers: [String: String], body: Data) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.status = status
        self.headers = RecordedExchange.replayable(headers)
        self.body = body
    }

    /// The same exchange answered at `path` instead (for a recording of an equivalent
    /// request, such as a 404 for a user served where the user's repositories are asked).
    public func served(at path: String, query: [String: String]? = nil) -> RecordedExchange {
        var copy = self
        copy.path = path
        if let query { copy.query = query }
        return copy
    }

    /// The answer's header `name`, matched without case.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Headers that describe how the recorded body travelled, not the body itself.
    static let transferHeaders: Set<String> = ["content-encoding", "transfer-encoding", "content-length", "connection", "keep-alive"]

    private static func replayable(_ headers: [String: String]) -> [String: String] {
        headers.filter { !transferHeaders.contains($0.key.lowercased()) }
    }

    /// The path and decoded query of a request target or URL (`/a/b?x=1&q=a+b`).
    static func split(_ target: String) -> (path: String, query: [String: String]) {
        guard let components = URLComponents(string: target) else {
            return (String(target.split(separator: "?", maxSplits: 1).first ?? ""), [:])
        }
        var query: [String: String] = [:]
        for item in components.percentEncodedQueryItems ?? [] {
            let value = (item.value ?? "").replacingOccurrences(of: "+", with: " ")
            query[item.name] = value.removingPercentEncoding ?? value
        }
        return (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath, query)
    }
}

/// Why a recording could not be read.
public struct RecordingFormatError: Error, CustomStringConvertible {
    /// What is wrong and in which file.
    public let description: String

    init(_ file: URL, _ problem: String) {
        description = "\(file.lastPathComponent): \(problem)"
    }
}
