/// A request the server read: method, path, query, header fields, cookies and body.
///
/// The path is the one libmicrohttpd decoded (percent escapes resolved, no query);
/// header names are lowercase. Values are as the client sent them: untrusted.
public struct HTTPRequest: Sendable {
    /// The method, like "GET" or "POST".
    public var method: String
    /// The decoded path, like "/repos/swift".
    public var path: String
    /// The query's arguments by name (the last one wins when a name repeats).
    public var query: [String: String]
    /// The header fields by lowercase name.
    public var headers: [String: String]
    /// The cookies by name.
    public var cookies: [String: String]
    /// The body (empty for GET).
    public var body: [UInt8]

    /// Creates a request from its parts (the server builds them; tests may too).
    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
                cookies: [String: String] = [:], body: [UInt8] = []) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.cookies = cookies
        self.body = body
    }

    /// The header field `name` (any case), nil when absent.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
