import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP

/// Hostile or broken answers from a real server on loopback: each gives a typed
/// `NetworkError` (or a documented plain response), never a crash or a hang, and no
/// message carries the token that was sent.
final class BadInputTests: LoopbackTestCase {
    private let token = "s3cr3t-T0KEN-value"

    /// A provider that sends the token as a bearer header.
    private func provider(timeout: TimeInterval = 10) -> Provider<TestAPI> {
        Provider<TestAPI>(transport: transport, plugins: [AccessTokenPlugin { _ in self.token }], requestTimeout: timeout)
    }

    private func assertNoToken(_ error: NetworkError?, file: StaticString = #filePath, line: UInt = #line) {
        guard let error else { return XCTFail("expected an error", file: file, line: line) }
        XCTAssertFalse(error.description.contains(token), error.description, file: file, line: line)
        XCTAssertFalse(error.localizedDescription.contains(token), file: file, line: line)
        XCTAssertFalse(String(describing: error).contains(token), file: file, line: line)
    }

    func test_tenMegabyteBody_arrivesWhole_andAsNonJSONIsAJSONMappingError() throws {
        try eachTransport {
            var big = Data(count: 10 * 1024 * 1024)
            big.withUnsafeMutableBytes { raw in
                for index in raw.indices { raw[index] = UInt8(truncatingIfNeeded: index &* 31 &+ 7) }
            }
            server.route("/users/big", reply: .init(status: 200, headers: ["Content-Type": "application/octet-stream"], body: big))
            let response = result(of: provider(timeout: 30).rx.request(.user("big")), timeout: 40)?.value
            XCTAssertEqual(response?.data.count, big.count)
            XCTAssertEqual(response?.data, big)

            let mapped = result(of: provider(timeout: 30).rx.request(.user("big")).mapJSON(), timeout: 40)
            guard case .jsonMapping(let failed)? = mapped?.networkError else { return XCTFail("\(String(describing: mapped))") }
            XCTAssertEqual(failed.data.count, big.count)
            XCTAssertTrue(mapped?.networkError?.description.contains("10485760 bytes") == true)
            assertNoToken(mapped?.networkError)
        }
    }

    func test_nonUTF8Body_mapString_isAStringMappingError() throws {
        try eachTransport {
            server.route("/users/latin1", reply: .init(status: 200, headers: ["Content-Type": "text/plain"], body: Data([0x63, 0x61, 0x66, 0xE9, 0xFF, 0xFE, 0x80])))
            let result = self.result(of: provider().rx.request(.user("latin1")).mapString())
            guard case .stringMapping(let response)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(response.data.count, 7)
            assertNoToken(result?.networkError)

            let decoded = self.result(of: provider().rx.request(.user("latin1")).map(Profile.self))
            guard case .jsonMapping? = decoded?.networkError else { return XCTFail("\(String(describing: decoded))") }
        }
    }

