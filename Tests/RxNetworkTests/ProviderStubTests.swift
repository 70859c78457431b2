import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxTesting
@testable import RxNetwork

final class ProviderStubTests: NetworkTestCase {
    override func setUp() {
        super.setUp()
        TestAPI.base = URL(string: "https://api.example.com")!
    }

    func test_immediateStub_succeedsOnSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.immediatelyStub, scheduler: scheduler)
        let res = scheduler.start { provider.rx.request(.user("octocat")).map(Profile.self).asObservable() }
        XCTAssertEqual(res.events, [.next(200, Profile(login: "octocat", id: 1)), .completed(200)])
    }

    func test_delayedStub_answersAfterTheDelayInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(30), scheduler: scheduler, requestTimeout: nil)
        let res = scheduler.start { provider.rx.request(.user("a")).map { $0.statusCode }.asObservable() }
        XCTAssertEqual(res.events, [.next(230, 200), .completed(230)])
    }

    func test_delayedStub_disposedBeforeTheDelay_emitsNothing_andEndsActivity() {
        let scheduler = TestScheduler(initialClock: 0)
        let activity = Collector<NetworkActivityChangeType>()
        let plugin = NetworkActivityPlugin { change, _ in activity.append(change) }
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(900), scheduler: scheduler, plugins: [plugin], requestTimeout: nil)
        let res = scheduler.start(disposed: 500) { provider.rx.request(.user("a")).asObservable() }
        XCTAssertTrue(res.events.isEmpty)
        XCTAssertEqual(activity.all, [.began, .ended])
    }

    func test_stubNetworkError_becomesUnderlying() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(
            endpointClosure: { target in
                Endpoint(url: URL(target: target).absoluteString, sampleResponseClosure: { .networkError(URLError(.notConnectedToInternet)) },
                         method: target.method, task: target.task, httpHeaderFields: target.headers)
            },
            stubClosure: Provider.immediatelyStub, scheduler: scheduler)
        let res = scheduler.start { provider.rx.request(.user("a")).asObservable() }
        XCTAssertEqual(res.events.count, 1)
        guard case .error(NetworkError.underlying(let urlError, nil)) = res.events.first?.value else { return XCTFail("\(res.events)") }
        XCTAssertEqual(urlError.code, .notConnectedToInternet)
    }

    func test_validationType_rejectsOtherStatusCodes() {
        struct Strict: TargetType {
            var baseURL: URL { URL(string: "https://api.example.com")! }
            var path: String { "/x" }
            var method: RxNetwork.Method { .get }
            var task: RequestTask { .requestPlain }
            var validationType: ValidationType { .successCodes }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<Strict>(
            endpointClosure: { Endpoint.defaultMapping(for: $0).replacingSample(.networkResponse(500, Data())) },
            stubClosure: Provider.immediatelyStub, scheduler: scheduler)
        let res = scheduler.start { provider.rx.request(Strict()).asObservable() }
        guard case .error(NetworkError.statusCode(let response)) = res.events.first?.value else { return XCTFail("\(res.events)") }
        XCTAssertEqual(response.statusCode, 500)
    }

    func test_requestTimeout_failsWithTimedOut_inVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let provider = Provider<TestAPI>(stubClosure: Provider.delayedStub(100), scheduler: scheduler, requestTimeout: 20)
        let res = scheduler.start { provider.rx.request(.user("a")).asObservable() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 220)
        guard case .error(NetworkError.underlying(let urlError, _)) = res.events.first?.value else { return XCTFail("\(res.events)") }
        XCTAssertEqual(urlError.code, .timedOut)
    }

    func test_requestClosureFailure_isDeliveredWithoutSending() {
        let scheduler = TestScheduler(initialClock: 0)
        let activity = Collector<NetworkActivityChangeType>()
        let provider = Provider<TestAPI>(
            requestClosure: { _, done in done(.failure(.parameterEncoding(reason: "test"))) },
            stubClosure: Provider.immediatelyStub, scheduler: scheduler,
            plugins: [NetworkActivityPlugin { change, _ in activity.append(change) }])
        let res = scheduler.start { provider.rx.request(.user("a")).asObservable() }
        guard case .error(NetworkError.parameterEncoding) = res.events.first?.value else { return XCTFail("\(res.events)") }
        XCTAssertEqual(activity.all, [])
    }

    func test_plugins_prepareAndProcess_inOrder() {
        struct Tagger: PluginType {
            let tag: String
            let log: Collector<String>
            func prepare(_ request: URLRequest, target: TargetType) -> URLRequest {
                var request = request
                request.setValue((request.value(forHTTPHeaderField: "X-Tags") ?? "") + tag, forHTTPHeaderField: "X-Tags")
                return request
            }
            func willSend(_ request: URLRequest, target: TargetType) { log.append("send \(tag)") }
            func didReceive(_ result: Result<Response, NetworkError>, target: TargetType) { log.append("receive \(tag)") }
            func process(_ result: Result<Response, NetworkError>, target: TargetType) -> Result<Response, NetworkError> {
                log.append("process \(tag)")
                return result
            }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let log = Collector<String>()
        let provider = Provider<TestAPI>(stubClosure: Provider.immediatelyStub, scheduler: scheduler,
                                         plugins: [Tagger(tag: "a", log: log), Tagger(tag: "b", log: log)])
        let res = scheduler.start { provider.rx.request(.user("x")).map { $0.request?.value(forHTTPHeaderField: "X-Tags") ?? "" }.asObservable() }
        XCTAssertEqual(res.events, [.next(200, "ab"), .completed(200)])
        XCTAssertEqual(log.all, ["send a", "send b", "receive a", "receive b", "process a", "process b"])
    }

    func test_accessTokenAndBasicAuth_addAuthorization_andTheLoggerRedactsIt() {
        struct Public: AccessTokenAuthorizable {
            var baseURL: URL { URL(string: "https://api.example.com")! }
            var path: String { "/public" }
            var method: RxNetwork.Method { .get }
            var task: RequestTask { .requestPlain }
            var authorizationType: AuthorizationType? { nil }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let lines = Collector<String>()
        let logger = NetworkLoggerPlugin(logBodies: true) { lines.append($0) }
        let bearer = Provider<TestAPI>(stubClosure: Provider.immediatelyStub, scheduler: scheduler,
                                       plugins: [AccessTokenPlugin { _ in "SECRET-TOKEN" }, logger])
        let res = scheduler.start { bearer.rx.request(.create(name: "x")).map { $0.request?.value(forHTTPHeaderField: "Authorization") ?? "" }.asObservable() }
        XCTAssertEqual(res.events, [.next(200, "Bearer SECRET-TOKEN"), .completed(200)])
        XCTAssertEqual(lines.all.count, 2)
        XCTAssertTrue(lines.all[0].contains("Authorization: <redacted>"), lines.all[0])
        XCTAssertFalse(lines.all.joined().contains("SECRET-TOKEN"))

        let none = Provider<Public>(stubClosure: Provider.immediatelyStub, scheduler: scheduler, plugins: [AccessTokenPlugin { _ in "SECRET-TOKEN" }])
        var header: String? = "unset"
        _ = none.rx.request(Public()).subscribe(onSuccess: { header = $0.request?.value(forHTTPHeaderField: "Authorization") })
        XCTAssertNil(header)

        let basic = Provider<TestAPI>(stubClosure: Provider.immediatelyStub, scheduler: scheduler, plugins: [BasicAuthPlugin(user: "user", password: "pa55")])
        _ = basic.rx.request(.user("a")).subscribe(onSuccess: { header = $0.request?.value(forHTTPHeaderField: "Authorization") })
        XCTAssertEqual(header, "Basic dXNlcjpwYTU1")
    }

    func test_loggerRedactsQueryTokensAndBodySecrets() {
        let lines = Collector<String>()
        let logger = NetworkLoggerPlugin(logBodies: true) { lines.append($0) }
        var request = URLRequest(url: URL(string: "https://user:pw@api.example.com/x?access_token=SECRET1&page=2")!)
        request.httpBody = Data(#"{"password":"SECRET2","name":"n"}"#.utf8)
        request.setValue("token SECRET3", forHTTPHeaderField: "Authorization")
        logger.willSend(request, target: TestAPI.user("a"))
        let text = lines.all.joined()
        for secret in ["SECRET1", "SECRET2", "SECRET3", "pw@"] { XCTAssertFalse(text.contains(secret), text) }
        XCTAssertTrue(text.contains("page=2"))
    }
}

extension Endpoint {
    /// A copy whose stub answers `sample`.
    func replacingSample(_ sample: EndpointSampleResponse) -> Endpoint {
        Endpoint(url: url, sampleResponseClosure: { sample }, method: method, task: task, httpHeaderFields: httpHeaderFields)
    }
}
