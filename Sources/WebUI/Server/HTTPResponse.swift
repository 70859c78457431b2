/// One header field of a response.
public struct HTTPHeader: Hashable, Sendable {
    /// The field's name, like "Content-Type".
    public var name: String
    /// The field's value.
    public var value: String

    /// Creates a field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A whole response: status, header fields and body.
public struct HTTPResponse: Sendable {
    /// The status code, like 200.
    public var status: Int
    /// The header fields, in order (the server adds its security headers to them).
    public var headers: [HTTPHeader]
    /// The body.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of the first header field named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// A plain-text response (UTF-8), for errors and refusals a person may read.
    public static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", "text/plain; charset=utf-8"),
                                               HTTPHeader("Cache-Control", "no-store")],
                     body: Array(text.utf8))
    }

    /// An HTML page (UTF-8) that no cache keeps.
    public static func html(_ status: Int = 200, _ markup: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [HTTPHeader("Content-Type", "text/html; charset=utf-8"),
                                               HTTPHeader("Cache-Control", "no-store")],
                     body: Array(markup.utf8))
    }

    /// An empty 204 response.
    public static let noContent = HTTPResponse(status: 204, headers: [HTTPHeader("Cache-Control", "no-store")])
}

/// How the handler answers a request.
public enum HTTPReply: Sendable {
    /// A response ready now.
    case response(HTTPResponse)
    /// A response made elsewhere (on the main queue): the server holds the connection,
    /// calls `start` with a `respond` function, and answers when it is called (once;
    /// later calls are ignored). `respond` may be called from any thread.
    case deferred(@Sendable (_ respond: @escaping @Sendable (HTTPResponse) -> Void) -> Void)
    /// A response that never ends by itself: the stream's bytes as they come (Server-Sent
    /// Events), with `headers`, until the stream is closed or the client goes away.
    case stream(EventStream, headers: [HTTPHeader])
}
