import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork
import RxTesting
import XCTest

/// `URLTarget`: a GET of the whole URL as given (query and all), with the `Accept` asked
/// for, and the status codes its caller wants the provider to refuse.
final class URLTargetTests: XCTestCase {
    func test_request_isAGetOfTheWholeURL_withItsAccept() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/feeds/all.atom.xml?lang=en&x=%2F"))
        let request = try Endpoint.defaultMapping(for: URLTarget(url: url, accept: "application/atom+xml")).urlRequest()
        XCTAssertEqual(request.url, url)
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/atom+xml")
        XCTAssertNil(request.httpBody)
    }

    func test_withoutAccept_sendsNone_andAcceptsEveryStatus() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/a/b.png"))
        let target = URLTarget(url: url)
        XCTAssertNil(target.headers)
        XCTAssertEqual(target.validationType, .none)
        XCTAssertEqual(URLTarget(url: url, validationType: .successCodes).validationType, .successCodes)
        XCTAssertNotEqual(target, URLTarget(url: url, accept: "image/png"))
    }

    /// The status codes a server answering 404 gives through a provider, for `target`.
    private func events(_ target: URLTarget) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<URLTarget>(endpointClosure: { target in
            Endpoint(url: target.url.absoluteString, sampleResponseClosure: { .networkResponse(404, Data()) },
                     method: target.method, task: target.task, httpHeaderFields: target.headers)
        }, stubClosure: Provider.immediatelyStub, scheduler: scheduler)
        return scheduler.start { provider.rx.request(target).map(\.statusCode).asObservable() }.events
    }

    func test_aRefusedStatus_failsWithStatusCode_whenOnlySuccessIsAsked() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/missing.png"))
        let refused = events(URLTarget(url: url, validationType: .successCodes))
        guard case .error(NetworkError.statusCode(let response)) = refused.first?.value else { return XCTFail("\(refused)") }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(events(URLTarget(url: url)).first?.value.element, 404, "every status by default")
    }
}
