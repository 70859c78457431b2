import CMicroHTTPD
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP/1.1 server on the loopback addresses only (127.0.0.1, and ::1 when the
/// machine has it), on Debian's libmicrohttpd.
///
/// libmicrohttpd runs in its epoll mode, driven by one thread of the server's own: it
/// parses requests, enforces the limits (`ServerConfiguration`) and calls `handler` on
/// that thread, so the handler is nonisolated and must not touch main-queue objects;
/// it answers at once, defers the answer (to the main queue, say) or turns the request
/// into an `EventStream`. Every other thread talks to the server thread through a
/// mailbox and an eventfd that wakes it: all libmicrohttpd calls happen on that thread.
///
/// `@unchecked Sendable`: `lock` guards `mailbox`; the daemons, `suspended`, `streams`
/// and `isStopping` are touched only on the server's thread (and in `init`, before it
/// starts); `port`, `listensOnIPv6`, `handler` and `configuration` do not change after
/// `init`. libmicrohttpd holds the server unretained: the thread holds it until `stop()`.
public final class HTTPServer: @unchecked Sendable {
    /// Answers a request, on the server's thread.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPReply

    /// The port it listens on (both addresses); set before the server's thread starts.
    public private(set) var port: UInt16 = 0
    /// Whether it also listens on ::1; set before the server's thread starts.
    public private(set) var listensOnIPv6 = false

    private let configuration: ServerConfiguration
    private let handler: Handler
    private var daemons: [OpaquePointer] = []
    private let wakeDescriptor: Int32
    private let lock = NSLock()
    private var mailbox: [ServerAction] = []
    private var suspended: [ObjectIdentifier: RequestContext] = [:]
    private var streams: [ObjectIdentifier: EventStream] = [:]
    private let stopped = DispatchSemaphore(value: 0)
    private var isStopping = false

    /// Starts listening on 127.0.0.1 (and ::1) at `configuration.port` and serving from
    /// a thread of its own.
    ///
    /// - Throws: `ServerError.cannotListen` when 127.0.0.1 cannot be had at that port.
    public init(configuration: ServerConfiguration, handler: @escaping Handler) throws(ServerError) {
        self.configuration = configuration
        self.handler = handler
        wakeDescriptor = cmhd_eventfd()
        guard wakeDescriptor >= 0 else { throw .cannotCreateWakeDescriptor }
        var v4: OpaquePointer?
        var v6: OpaquePointer?
        var chosenPort = configuration.port
        // A free port is free on 127.0.0.1; ::1 is asked for the same one, and when that
        // port is taken there (rare) another free port is tried.
        for attempt in 0..<5 {
            v4 = startDaemon(ipv6: false, port: configuration.port)
            guard let daemon = v4 else { break }
            chosenPort = cmhd_daemon_port(daemon)
            v6 = startDaemon(ipv6: true, port: chosenPort)
            // The last try keeps 127.0.0.1 alone rather than failing.
            if v6 != nil || configuration.port != 0 || attempt == 4 || !HTTPServer.machineHasIPv6Loopback() { break }
            MHD_stop_daemon(daemon)
            v4 = nil
        }
        guard let v4 else {
            close(wakeDescriptor)
            throw .cannotListen(port: configuration.port)
        }
        port = chosenPort
        listensOnIPv6 = v6 != nil
        daemons = [v4] + (v6.map { [$0] } ?? [])
        if v6 == nil { configuration.log("listening on 127.0.0.1 only (::1 is not available here)") }
        let thread = Thread { [self] in run() }
        thread.name = "WebUI server"
        thread.start()
    }

    deinit {
        close(wakeDescriptor)
    }

    private func startDaemon(ipv6: Bool, port: UInt16) -> OpaquePointer? {
        let me = Unmanaged.passUnretained(self).toOpaque()
        return cmhd_start_loopback_daemon(
            ipv6 ? 1 : 0, port, HTTPServerCallbacks.accessHandler, me, HTTPServerCallbacks.completedHandler, me,
            UInt32(configuration.maxConnections), UInt32(configuration.connectionTimeout), configuration.connectionMemoryBytes)
    }

    private static func machineHasIPv6Loopback() -> Bool {
        let socket = Glibc.socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        close(socket)
        return true
    }

    /// Stops serving: open streams end, waiting requests get 503, the listening sockets
    /// close. Returns when the server's thread is done. Call once, not from the handler.
    public func stop() {
        post(.stop)
        stopped.wait()
    }

    /// Hands `action` to the server's thread and wakes it (any thread).
    func post(_ action: ServerAction) {
        lock.lock()
        mailbox.append(action)
        lock.unlock()
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, 8)
    }

    // MARK: - Server thread

    private func run() {
        var descriptors = daemons.map { pollfd(fd: cmhd_daemon_epoll_fd($0), events: Int16(POLLIN), revents: 0) }
        descriptors.append(pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0))
        while true {
            var timeout: Int32 = 1000
            for daemon in daemons {
                let wait = cmhd_daemon_timeout_ms(daemon)
                if wait >= 0 { timeout = min(timeout, Int32(wait)) }
            }
            _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
            var counter: UInt64 = 0
            _ = read(wakeDescriptor, &counter, 8)
            if !performMailbox() { break }
            for daemon in daemons { MHD_run(daemon) }
        }
        shutDown()
        stopped.signal()
    }

    /// Runs the posted actions; false once asked to stop.
    private func performMailbox() -> Bool {
        lock.lock()
        let actions = mailbox
        mailbox.removeAll()
        lock.unlock()
        var keepRunning = true
        for action in actions {
            switch action {
            case .respond(let context, let response):
                guard context.isWaiting else { continue }
                context.isWaiting = false
                context.readyResponse = response
                suspended[ObjectIdentifier(context)] = nil
                MHD_resume_connection(context.connection)
            case .resume(let stream):
                stream.resumeIfSuspended()
            case .stop:
                keepRunning = false
            }
        }
        return keepRunning
    }

    /// Gives every held connection back to libmicrohttpd (it may not stop with any
    /// suspended), then stops the daemons.
    private func shutDown() {
        isStopping = true
        for context in suspended.values {
            context.isWaiting = false
            context.readyResponse = .text(503, "The server is stopping.")
            MHD_resume_connection(context.connection)
        }
        suspended.removeAll()
        for stream in streams.values { stream.closeForShutdown() }
        for daemon in daemons { MHD_run(daemon) }
        for daemon in daemons { MHD_stop_daemon(daemon) }
        daemons.removeAll()
    }

    /// libmicrohttpd's access handler for this server (server thread).
    func handle(connection: OpaquePointer, url: String, method: String, uploadData: UnsafePointer<CChar>?,
                uploadSize: UnsafeMutablePointer<Int>, slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>) -> MHD_Result {
        guard let stored = slot.pointee else {
            let context = RequestContext(connection: connection)
            slot.pointee = Unmanaged.passRetained(context).toOpaque()
            return .YES
        }
        let context = Unmanaged<RequestContext>.fromOpaque(stored).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if let uploadData, !context.bodyTooLarge {
                if context.body.count + uploadSize.pointee > configuration.maxBodyBytes {
                    context.bodyTooLarge = true
                    context.body = []
                } else {
                    uploadData.withMemoryRebound(to: UInt8.self, capacity: uploadSize.pointee) { bytes in
                        context.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: uploadSize.pointee))
                    }
                }
            }
            uploadSize.pointee = 0
            return .YES
        }
        if let response = context.readyResponse {
            context.readyResponse = nil
            return queue(response, on: connection)
        }
        guard !context.isWaiting else { return .YES }
        if context.bodyTooLarge {
            return queue(.text(413, "The request is larger than \(configuration.maxBodyBytes) bytes."), on: connection)
        }
        if isStopping { return queue(.text(503, "The server is stopping."), on: connection) }
        let request = HTTPRequest(method: method, path: url,
                                  query: HTTPServer.values(of: connection, kind: .GET_ARGUMENT_KIND),
                                  headers: HTTPServer.values(of: connection, kind: .HEADER_KIND),
                                  cookies: HTTPServer.values(of: connection, kind: .COOKIE_KIND),
                                  body: context.body)
        context.body = []
        switch handler(request) {
        case .response(let response):
            return queue(response, on: connection)
        case .deferred(let start):
            context.isWaiting = true
            suspended[ObjectIdentifier(context)] = context
            MHD_suspend_connection(connection)
            start { [weak self] response in
                self?.post(.respond(context, response))
            }
            return .YES
        case .stream(let stream, let headers):
            guard streams.count < configuration.maxStreams else {
                return queue(.text(503, "Too many pages are open (\(configuration.maxStreams)); close a tab and reload."), on: connection)
            }
            return queueStream(stream, headers: headers, context: context)
        }
    }

    private func queueStream(_ stream: EventStream, headers: [HTTPHeader], context: RequestContext) -> MHD_Result {
        stream.connection = context.connection
        stream.server = self
        context.stream = stream
        streams[ObjectIdentifier(stream)] = stream
        let unmanaged = Unmanaged.passRetained(stream)
        guard let response = MHD_create_response_from_callback(
            UInt64.max, 4096, HTTPServerCallbacks.streamReader, unmanaged.toOpaque(), HTTPServerCallbacks.streamReleaser) else {
            unmanaged.release()
            streams[ObjectIdentifier(stream)] = nil
            return .NO
        }
        defer { MHD_destroy_response(response) }
        for header in configuration.defaultHeaders + headers {
            MHD_add_response_header(response, header.name, header.value)
        }
        // The stream is not idle while it waits for events: heartbeats keep it busy.
        cmhd_set_connection_timeout(context.connection, 0)
        return MHD_queue_response(context.connection, 200, response)
    }

    private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let made = response.body.withUnsafeBufferPointer { body in
            cmhd_response_copying(body.count, body.baseAddress)
        }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        for header in configuration.defaultHeaders + response.headers {
            MHD_add_response_header(made, header.name, header.value)
        }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }

    /// The request is over (answered, or its connection gone): ends its stream and lets
    /// its context go (server thread).
    func completed(slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) {
        guard let slot, let stored = slot.pointee else { return }
        slot.pointee = nil
        let context = Unmanaged<RequestContext>.fromOpaque(stored).takeRetainedValue()
        suspended[ObjectIdentifier(context)] = nil
        if let stream = context.stream {
            streams[ObjectIdentifier(stream)] = nil
            stream.connectionEnded()
        }
    }

    private static func values(of connection: OpaquePointer, kind: MHD_ValueKind) -> [String: String] {
        final class Collected {
            var values: [String: String] = [:]
        }
        let collected = Collected()
        _ = withExtendedLifetime(collected) {
            MHD_get_connection_values(connection, kind, { cls, _, key, value in
                guard let cls, let key else { return .YES }
                let collected = Unmanaged<Collected>.fromOpaque(cls).takeUnretainedValue()
                collected.values[String(cString: key)] = value.map { String(cString: $0) } ?? ""
                return .YES
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.values
    }
}
