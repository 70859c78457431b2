import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP

/// An API key in the query (`appid`): only on requests to its origin, never over plain
/// HTTP to another machine, the rest of the URL untouched, and redacted in messages.
final class APIKeyQueryPluginTests: NetworkTestCase {
    private struct Target: TargetType {
        let baseURL: URL
        var path: String { "/data/2.5/weather" }
        var method: RxNetwork.Method { .get }
        var task: RequestTask { .requestParameters(parameters: ["q": "New York,NY"], encoding: URLEncoding.queryString) }
        var headers: [String: String]? { nil }
    }

    private var server: LoopbackServer!
    private var otherServer: LoopbackServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        checksResources = false
        server = try LoopbackServer()
        otherServer = try LoopbackServer()
        server.route("/data/2.5/weather", reply: .json("{}"))
        otherServer.route("/data/2.5/weather", reply: .json("{}"))
    }

    override func tearDown() {
        server.stop()
        otherServer.stop()
        super.tearDown()
    }

    private func plugin(boundTo url: URL) throws -> APIKeyQueryPlugin {
        APIKeyQueryPlugin(parameter: "appid", origin: try XCTUnwrap(Origin(url))) { _ in "SECRET KEY&1" }
    }

    func test_theKey_goesIntoTheQuery_ofRequestsToItsOrigin_theRestUnchanged() throws {
        let result = self.result(of: Provider<Target>(plugins: [try plugin(boundTo: server.baseURL)]).rx.request(Target(baseURL: server.baseURL)))
        XCTAssertEqual(try result?.get().statusCode, 200)
        XCTAssertEqual(server.requests.first?.target, "/data/2.5/weather?q=New%20York%2CNY&appid=SECRET%20KEY%261")
        XCTAssertEqual(server.requests.first?.queryItems["appid"], "SECRET KEY&1")
    }

    func test_aRequestToAnotherOrigin_isRefused_withoutTheKey() throws {
        let result = self.result(of: Provider<Target>(plugins: [try plugin(boundTo: server.baseURL)]).rx.request(Target(baseURL: otherServer.baseURL)))
        guard case .credentialsRefused(let reason)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
        XCTAssertTrue(reason.hasPrefix("the API key for http://127.0.0.1:\(server.port) is not sent to http://127.0.0.1:\(otherServer.port)"), reason)
        XCTAssertTrue(otherServer.requests.isEmpty, "nothing was sent")
    }

    func test_plainHTTPToAnotherMachine_isRefused_beforeAnythingIsSent() throws {
        let remote = try XCTUnwrap(URL(string: "http://192.0.2.1:9"))
        let result = self.result(of: Provider<Target>(plugins: [try plugin(boundTo: remote)]).rx.request(Target(baseURL: remote)))
        guard case .credentialsRefused(let reason)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
        XCTAssertEqual(reason, "the API key for http://192.0.2.1:9 is only sent over https:// (or plain http:// to this machine); use an https:// URL")
        XCTAssertFalse(result?.networkError?.description.contains("SECRET") ?? true)
    }

    func test_aKeyAlreadyInTheQuery_isReplaced_andNoKeyLeavesTheRequestAlone() throws {
        let origin = try XCTUnwrap(Origin(server.baseURL))
        let request = URLRequest(url: try XCTUnwrap(URL(string: "\(server.baseURL.absoluteString)/x?appid=old&q=a")))
        let target = Target(baseURL: server.baseURL)
        XCTAssertEqual(APIKeyQueryPlugin(parameter: "appid", origin: origin) { _ in "new" }.prepare(request, target: target).url?.query, "q=a&appid=new")
        XCTAssertEqual(APIKeyQueryPlugin(parameter: "appid", origin: origin) { _ in nil }.prepare(request, target: target).url, request.url)
        XCTAssertNil(APIKeyQueryPlugin(parameter: "appid", origin: origin) { _ in nil }.refusal(of: request, target: target))
    }
}
