import BrowserSupport
import Foundation
import Synchronization
import TestSupport
@testable import WebUI

/// An `HTTPServer` behind an `AccessGuard` with a few routes, for the server and
/// security tests: `/` answers "ok", `/later` answers from the main queue, `/stream`
/// becomes an event stream the test writes to (`streams`).
final class GuardedTestServer: Sendable {
    let server: HTTPServer
    let accessGuard: AccessGuard

    private final class GuardBox: Sendable {
        let value = Mutex<AccessGuard?>(nil)
    }

    init(configuration: ServerConfiguration = ServerConfiguration(log: { _ in })) throws {
        let box = GuardBox()
        var configuration = configuration
        configuration.defaultHeaders = SecurityHeaders.all
        let recorder = StreamRecorder()
        server = try HTTPServer(configuration: configuration) { request in
            guard let accessGuard = box.value.withLock({ $0 }) else { return .response(.text(503, "starting")) }
            switch accessGuard.check(request) {
            case .reject(let rejection): return .response(AccessGuard.response(for: rejection))
            case .respond(let response): return .response(response)
            case .allow: break
            }
            switch request.path {
            case "/later":
                return .deferred { respond in
                    DispatchQueue.main.async { respond(.text(200, "from main")) }
                }
            case "/stream":
                let stream = EventStream(onClose: { recorder.closed.add(1, ordering: .relaxed) })
                recorder.opened.withLock { $0.append(stream) }
                return .stream(stream, headers: [HTTPHeader("Content-Type", "text/event-stream")])
            case "/echo":
                return .response(HTTPResponse(status: 200, body: request.body))
            default:
                return .response(.text(200, "ok"))
            }
        }
        let made = AccessGuard(port: server.port)
        box.value.withLock { $0 = made }
        accessGuard = made
        self.recorder = recorder
    }

    private final class StreamRecorder: Sendable {
        let opened = Mutex<[EventStream]>([])
        let closed = Atomic<Int>(0)
    }

    private let recorder: StreamRecorder

    /// The streams opened so far.
    var opened: [EventStream] { recorder.opened.withLock { $0 } }
    /// How many streams' connections ended.
    var closedStreamCount: Int { recorder.closed.load(ordering: .relaxed) }

    var host: String { "127.0.0.1:\(server.port)" }
    var cookie: String { "\(accessGuard.cookieName)=\(accessGuard.sessionSecret.value)" }

    /// Headers of a signed-in browser request.
    var signedIn: [(String, String)] { [("Host", host), ("Cookie", cookie)] }

    func get(_ target: String, headers: [(String, String)]? = nil) throws -> RawHTTPResponse {
        try RawHTTPConnection.exchange(port: server.port, "GET", target, headers: headers ?? signedIn)
    }

    func post(_ target: String, origin: String?, body: [UInt8] = Array("{}".utf8)) throws -> RawHTTPResponse {
        var headers = signedIn
        if let origin { headers.append(("Origin", origin)) }
        return try RawHTTPConnection.exchange(port: server.port, "POST", target, headers: headers, body: body)
    }

    func stop() { server.stop() }
}
