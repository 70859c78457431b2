import Foundation

/// Where the server listens and the limits it enforces.
public struct ServerConfiguration: Sendable {
    /// The port to listen on; 0 (the default) picks a free one.
    public var port: UInt16
    /// Connections open at once, all clients together; more are refused by libmicrohttpd.
    public var maxConnections: Int
    /// Event streams open at once; a stream asked for beyond it gets 503.
    public var maxStreams: Int
    /// The largest request body accepted; a larger one gets 413 (and is not kept).
    public var maxBodyBytes: Int
    /// The memory libmicrohttpd gives each connection for its request line and header
    /// fields; a request whose head does not fit is refused (431).
    public var connectionMemoryBytes: Int
    /// Seconds an idle connection stays open (a held event stream is not idle).
    public var connectionTimeout: Int
    /// Bytes a stream may hold for a client that does not read them; past it the
    /// stream is closed (the page reconnects and gets a snapshot).
    public var maxPendingStreamBytes: Int
    /// Header fields added to every response (the security headers).
    public var defaultHeaders: [HTTPHeader]
    /// Where the server reports what it cannot tell a client (its thread calls it).
    public var log: @Sendable (String) -> Void

    /// Creates a configuration; the defaults suit one person's browser on this machine.
    public init(port: UInt16 = 0, maxConnections: Int = 64, maxStreams: Int = 16, maxBodyBytes: Int = 64 * 1024,
                connectionMemoryBytes: Int = 32 * 1024, connectionTimeout: Int = 30,
                maxPendingStreamBytes: Int = 8 * 1024 * 1024, defaultHeaders: [HTTPHeader] = [],
                log: @escaping @Sendable (String) -> Void = ServerConfiguration.standardErrorLog) {
        self.port = port
        self.maxConnections = maxConnections
        self.maxStreams = maxStreams
        self.maxBodyBytes = maxBodyBytes
        self.connectionMemoryBytes = connectionMemoryBytes
        self.connectionTimeout = connectionTimeout
        self.maxPendingStreamBytes = maxPendingStreamBytes
        self.defaultHeaders = defaultHeaders
        self.log = log
    }

    /// Writes a line to stderr (stdout carries only the page's URL).
    public static let standardErrorLog: @Sendable (String) -> Void = { message in
        FileHandle.standardError.write(Data("webui: \(message)\n".utf8))
    }
}

/// Why the server could not start.
public enum ServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing could listen on 127.0.0.1 at the port (in use, or not allowed).
    case cannotListen(port: UInt16)
    /// The descriptor that wakes the server's thread could not be made.
    case cannotCreateWakeDescriptor

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .cannotListen(let port) where port == 0:
            return "Could not listen on 127.0.0.1: no free port."
        case .cannotListen(let port):
            return "Could not listen on 127.0.0.1:\(port): is another program using that port? Choose another with --port."
        case .cannotCreateWakeDescriptor:
            return "Could not create the server's wake-up descriptor (too many open files?)."
        }
    }
}
