import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP

/// A provider that opted into `.anyOrigin` follows a resource that moved to another
/// origin (a feed), within a hop limit and only to http(s); one that sends credentials
/// still stays within its origin.
final class RedirectPolicyTests: LoopbackTestCase {
    private func provider(_ policy: RedirectPolicy = .anyOrigin(maximumHops: 5), plugins: [PluginType] = []) -> Provider<TestAPI> {
        Provider<TestAPI>(transport: transport, plugins: plugins, requestTimeout: 10, redirectPolicy: policy)
    }

    func test_anyOrigin_followsAPermanentRedirectToAnotherPort_andSaysWhereItMoved() throws {
        try eachTransport {
            let other = try LoopbackServer()
            defer { other.stop() }
            other.route("/users/elsewhere", reply: .json(#"{"login":"elsewhere","id":3}"#))
            let location = "http://localhost:\(other.port)/users/elsewhere"
            server.route("/users/moved", reply: .init(status: 301, headers: ["Location": location], body: Data()))

            let result = self.result(of: provider().rx.request(.user("moved")))
            let response = try XCTUnwrap(result?.value, "\(String(describing: result))")
            XCTAssertEqual(response.statusCode, 200)
            XCTAssertEqual(try response.map(Profile.self).login, "elsewhere")
            XCTAssertEqual(response.redirects.map(\.statusCode), [301])
            XCTAssertEqual(response.redirects.first?.to.absoluteString, location)
            XCTAssertEqual(response.permanentlyMovedTo?.absoluteString, location)
            XCTAssertEqual(other.requests.count, 1)
        }
    }

    func test_temporaryRedirect_isFollowed_butIsNoMove() throws {
        try eachTransport {
            let other = try LoopbackServer()
            defer { other.stop() }
            other.route("/users/elsewhere", reply: .json(#"{"login":"elsewhere","id":3}"#))
            server.route("/users/visiting", reply: .init(status: 307, headers: ["Location": "http://localhost:\(other.port)/users/elsewhere"], body: Data()))
            let response = try XCTUnwrap(self.result(of: provider().rx.request(.user("visiting")))?.value)
            XCTAssertEqual(response.statusCode, 200)
            XCTAssertEqual(response.redirects.map(\.statusCode), [307])
            XCTAssertNil(response.permanentlyMovedTo)
        }
    }

    func test_anyOrigin_withCredentials_staysWithinTheOrigin() throws {
        try eachTransport {
            let other = try LoopbackServer()
            defer { other.stop() }
            other.route("/users/elsewhere", reply: .json(#"{"login":"elsewhere","id":3}"#))
            server.route("/users/moved", reply: .init(status: 301, headers: ["Location": "http://localhost:\(other.port)/users/elsewhere"], body: Data()))
            let withToken = provider(plugins: [AccessTokenPlugin { _ in "s3cr3t" }])
            let response = try XCTUnwrap(self.result(of: withToken.rx.request(.user("moved")))?.value)
            XCTAssertEqual(response.statusCode, 301)
            XCTAssertEqual(other.requests.count, 0, "the token must not reach the other origin")
        }
    }

    /// libcurl's transport only: Foundation's URLSession on Linux reads a `file:` Location
    /// as a path on the same server (it asks for /etc/passwd there), never for a file.
    func test_anyOrigin_redirectToAFile_isRefusedWithAClearError() throws {
        try eachTransport([.curl]) {
            server.route("/users/sneaky", reply: .init(status: 301, headers: ["Location": "file:///etc/passwd"], body: Data()))
            let result = self.result(of: provider().rx.request(.user("sneaky")))
            guard case .underlying(let error, _)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(error.code, .unsupportedURL)
            XCTAssertEqual(error.refusedRedirectReason, "the server sent it on to file:///etc/passwd, which is not an http(s) address")
        }
    }

    func test_anyOrigin_moreHopsThanAllowed_failWithAClearError_andAsManyAreFollowed() throws {
        try eachTransport {
            for hop in 0..<6 {
                server.route("/users/hop\(hop)", reply: .init(status: 302, headers: ["Location": "/users/hop\(hop + 1)"], body: Data()))
            }
            server.route("/users/hop6", reply: .json(#"{"login":"end","id":6}"#))
            // hop1 → … → hop6: five redirects, the limit.
            let fine = self.result(of: provider().rx.request(.user("hop1")).map(Profile.self))
            XCTAssertEqual(fine?.value?.login, "end")

            let result = self.result(of: provider().rx.request(.user("hop0")))
            guard case .underlying(let error, _)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(error.code, .httpTooManyRedirects)
            XCTAssertEqual(error.refusedRedirectReason?.hasPrefix("the server sent it on more than 5 times"), true,
                           error.refusedRedirectReason ?? "no reason")
        }
    }

    func test_sameOrigin_stillDeliversARedirectToAFile_asTheResponse() throws {
        try eachTransport([.curl]) {
            server.route("/users/sneaky", reply: .init(status: 301, headers: ["Location": "file:///etc/passwd"], body: Data()))
            let response = self.result(of: provider(.sameOrigin).rx.request(.user("sneaky")))?.value
            XCTAssertEqual(response?.statusCode, 301)
        }
    }
}
