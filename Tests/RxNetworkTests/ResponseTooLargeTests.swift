import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackHTTP
import RxCore
import XCTest
@testable import RxNetwork

/// An answer over the provider's size cap is said in words apps can pass on ("URLError
/// -1103" told users nothing), over a real loopback server.
final class ResponseTooLargeTests: XCTestCase {
    func test_anAnswerOverTheCap_failsWithAReasonThatNamesTheLimit() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        server.route("/big", reply: LoopbackServer.Reply(headers: ["Content-Type": "application/octet-stream"], body: Data(count: 2 * 1_048_576 + 1)))
        let provider = Provider<URLTarget>(maximumResponseSize: 2 * 1_048_576)
        let failure = expectation(description: "the request fails")
        var reason: String?
        let request = provider.request(URLTarget(url: server.baseURL.appendingPathComponent("big"))) { result in
            if case .failure(.underlying(let error, _)) = result { reason = error.responseTooLargeReason }
            failure.fulfill()
        }
        wait(for: [failure], timeout: 10)
        request.dispose()
        XCTAssertEqual(reason, "the answer was larger than the 2 MB accepted")
        XCTAssertNil(URLError(.timedOut).responseTooLargeReason)
    }
}
