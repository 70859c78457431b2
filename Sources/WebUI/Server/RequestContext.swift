import CMicroHTTPD

/// What the server keeps for one request while libmicrohttpd calls it back: the body
/// read so far, a response made elsewhere, the stream it became.
///
/// `@unchecked Sendable`: its fields are read and written on the server's thread only;
/// other threads only carry the reference back to it through the server's mailbox.
final class RequestContext: @unchecked Sendable {
    let connection: OpaquePointer
    var body: [UInt8] = []
    var bodyTooLarge = false
    /// Waiting for a deferred response (the connection is suspended).
    var isWaiting = false
    /// The deferred response, once made.
    var readyResponse: HTTPResponse?
    /// The event stream this request became, if any.
    var stream: EventStream?

    init(connection: OpaquePointer) {
        self.connection = connection
    }
}

/// What other threads ask the server's thread to do.
enum ServerAction: Sendable {
    /// Answer a request that waited for a deferred response.
    case respond(RequestContext, HTTPResponse)
    /// Resume a stream that has new bytes or was closed.
    case resume(EventStream)
    /// Stop serving.
    case stop
}