    func test_truncatedJSON_isAJSONMappingError_forMapJSON_andForDecodable() throws {
        try eachTransport {
            server.route("/users/cut", reply: .json(#"{"login":"cut","id":12,"repos":[1,2,"#))
            let json = result(of: provider().rx.request(.user("cut")).mapJSON())
            guard case .jsonMapping? = json?.networkError else { return XCTFail("\(String(describing: json))") }
            let model = result(of: provider().rx.request(.user("cut")).map(Profile.self, atKeyPath: "user"))
            guard case .jsonMapping? = model?.networkError else { return XCTFail("\(String(describing: model))") }
            assertNoToken(json?.networkError)
            assertNoToken(model?.networkError)
        }
    }

    func test_wrongContentType_HTMLInsteadOfJSON_isAJSONMappingError_namingTheContentType() throws {
        try eachTransport {
            server.route("/users/portal", reply: .init(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"],
                                                       body: Data("<html><body>Sign in to the Wi-Fi</body></html>".utf8)))
            let result = self.result(of: provider().rx.request(.user("portal")).map(Profile.self))
            guard case .jsonMapping? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertTrue(result?.networkError?.description.contains("text/html") == true, result?.networkError?.description ?? "")
            assertNoToken(result?.networkError)
        }
    }

    /// Documented behaviour: a redirect to another host is not followed; the provider
    /// delivers the 3xx response itself (validation or `filterSuccessfulStatusCodes` turn
    /// it into `.statusCode`), so the token never reaches the other host.
    func test_redirectToAnotherHost_isNotFollowed_theRedirectResponseIsDelivered() throws {
        try eachTransport {
            let other = try LoopbackServer()
            defer { other.stop() }
            other.route("/users/elsewhere", reply: .json(#"{"login":"elsewhere","id":3}"#))
            // Same machine, other host name and port: a different origin.
            let location = "http://localhost:\(other.port)/users/elsewhere"
            server.route("/users/moved", reply: .init(status: 302, headers: ["Location": location], body: Data()))
            let result = self.result(of: provider().rx.request(.user("moved")))
            let response = try XCTUnwrap(result?.value, "\(String(describing: result))")
            XCTAssertEqual(response.statusCode, 302)
            XCTAssertEqual(response.value(forHTTPHeaderField: "Location"), location)
            XCTAssertEqual(other.requests.count, 0, "the other host must not be contacted")

            let filtered = self.result(of: provider().rx.request(.user("moved")).filterSuccessfulStatusCodes())
            guard case .statusCode(let failed)? = filtered?.networkError else { return XCTFail("\(String(describing: filtered))") }
            XCTAssertEqual(failed.statusCode, 302)
            assertNoToken(filtered?.networkError)
            XCTAssertEqual(other.requests.count, 0)
        }
    }

    func test_redirectToTheSameHost_isFollowed() throws {
        try eachTransport {
            server.route("/users/old", reply: .init(status: 301, headers: ["Location": "/users/new"], body: Data()))
            server.route("/users/new", reply: .json(#"{"login":"new","id":4}"#))
            let result = self.result(of: provider().rx.request(.user("old")).map(Profile.self))
            XCTAssertEqual(result?.value?.login, "new")
        }
    }

    /// Documented behaviour: on Linux URLSession (libcurl) delivers headers up to its
    /// 100 KB limit; a bigger header fails the request with `.underlying` (URLError
    /// `.unknown`), promptly.
    func test_hugeResponseHeaders_largeOnesArrive_oversizedOnesAreATypedError() throws {
        try eachTransport {
            let large = String(repeating: "l", count: 32 * 1024)
            server.route("/users/large", reply: .json(#"{"login":"large","id":5}"#, headers: ["X-Large": large]))
            let delivered = result(of: provider().rx.request(.user("large")), timeout: 20)
            XCTAssertEqual(delivered?.value?.value(forHTTPHeaderField: "X-Large")?.count, large.count)

            let huge = String(repeating: "x", count: 512 * 1024)
            server.route("/users/huge", reply: .json(#"{"login":"huge","id":5}"#, headers: ["X-Huge": huge]))
            let result = self.result(of: provider().rx.request(.user("huge")), timeout: 20)
            guard case .underlying(let error, _)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(error.code, .unknown)
            XCTAssertTrue(result?.networkError?.description.contains("header") == true, result?.networkError?.description ?? "")
            assertNoToken(result?.networkError)
        }
    }

    func test_live429_withoutRetry_isAStatusCodeError_exposingRetryAfter() throws {
        try eachTransport {
            server.route("/users/limited", reply: .json(#"{"message":"slow down"}"#, status: 429, headers: ["Retry-After": "7", "X-RateLimit-Remaining": "0"]))
            let result = self.result(of: provider().rx.request(.user("limited")).filterSuccessfulStatusCodes())
            guard case .statusCode(let response)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(response.statusCode, 429)
            XCTAssertEqual(response.retryAfter(now: Date()) ?? -1, 7, accuracy: 1)
            XCTAssertTrue(result?.networkError?.description.contains("Retry-After") == true)
            assertNoToken(result?.networkError)
        }
    }

    func test_live429_withRetryAfter_waitsThenSucceeds() throws {
        try eachTransport {
            let hits = Collector<Date>()
            server.route("/users/busy") { _ in
                hits.append(Date())
                return hits.all.count == 1
                    ? .json(#"{"message":"slow down"}"#, status: 429, headers: ["Retry-After": "1"])
                    : .json(#"{"login":"busy","id":6}"#)
            }
            let policy = RetryPolicy(maxAttempts: 3, initialDelay: 0.01, jitter: 0)
            let result = self.result(of: provider().rx.request(.user("busy"), retry: policy).filterSuccessfulStatusCodes().map(Profile.self))
            XCTAssertEqual(result?.value?.login, "busy")
            let times = hits.all
            XCTAssertEqual(times.count, 2)
            if times.count == 2 { XCTAssertGreaterThanOrEqual(times[1].timeIntervalSince(times[0]), 0.9) }
        }
    }

    func test_live429_withARetryAfterBeyondTheLimit_givesUpAtOnce() throws {
        try eachTransport {
            server.route("/users/closed", reply: .json("{}", status: 429, headers: ["Retry-After": "86400"]))
            let started = Date()
            let result = self.result(of: provider().rx.request(.user("closed"), retry: RetryPolicy(maxAttempts: 3)).filterSuccessfulStatusCodes())
            guard case .statusCode(let response)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(response.statusCode, 429)
            XCTAssertLessThan(Date().timeIntervalSince(started), 5)
            XCTAssertEqual(server.requests.count, 1)
        }
    }
}
