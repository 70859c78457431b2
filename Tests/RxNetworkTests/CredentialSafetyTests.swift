import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP

/// Credentials stay with their owner: never over plain HTTP except to this machine, a
/// bound token never to another origin, never in a log cut short, never in `dump`.
final class CredentialSafetyTests: NetworkTestCase {
    /// One GET of `path` at `baseURL`.
    private struct Target: TargetType {
        let baseURL: URL
        var path: String = "/items"
        var method: RxNetwork.Method { .get }
        var task: RequestTask { .requestPlain }
        var headers: [String: String]? { nil }
    }

    private var server: LoopbackServer!
    private var otherServer: LoopbackServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        checksResources = false
        server = try LoopbackServer()
        otherServer = try LoopbackServer()
        server.route("/items", reply: .json("[]"))
        otherServer.route("/items", reply: .json("[]"))
    }

    override func tearDown() {
        server?.stop()
        otherServer?.stop()
        super.tearDown()
    }

    private func send(_ plugins: [PluginType], to baseURL: URL) -> Result<Response, Error>? {
        result(of: Provider<Target>(plugins: plugins).rx.request(Target(baseURL: baseURL)))
    }

    private func refusal(_ result: Result<Response, Error>?) -> String? {
        guard case .credentialsRefused(let reason)? = result?.networkError else { return nil }
        return reason
    }

    // MARK: - Plain HTTP

    func test_aBearerToken_overPlainHTTP_toAnotherMachine_isRefused_beforeAnythingIsSent() {
        let result = send([AccessTokenPlugin { _ in "SECRET-TOKEN" }], to: URL(string: "http://192.0.2.1:9")!)
        let reason = refusal(result)
        XCTAssertEqual(reason?.contains("http://192.0.2.1:9 over plain http://"), true, "\(String(describing: result))")
        XCTAssertEqual(reason?.contains("https://"), true)
        XCTAssertFalse(result?.networkError?.description.contains("SECRET-TOKEN") ?? true)
    }

    func test_basicAuth_andAPIKeyHeaders_overPlainHTTP_areRefusedToo() {
        XCTAssertNotNil(refusal(send([BasicAuthPlugin(user: "u", password: "SECRET")], to: URL(string: "http://api.example.com")!)))
        struct KeyHeader: PluginType {
            func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
                var request = request
                request.setValue("SECRET", forHTTPHeaderField: "X-Api-Key")
                return request
            }
        }
        XCTAssertNotNil(refusal(send([KeyHeader()], to: URL(string: "http://api.example.com")!)))
        XCTAssertNotNil(refusal(send([], to: URL(string: "http://user:SECRET@api.example.com")!)), "a password in the URL")
    }

    func test_credentialsInTheTargetsOwnHeaders_withoutPlugins_areRefusedOverPlainHTTP() {
        // No plugin: the provider sends the endpoint without a URLRequest, and checks it all the same.
        struct Keyed: TargetType {
            let baseURL: URL
            var path: String { "/items" }
            var method: RxNetwork.Method { .get }
            var task: RequestTask { .requestPlain }
            var headers: [String: String]? { ["Authorization": "Bearer SECRET-TOKEN"] }
        }
        let target = Keyed(baseURL: URL(string: "http://api.example.com")!)
        XCTAssertNotNil(Endpoint.defaultMapping(for: target).httpRequest())
        let result = result(of: Provider<Keyed>().rx.request(target))
        guard case .credentialsRefused? = result?.networkError else { return XCTFail("\(String(describing: result))") }
    }

    func test_userInfoInTheURL_isFoundOnlyInTheAuthority() throws {
        func request(_ text: String) throws -> HTTPRequest {
            HTTPRequest(url: try XCTUnwrap(URL(string: text)), urlString: text, method: "GET", headerFields: [:], body: nil)
        }
        for text in ["http://u@h/", "HTTPS://u:p@h:1/x", "http://:p@h"] {
            XCTAssertTrue(try request(text).mayHaveUserInfo, text)
            XCTAssertTrue(CredentialPolicy.carriesCredentials(try request(text)), text)
        }
        for text in ["http://h/a@b", "http://h?x=a@b", "http://h#@", "http://h", "http://h:80/"] {
            XCTAssertFalse(try request(text).mayHaveUserInfo, text)
            XCTAssertFalse(CredentialPolicy.carriesCredentials(try request(text)), text)
        }
    }

    func test_plainHTTP_toThisMachine_andRequestsWithoutCredentials_go() throws {
        XCTAssertEqual(send([AccessTokenPlugin { _ in "tok" }], to: server.baseURL)?.value?.statusCode, 200)
        XCTAssertEqual(server.requests.last?.header("Authorization"), "Bearer tok")
        let localhost = try XCTUnwrap(URL(string: "http://localhost:\(server.port)"))
        XCTAssertEqual(send([AccessTokenPlugin { _ in "tok" }], to: localhost)?.value?.statusCode, 200)
        XCTAssertEqual(server.requests.count, 2)
    }

    // MARK: - Bound to an origin

    func test_aTokenBoundToAnOrigin_goesThere_andIsRefusedEverywhereElse() throws {
        let origin = try XCTUnwrap(Origin(server.baseURL))
        let bound = AccessTokenPlugin(origin: origin) { _ in "SECRET-TOKEN" }
        XCTAssertEqual(send([bound], to: server.baseURL)?.value?.statusCode, 200)
        XCTAssertEqual(server.requests.last?.header("Authorization"), "Bearer SECRET-TOKEN")

        let result = send([bound], to: otherServer.baseURL)
        XCTAssertEqual(refusal(result), "the token for \(origin) is not sent to http://127.0.0.1:\(otherServer.port)")
        XCTAssertTrue(otherServer.requests.isEmpty, "the other server heard nothing")
    }

    func test_basicCredentialsBoundToAnOrigin_areRefusedElsewhere() throws {
        let bound = BasicAuthPlugin(user: "key", password: "SECRET", origin: try XCTUnwrap(Origin(server.baseURL)))
        XCTAssertEqual(send([bound], to: server.baseURL)?.value?.statusCode, 200)
        XCTAssertNotNil(refusal(send([bound], to: otherServer.baseURL)))
        XCTAssertTrue(otherServer.requests.isEmpty)
    }

    // MARK: - Origins

    func test_origins_fillDefaultPorts_andIgnoreCase() throws {
        XCTAssertEqual(Origin(URL(string: "HTTPS://API.Example.com/x")!), Origin(URL(string: "https://api.example.com:443/y")!))
        XCTAssertNotEqual(Origin(URL(string: "https://api.example.com")!), Origin(URL(string: "http://api.example.com")!))
        XCTAssertNotEqual(Origin(URL(string: "https://api.example.com")!), Origin(URL(string: "https://api.example.com:8443")!))
        XCTAssertEqual(Origin(URL(string: "http://[::1]:8080")!)?.description, "http://[::1]:8080")
        XCTAssertNil(Origin(URL(string: "file:///etc/passwd")!))
    }

    func test_loopback_isLocalhost_127Slash8_andIPv6One_only() {
        for text in ["http://localhost", "http://127.0.0.1", "http://127.1.2.3:8", "http://[::1]", "http://[::ffff:127.0.0.1]", "http://app.localhost"] {
            XCTAssertEqual(Origin(URL(string: text)!)?.isLoopback, true, text)
        }
        for text in ["http://128.0.0.1", "http://127.0.0.1.evil.example", "http://localhost.evil.example", "http://[::2]", "http://10.0.0.1"] {
            XCTAssertEqual(Origin(URL(string: text)!)?.isLoopback, false, text)
        }
    }

    // MARK: - Logs and dumps

    func test_theLoggersBodyRedaction_hidesATokenCutBeforeItsClosingQuote() {
        let token = "TOKEN" + String(repeating: "x", count: 2_000)
        for body in [#"{"access_token":"\#(token)"}"#, #"{"token_type":"bearer","access_token": "\#(token)"}"#,
                     #"{"password":"ab\"c\#(token)"}"#] {
            let logged = NetworkLoggerPlugin.redactedBody(Data(body.utf8))
            XCTAssertFalse(logged.contains("TOKEN"), logged)
            XCTAssertFalse(logged.contains("xxxx"), logged)
        }
        // Cut right after an escape: the lone backslash at the end must not stop the redaction.
        let escaped = #"{"secret":""# + String(repeating: "y", count: 1_000 - 12) + #"\"#
        XCTAssertFalse(NetworkLoggerPlugin.redactedBody(Data((escaped + "zzz\"}").utf8)).contains("yyy"))
        XCTAssertTrue(NetworkLoggerPlugin.redactedBody(Data(#"{"name":"visible"}"#.utf8)).contains("visible"))
    }

    func test_aMemoryTokenStore_neverPrintsItsToken() throws {
        let store = MemoryTokenStore(token: "SECRET-TOKEN", scope: TokenScope(origin: try XCTUnwrap(Origin(server.baseURL)), client: "key"))
        var dumped = ""
        dump(store, to: &dumped)
        for text in [dumped, "\(store)", String(reflecting: store)] {
            XCTAssertFalse(text.contains("SECRET-TOKEN"), text)
        }
        XCTAssertEqual(store.token(for: TokenScope(origin: try XCTUnwrap(Origin(server.baseURL)), client: "key")), "SECRET-TOKEN")
    }

    // MARK: - API keys in the query

    private func keyPlugin(boundTo url: URL) throws -> APIKeyQueryPlugin {
        APIKeyQueryPlugin(parameter: "appid", origin: try XCTUnwrap(Origin(url))) { _ in "SECRET KEY&1" }
    }

    func test_aQueryKey_goesOnlyToItsOrigin_appendedToTheQuery() throws {
        XCTAssertEqual(try send([try keyPlugin(boundTo: server.baseURL)], to: server.baseURL)?.get().statusCode, 200)
        XCTAssertEqual(server.requests.first?.target, "/items?appid=SECRET%20KEY%261")
        let reason = refusal(send([try keyPlugin(boundTo: server.baseURL)], to: otherServer.baseURL))
        XCTAssertEqual(reason, "the API key for http://127.0.0.1:\(server.port) is not sent to http://127.0.0.1:\(otherServer.port)")
        XCTAssertTrue(otherServer.requests.isEmpty, "nothing was sent")
    }

    func test_aQueryKey_overPlainHTTPToAnotherMachine_isRefused_beforeAnythingIsSent() throws {
        let remote = try XCTUnwrap(URL(string: "http://192.0.2.1:9"))
        let result = send([try keyPlugin(boundTo: remote)], to: remote)
        XCTAssertEqual(refusal(result), "the API key for http://192.0.2.1:9 is only sent over https:// (or plain http:// to this machine); use an https:// URL")
        XCTAssertFalse(result?.networkError?.description.contains("SECRET") ?? true)
    }

    func test_aQueryKeyAlreadyThere_isReplaced_theRestOfTheURLKept_andNoKeyChangesNothing() throws {
        let origin = try XCTUnwrap(Origin(server.baseURL))
        let request = URLRequest(url: try XCTUnwrap(URL(string: "\(server.baseURL.absoluteString)/x?appid=old&q=New%20York%2CNY")))
        let target = Target(baseURL: server.baseURL)
        XCTAssertEqual(APIKeyQueryPlugin(parameter: "appid", origin: origin) { _ in "new" }.prepare(request, target: target).url?.query,
                       "q=New%20York%2CNY&appid=new")
        let keyless = APIKeyQueryPlugin(parameter: "appid", origin: origin) { _ in nil }
        XCTAssertEqual(keyless.prepare(request, target: target).url, request.url)
        XCTAssertNil(keyless.refusal(of: request, target: target))
    }
}
