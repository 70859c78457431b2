import XCTest
import Foundation
import RxNetwork
import LoopbackHTTP

/// The transports the loopback tests run against.
enum TransportUnderTest: String, CaseIterable {
    /// libcurl's multi-socket interface (the default).
    case curl
    /// Foundation's URLSession.
    case urlSession

    /// A fresh transport of this kind, with its own connections.
    func make() -> NetworkTransport {
        switch self {
        case .curl: return CurlTransport()
        case .urlSession: return URLSessionTransport()
        }
    }
}

/// Base class of the tests against a real server on 127.0.0.1: `eachTransport` runs a
/// test once per transport, each time with a fresh server and transport, and failures
/// name the transport they happened on.
class LoopbackTestCase: NetworkTestCase {
    /// The server of the current pass.
    var server: LoopbackServer!
    /// The transport of the current pass.
    var transport: NetworkTransport = CurlTransport.shared
    private var passName: String?

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Real threads release sinks just after delivery; the stub tests check leaks.
        checksResources = false
    }

    /// Runs `body` once per kind in `kinds`, with `server`, `transport` and `TestAPI.base` set.
    func eachTransport(_ kinds: [TransportUnderTest] = TransportUnderTest.allCases, keepAlive: Bool = false,
                       _ body: () throws -> Void) throws {
        for kind in kinds {
            passName = kind.rawValue
            server = try LoopbackServer(keepsConnectionsAlive: keepAlive)
            TestAPI.base = server.baseURL
            transport = kind.make()
            defer {
                server.stop()
                transport = CurlTransport.shared
                passName = nil
            }
            try body()
        }
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        let named = passName.map { "[\($0)] \(description)" } ?? description
        super.recordFailure(withDescription: named, inFile: filePath, atLine: lineNumber, expected: expected)
    }
}
