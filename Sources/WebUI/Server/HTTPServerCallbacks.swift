import CMicroHTTPD

/// The C functions libmicrohttpd calls on the server's thread; each finds its Swift
/// object in its context pointer. Nonisolated by construction: they are plain C
/// function pointers made outside any actor.
enum HTTPServerCallbacks {
    /// Every request (several calls each, see `HTTPServer.handle`); the context is the
    /// server, unretained.
    static var accessHandler: MHD_AccessHandlerCallback {
        { cls, connection, url, method, _, uploadData, uploadSize, slot in
            guard let cls, let connection, let uploadSize, let slot else { return .NO }
            let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
            return server.handle(connection: connection, url: url.map { String(cString: $0) } ?? "/",
                                 method: method.map { String(cString: $0) } ?? "GET",
                                 uploadData: uploadData, uploadSize: uploadSize, slot: slot)
        }
    }

    /// A request is over; the context is the server, unretained.
    static var completedHandler: MHD_RequestCompletedCallback {
        { cls, _, slot, _ in
            guard let cls else { return }
            Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().completed(slot: slot)
        }
    }

    /// A stream's next bytes; the context is the stream, retained by the response.
    static var streamReader: MHD_ContentReaderCallback {
        { cls, _, buffer, max in
            guard let cls, let buffer else { return -2 }
            return Unmanaged<EventStream>.fromOpaque(cls).takeUnretainedValue().read(into: buffer, max: max)
        }
    }

    /// The stream's response is gone: releases the stream it retained.
    static var streamReleaser: MHD_ContentReaderFreeCallback {
        { cls in
            guard let cls else { return }
            Unmanaged<EventStream>.fromOpaque(cls).release()
        }
    }
}
