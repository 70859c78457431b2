import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork

/// TLS on `CurlTransport` against `openssl s_server` with a certificate made for the test:
/// verification is on (a certificate nobody vouches for, or one for another host, fails
/// with a clear error), and HTTP/1.1 connections are kept alive over TLS.
final class CurlTLSTests: NetworkTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        // Real threads release sinks just after delivery; the stub tests check leaks.
        checksResources = false
    }

    func test_certificateTrustedForThisTest_twoRequestsShareOneTLSConnection() throws {
        let server = try OpenSSLServer()
        defer { server.stop() }
        TestAPI.base = try XCTUnwrap(URL(string: "https://127.0.0.1:\(server.port)"))
        let provider = Provider<TestAPI>(transport: CurlTransport(trustedCertificatesFile: server.certificateFile))
        for (id, name) in ["first", "second"].enumerated() {
            let box = ResultBox<Profile>()
            let done = DispatchSemaphore(value: 0)
            let subscription = provider.rx.request(.user(name)).map(Profile.self).subscribe { box.set($0); done.signal() }
            defer { subscription.dispose() }
            // s_server accepts one connection: the second request arrives only if it
            // went over the first one's.
            let head = try XCTUnwrap(server.nextRequestHead(timeout: 10), "request \(name) never reached the server")
            XCTAssertTrue(head.hasPrefix("GET /users/\(name) HTTP/1.1\r\n"), head)
            server.reply(json: #"{"login":"\#(name)","id":\#(id)}"#)
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "no answer to \(name)")
            XCTAssertEqual(box.value?.value, Profile(login: name, id: id))
        }
    }

    func test_certificateForAnotherHost_failsWithAClearError() throws {
        let server = try OpenSSLServer()
        defer { server.stop() }
        // The certificate names 127.0.0.1; "localhost" reaches the same server.
        TestAPI.base = try XCTUnwrap(URL(string: "https://localhost:\(server.port)"))
        let provider = Provider<TestAPI>(transport: CurlTransport(trustedCertificatesFile: server.certificateFile))
        let outcome = result(of: provider.rx.request(.user("a")), timeout: 15)
        guard case .underlying(let error, nil)? = outcome?.networkError else { return XCTFail("\(String(describing: outcome))") }
        XCTAssertEqual(error.code, .serverCertificateUntrusted)
        let message = outcome?.networkError?.description ?? ""
        XCTAssertTrue(message.contains("certificate was refused: it is not valid for this host name"), message)
        XCTAssertTrue(message.contains("cannot be turned off"), message)
    }

    func test_selfSignedCertificate_isRefusedByTheSystemsAuthorities() throws {
        let server = try OpenSSLServer()
        defer { server.stop() }
        TestAPI.base = try XCTUnwrap(URL(string: "https://127.0.0.1:\(server.port)"))
        let outcome = result(of: Provider<TestAPI>(transport: CurlTransport()).rx.request(.user("a")), timeout: 15)
        guard case .underlying(let error, nil)? = outcome?.networkError else { return XCTFail("\(String(describing: outcome))") }
        XCTAssertEqual(error.code, .serverCertificateHasUnknownRoot)
        XCTAssertTrue(outcome?.networkError?.description.contains("no certificate authority this system trusts") == true,
                      outcome?.networkError?.description ?? "")
    }
}
