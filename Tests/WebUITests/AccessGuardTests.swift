import BrowserSupport
import Foundation
import TestSupport
import XCTest
@testable import WebUI

/// The security rules of issue 27 over real loopback HTTP: Host, token exchange,
/// cookie, Origin on writes, and the headers every response carries.
final class AccessGuardTests: XCTestCase {
    private var site: GuardedTestServer!

    override func setUpWithError() throws {
        site = try GuardedTestServer()
    }

    override func tearDown() {
        site?.stop()
        site = nil
    }

    func test_foreignHost_isRefused_evenWithTheCookie() throws {
        // What a DNS-rebinding page sends: our address, its own name.
        let response = try site.get("/", headers: [("Host", "attacker.example:\(site.server.port)"), ("Cookie", site.cookie)])
        XCTAssertEqual(response.status, 421)
        XCTAssertTrue(response.text.contains("attacker.example"))
    }

    func test_loopbackHostOnAnotherPort_isRefused() throws {
        let response = try site.get("/", headers: [("Host", "127.0.0.1:1"), ("Cookie", site.cookie)])
        XCTAssertEqual(response.status, 421)
    }

    func test_missingHost_isRefused() throws {
        let response = try site.get("/", headers: [("Cookie", site.cookie)])
        XCTAssertNotEqual(response.status, 200)
    }

    func test_localhostAndIPv6Names_areAccepted() throws {
        for host in ["localhost:\(site.server.port)", "[::1]:\(site.server.port)", "127.0.0.1:\(site.server.port)"] {
            XCTAssertEqual(try site.get("/", headers: [("Host", host), ("Cookie", site.cookie)]).status, 200, host)
        }
    }

    func test_noTokenAndNoCookie_isRefusedWithWhatToDo() throws {
        let response = try site.get("/", headers: [("Host", site.host)])
        XCTAssertEqual(response.status, 403)
        XCTAssertTrue(response.text.contains("address the app printed"))
    }

    func test_wrongCookie_isRefused() throws {
        let response = try site.get("/", headers: [("Host", site.host), ("Cookie", "\(site.accessGuard.cookieName)=\(AccessToken().value)")])
        XCTAssertEqual(response.status, 403)
    }

    func test_token_isExchangedForAStrictHttpOnlyCookie_andLeavesTheURL() throws {
        let token = site.accessGuard.token.value
        let response = try site.get("/repos/swift?token=\(token)", headers: [("Host", site.host)])
        XCTAssertEqual(response.status, 303)
        XCTAssertEqual(response.header("Location"), "/repos/swift")
        let cookie = try XCTUnwrap(response.header("Set-Cookie"))
        XCTAssertTrue(cookie.hasPrefix("\(site.accessGuard.cookieName)=\(site.accessGuard.sessionSecret.value);"), cookie)
        XCTAssertTrue(cookie.contains("HttpOnly"))
        XCTAssertTrue(cookie.contains("SameSite=Strict"))
        XCTAssertTrue(cookie.contains("Path=/"))
        XCTAssertFalse(cookie.contains(token), "the cookie is not the token")
        // The cookie it set opens the page.
        let value = String(cookie.split(separator: ";")[0])
        XCTAssertEqual(try site.get("/repos/swift", headers: [("Host", site.host), ("Cookie", value)]).status, 200)
    }

    func test_wrongToken_isRefused_andSetsNoCookie() throws {
        let response = try site.get("/?token=\(AccessToken().value)", headers: [("Host", site.host)])
        XCTAssertEqual(response.status, 403)
        XCTAssertNil(response.header("Set-Cookie"))
    }

    func test_tokens_are128RandomBits() {
        let tokens = Set((0..<100).map { _ in AccessToken().value })
        XCTAssertEqual(tokens.count, 100)
        XCTAssertTrue(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        XCTAssertNotEqual(site.accessGuard.token, site.accessGuard.sessionSecret)
    }

    func test_tokenComparison_needsEveryCharacter() {
        let token = AccessToken(value: "00112233445566778899aabbccddeeff")
        XCTAssertTrue(token.matches("00112233445566778899aabbccddeeff"))
        XCTAssertFalse(token.matches("00112233445566778899aabbccddeefe"))
        XCTAssertFalse(token.matches("00112233445566778899aabbccddeeff0"))
        XCTAssertFalse(token.matches(""))
        XCTAssertFalse(token.matches(nil))
    }

    func test_postWithOurOrigin_isServed() throws {
        XCTAssertEqual(try site.post("/echo", origin: "http://\(site.host)").status, 200)
    }

    func test_postWithAForeignOrigin_isRefused() throws {
        let response = try site.post("/echo", origin: "http://attacker.example")
        XCTAssertEqual(response.status, 403)
        XCTAssertTrue(response.text.contains("attacker.example"))
        XCTAssertEqual(try site.post("/echo", origin: "http://127.0.0.1:1").status, 403)
        XCTAssertEqual(try site.post("/echo", origin: "null").status, 403)
    }

    func test_postWithoutOrigin_isRefused() throws {
        let response = try site.post("/echo", origin: nil)
        XCTAssertEqual(response.status, 403)
        XCTAssertTrue(response.text.contains("none given"))
    }

    func test_otherMethods_areRefused() throws {
        let response = try RawHTTPConnection.exchange(port: site.server.port, "DELETE", "/", headers: site.signedIn)
        XCTAssertEqual(response.status, 405)
    }

    func test_everyResponse_carriesTheSecurityHeaders_refusalsToo() throws {
        let responses = [
            try site.get("/"),
            try site.get("/", headers: [("Host", site.host)]),
            try site.get("/", headers: [("Host", "evil.example")]),
            try site.get("/?token=\(site.accessGuard.token.value)", headers: [("Host", site.host)]),
        ]
        for response in responses {
            let policy = try XCTUnwrap(response.header("Content-Security-Policy"), "status \(response.status)")
            XCTAssertTrue(policy.contains("default-src 'self'"))
            XCTAssertTrue(policy.contains("img-src 'self'"))
            XCTAssertTrue(policy.contains("frame-ancestors 'none'"))
            XCTAssertFalse(policy.contains("unsafe-inline"))
            XCTAssertFalse(policy.contains("unsafe-eval"))
            XCTAssertEqual(response.header("X-Content-Type-Options"), "nosniff")
            XCTAssertEqual(response.header("Referrer-Policy"), "no-referrer")
        }
    }
}
