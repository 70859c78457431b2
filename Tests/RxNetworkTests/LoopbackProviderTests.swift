import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP

/// The provider against a real HTTP server on 127.0.0.1, on each transport.
final class LoopbackProviderTests: LoopbackTestCase {

    func test_200WithJSON_decodesTheModel_andSendsHeaders() throws {
        try eachTransport {
            server.route("/users/octocat", reply: .json(#"{"login":"octocat","id":583231}"#))
            let provider = Provider<TestAPI>(transport: transport, plugins: [AccessTokenPlugin { _ in "tok" }])
            let result = self.result(of: provider.rx.request(.user("octocat")).filterSuccessfulStatusCodes().map(Profile.self))
            XCTAssertEqual(result?.value, Profile(login: "octocat", id: 583231))
            let seen = try XCTUnwrap(server.requests.first)
            XCTAssertEqual(seen.method, "GET")
            XCTAssertEqual(seen.header("Authorization"), "Bearer tok")
            XCTAssertEqual(seen.header("Accept"), "application/json")
        }
    }

    func test_requestsSentWithoutAURLRequest_reportTheRequestTheirEndpointMakes() throws {
        // On libcurl without plugins, request closure or replay, the provider sends the
        // endpoint's parts; the response's request is built when read, and must be the same.
        try eachTransport([.curl]) {
            server.route("/users/octocat", reply: .json("{}"))
            server.route("/items", reply: .json("{}", status: 201))
            let provider = Provider<TestAPI>(transport: transport)
            for target in [TestAPI.user("octocat"), .raw(Data("x=1".utf8))] {
                // Made from the target (the default endpoint closure) or from its endpoint: the same.
                let fromTarget = try XCTUnwrap(Endpoint.httpRequest(for: target), "\(target) goes without a URLRequest")
                let fromEndpoint = try XCTUnwrap(Endpoint.defaultMapping(for: target).httpRequest())
                XCTAssertEqual(fromTarget.urlString, fromEndpoint.urlString)
                XCTAssertEqual(fromTarget.url, fromEndpoint.url)
                XCTAssertEqual(fromTarget.method, fromEndpoint.method)
                XCTAssertEqual(fromTarget.headerFields, fromEndpoint.headerFields)
                XCTAssertEqual(fromTarget.body, fromEndpoint.body)
                let response = try XCTUnwrap(result(of: provider.rx.request(target))?.value, "\(target)")
                let expected = try Endpoint.defaultMapping(for: target).urlRequest()
                let request = try XCTUnwrap(response.request)
                XCTAssertEqual(request.url, expected.url)
                XCTAssertEqual(request.httpMethod, expected.httpMethod)
                XCTAssertEqual(request.allHTTPHeaderFields, expected.allHTTPHeaderFields)
                XCTAssertEqual(request.httpBody, expected.httpBody)
            }
            let seen = server.requests
            XCTAssertEqual(seen.map(\.method), ["GET", "POST"])
            XCTAssertEqual(seen.first?.header("Accept"), "application/json")
            XCTAssertEqual(seen.last.map { String(decoding: $0.body, as: UTF8.self) }, "x=1")
        }
    }

    func test_postJSONBody_andQueryParameters_reachTheServer() throws {
        try eachTransport {
            server.route("/items", reply: .json("{}", status: 201))
            server.route("/search", reply: .json("[]"))
            let provider = Provider<TestAPI>(transport: transport)
            XCTAssertEqual(result(of: provider.rx.request(.create(name: "n")))?.value?.statusCode, 201)
            XCTAssertEqual(result(of: provider.rx.request(.search(query: "a b", page: 3)))?.value?.statusCode, 200)
            let requests = server.requests
            XCTAssertEqual(requests.count, 2)
            XCTAssertEqual(requests.first?.method, "POST")
            XCTAssertEqual(requests.first.map { String(decoding: $0.body, as: UTF8.self) }, #"{"name":"n"}"#)
            XCTAssertEqual(requests.last?.target, "/search?page=3&q=a%20b")
        }
    }

    func test_404_failsWithStatusCode_throughFilterSuccessfulStatusCodes() throws {
        try eachTransport {
            let provider = Provider<TestAPI>(transport: transport)
            let result = self.result(of: provider.rx.request(.user("nobody")).filterSuccessfulStatusCodes())
            guard case .statusCode(let response)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(response.statusCode, 404)
            XCTAssertEqual(try? response.mapString(atKeyPath: "message"), "Not Found")
        }
    }

    func test_malformedJSON_failsWithObjectMapping_namingTheKeyPath() throws {
        try eachTransport {
            server.route("/users/bad", reply: .json(#"{"data":{"user":{"login":"bad","id":null}}}"#))
            let provider = Provider<TestAPI>(transport: transport)
            let result = self.result(of: provider.rx.request(.user("bad")).map(Profile.self, atKeyPath: "data.user"))
            guard case .objectMapping(_, let keyPath, _)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(keyPath, "data.user.id")

            server.route("/users/truncated", reply: .json(#"{"login":"tr"#))
            let truncated = self.result(of: provider.rx.request(.user("truncated")).map(Profile.self))
            guard case .jsonMapping? = truncated?.networkError else { return XCTFail("\(String(describing: truncated))") }
        }
    }

    func test_slowResponse_withinTheTimeout_succeeds() throws {
        try eachTransport {
            server.route("/users/slow", reply: .json(#"{"login":"slow","id":2}"#, delay: 0.3))
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 5)
            XCTAssertEqual(result(of: provider.rx.request(.user("slow")).map(Profile.self))?.value?.login, "slow")
        }
    }

    func test_timeout_failsWithTimedOut_andClosesTheConnection() throws {
        try eachTransport {
            let closed = expectation(description: "server saw the client close")
            server.whenClientCloses { _ in closed.fulfill() }
            server.route("/users/stuck", reply: .json("{}", delay: 30))
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 0.3)
            let result = self.result(of: provider.rx.request(.user("stuck")))
            guard case .underlying(let error, _)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(error.code, .timedOut)
            wait(for: [closed], timeout: 10)
        }
    }

    func test_disposingMidRequest_cancelsTheTask_andTheServerSeesTheClose() throws {
        try eachTransport {
            let arrived = expectation(description: "request reached the server")
            let closed = expectation(description: "server saw the client close")
            server.whenClientCloses { _ in closed.fulfill() }
            server.route("/users/hang") { _ in
                arrived.fulfill()
                return .json("{}", delay: 30)
            }
            let activity = Collector<NetworkActivityChangeType>()
            let provider = Provider<TestAPI>(transport: transport, plugins: [NetworkActivityPlugin { change, _ in activity.append(change) }])
            let delivered = Collector<String>()
            let subscription = provider.rx.request(.user("hang")).subscribe(
                onSuccess: { _ in delivered.append("success") },
                onFailure: { delivered.append("failure \($0)") })
            wait(for: [arrived], timeout: 10)
            subscription.dispose()
            wait(for: [closed], timeout: 10)
            XCTAssertEqual(server.clientClosedPaths, ["/users/hang"])
            XCTAssertEqual(delivered.all, [])
            XCTAssertEqual(activity.all, [.began, .ended])
        }
    }

    func test_twoHundredConcurrentRequests_allSucceed() throws {
        try eachTransport {
            server.route("/users/many") { request in .json(#"{"login":"many","id":\#(request.target.count)}"#) }
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 30)
            let count = 200
            let done = expectation(description: "all finished")
            done.expectedFulfillmentCount = count
            let outcomes = Collector<Bool>()
            let bag = DisposeBag()
            for _ in 0..<count {
                provider.rx.request(.user("many")).filterSuccessfulStatusCodes().map(Profile.self)
                    .subscribe(onSuccess: { _ in outcomes.append(true); done.fulfill() },
                               onFailure: { _ in outcomes.append(false); done.fulfill() })
                    .disposed(by: bag)
            }
            wait(for: [done], timeout: 60)
            XCTAssertEqual(outcomes.all.count, count)
            XCTAssertTrue(outcomes.all.allSatisfy { $0 })
            XCTAssertEqual(server.requests.count, count)
        }
    }

    func test_connectionRefused_isUnderlyingWithAdvice() throws {
        try eachTransport {
            let port = server.port
            server.stop()
            TestAPI.base = URL(string: "http://127.0.0.1:\(port)")!
            let result = self.result(of: Provider<TestAPI>(transport: transport).rx.request(.user("a")))
            guard case .underlying(let error, _)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
            XCTAssertEqual(error.code, .cannotConnectToHost)
            XCTAssertTrue(result?.networkError?.description.contains("server is running") == true)
        }
    }
}
