import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP
import TestSupport

/// What the transports promise against misbehaving servers on 127.0.0.1: hanging, slow,
/// resetting, huge, chunked and compressed answers; connection reuse, timeouts, proxies.
final class TransportTests: LoopbackTestCase {
    /// The outcome of `single`, waiting on a semaphore (which sleeps: XCTest's waiter
    /// turns the run loop, which would count as the process's CPU time).
    private func blockingResult<T>(of single: Single<T>, timeout: TimeInterval) -> Result<T, Error>? {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<T>()
        let subscription = single.subscribe { event in
            box.set(event)
            done.signal()
        }
        _ = done.wait(timeout: .now() + timeout)
        subscription.dispose()
        return box.value
    }

    /// Set in the child process the idle-CPU test starts.
    private static let idleChildVariable = "RXNETWORK_IDLE_CPU_CHILD"
    /// Starts the child's line with its CPU and wall seconds.
    private static let idleMarker = "rxnetwork-idle-cpu: "

    /// The process's CPU while one request waits on a server that never answers, in a
    /// process of its own: this test binary run with a filter that selects only
    /// `test_child_…` below. In the test run's own process, work other tests left behind
    /// (a timer, a thread finishing up) counted as the transport's and failed it now and
    /// then; the issue asks about the process a user runs, which holds only the request.
    func test_neverAnsweringServer_theProcessSleepsWhileTheRequestWaits_thenItTimesOut() throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var environment = ProcessInfo.processInfo.environment
        environment[Self.idleChildVariable] = "1"
        let child = try ChildProcess.run(executable, ["RxNetworkTests.TransportTests/test_child_waitsOnANeverAnsweringServer_whenSpawnedByTheIdleCPUTest"],
                                         environment: environment, timeout: 60)
        XCTAssertEqual(child.status, 0, "the child's own checks failed:\n\(child.stdout)\n\(child.stderr)")
        let report = child.stdout.split(separator: "\n").first { $0.hasPrefix(Self.idleMarker) }
        let figures = report.map { $0.dropFirst(Self.idleMarker.count).split(separator: " ").compactMap { Double($0) } } ?? []
        guard figures.count == 2 else { return XCTFail("the child reported no CPU figures:\n\(child.stdout)") }
        let (cpu, wall) = (figures[0], figures[1])
        XCTAssertGreaterThan(wall, 9, "the request timed out early")
        XCTAssertLessThan(cpu / wall, 0.02, "CPU \(cpu) s over \(wall) s of waiting")
    }

    /// The child of the test above: waits 10 s for a request the server never answers,
    /// checks it times out, and writes the CPU the process used meanwhile on stdout.
    func test_child_waitsOnANeverAnsweringServer_whenSpawnedByTheIdleCPUTest() throws {
        guard ProcessInfo.processInfo.environment[Self.idleChildVariable] != nil else {
            throw XCTSkip("runs only as the child process the idle-CPU test starts")
        }
        try eachTransport([.curl]) {
            let arrived = DispatchSemaphore(value: 0)
            let closed = expectation(description: "the timed-out request's connection was closed")
            server.whenClientCloses { _ in closed.fulfill() }
            server.route("/users/silent") { _ in
                arrived.signal()
                return .never
            }
            let waitSeconds = 10.0
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: waitSeconds)
            let done = DispatchSemaphore(value: 0)
            let box = ResultBox<Response>()
            let subscription = provider.rx.request(.user("silent")).subscribe { box.set($0); done.signal() }
            defer { subscription.dispose() }
            XCTAssertEqual(arrived.wait(timeout: .now() + 5), .success, "the request never reached the server")
            let cpuBefore = processCPUSeconds()
            let wallBefore = Date()
            XCTAssertEqual(done.wait(timeout: .now() + waitSeconds + 5), .success, "the request did not time out")
            let wall = Date().timeIntervalSince(wallBefore)
            let cpu = processCPUSeconds() - cpuBefore
            FileHandle.standardOutput.write(Data("\(Self.idleMarker)\(cpu) \(wall)\n".utf8))
            guard case .underlying(let error, _)? = box.value?.networkError else { return XCTFail("\(String(describing: box.value))") }
            XCTAssertEqual(error.code, .timedOut)
            wait(for: [closed], timeout: 5)
        }
    }

    func test_byteByByteSlowServer_deliversTheWholeAnswer() throws {
        try eachTransport {
            var reply = LoopbackServer.Reply.json(#"{"login":"slow","id":7}"#)
            reply.secondsPerByte = 0.004
            server.route("/users/slow", reply: reply)
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 10)
            XCTAssertEqual(result(of: provider.rx.request(.user("slow")).map(Profile.self), timeout: 15)?.value, Profile(login: "slow", id: 7))
        }
    }

    func test_byteByByteSlowServer_pastTheRequestTimeout_timesOut_thoughBytesKeepComing() throws {
        try eachTransport {
            var reply = LoopbackServer.Reply.json(String(repeating: " ", count: 200) + "{}")
            reply.secondsPerByte = 0.05
            server.route("/users/trickle", reply: reply)
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 1)
            let started = Date()
            let outcome = result(of: provider.rx.request(.user("trickle")), timeout: 10)
            guard case .underlying(let error, _)? = outcome?.networkError else { return XCTFail("\(String(describing: outcome))") }
            XCTAssertEqual(error.code, .timedOut)
            XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        }
    }

    func test_connectionReset_isConnectionLost_withAdvice() throws {
        try eachTransport {
            server.route("/users/reset", reply: .reset)
            let outcome = result(of: Provider<TestAPI>(transport: transport).rx.request(.user("reset")))
            guard case .underlying(let error, _)? = outcome?.networkError else { return XCTFail("\(String(describing: outcome))") }
            XCTAssertEqual(error.code, .networkConnectionLost)
            XCTAssertTrue(outcome?.networkError?.description.contains("connection was lost") == true, outcome?.networkError?.description ?? "")
        }
    }

    func test_twentyMegabyteBody_isCappedAtTenMegabytes_withAClearError() throws {
        try eachTransport {
            let body = Data(repeating: 0x61, count: 20 * 1024 * 1024)
            server.route("/users/huge", reply: .init(status: 200, headers: ["Content-Type": "text/plain"], body: body))
            var chunked = LoopbackServer.Reply(status: 200, headers: ["Content-Type": "text/plain"], body: body)
            chunked.chunked = true
            chunked.chunkSize = 256 * 1024
            server.route("/users/hugeChunked", reply: chunked)
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 30)
            for name in ["huge", "hugeChunked"] {
                let outcome = result(of: provider.rx.request(.user(name)), timeout: 40)
                guard case .underlying(let error, nil)? = outcome?.networkError else { XCTFail("\(name): \(String(describing: outcome))"); continue }
                XCTAssertEqual(error.code, .dataLengthExceedsMaximum, name)
                let message = outcome?.networkError?.description ?? ""
                XCTAssertTrue(message.contains("larger than the limit of 10 MB (10485760 bytes)"), message)
                XCTAssertTrue(message.contains("maximumResponseSize"), message)
            }
        }
    }

    // libcurl only: URLSessionTransport checks the limit once the body has arrived (a
    // per-task data delegate, which could cut it sooner, left every request hanging on
    // Linux's URLSession).
    func test_bodyThatNeverEnds_isCutAtTheLimit_whileItArrives() throws {
        try eachTransport([.curl]) {
            var endless = LoopbackServer.Reply(status: 200, headers: ["Content-Type": "text/plain"], body: Data(repeating: 0x63, count: 3 * 1024 * 1024))
            endless.chunked = true
            endless.chunkSize = 64 * 1024
            endless.stallsBeforeEnd = true
            server.route("/users/endless", reply: endless)
            let closed = expectation(description: "the server saw the client close")
            server.whenClientCloses { _ in closed.fulfill() }
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 30, maximumResponseSize: 1024 * 1024)
            let started = Date()
            let outcome = result(of: provider.rx.request(.user("endless")), timeout: 40)
            guard case .underlying(let error, nil)? = outcome?.networkError else { return XCTFail("\(String(describing: outcome))") }
            XCTAssertEqual(error.code, .dataLengthExceedsMaximum)
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, "cut when the limit passed, not at the timeout")
            wait(for: [closed], timeout: 10)
        }
    }

    func test_responseSizeLimit_isConfigurable() throws {
        try eachTransport {
            let body = Data(repeating: 0x62, count: 3 * 1024 * 1024)
            server.route("/users/mid", reply: .init(status: 200, headers: ["Content-Type": "text/plain"], body: body))
            let small = Provider<TestAPI>(transport: transport, maximumResponseSize: 1024 * 1024)
            let refused = result(of: small.rx.request(.user("mid")), timeout: 20)
            guard case .underlying(let error, _)? = refused?.networkError else { return XCTFail("\(String(describing: refused))") }
            XCTAssertEqual(error.code, .dataLengthExceedsMaximum)
            XCTAssertTrue(refused?.networkError?.description.contains("1 MB (1048576 bytes)") == true)
            let roomy = Provider<TestAPI>(transport: transport, maximumResponseSize: 4 * 1024 * 1024)
            XCTAssertEqual(result(of: roomy.rx.request(.user("mid")), timeout: 20)?.value?.data, body)
        }
    }

    func test_chunkedBody_arrivesWhole() throws {
        try eachTransport {
            let text = (0..<2_000).map { "line \($0)" }.joined(separator: "\n")
            var reply = LoopbackServer.Reply(status: 200, headers: ["Content-Type": "text/plain"], body: Data(text.utf8))
            reply.chunked = true
            reply.chunkSize = 1_000
            server.route("/users/chunked", reply: reply)
            let outcome = result(of: Provider<TestAPI>(transport: transport).rx.request(.user("chunked")).mapString())
            XCTAssertEqual(outcome?.value, text)
        }
    }

    func test_gzipAndDeflateBodies_areDecoded_andTheRequestSaysItAcceptsThem() throws {
        try eachTransport([.curl]) {
            let json = #"{"login":"zipped","id":8}"#
            server.route("/users/gzip", reply: .init(status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
                                                     body: StoredCompression.gzip(Data(json.utf8))))
            server.route("/users/deflate", reply: .init(status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "deflate"],
                                                        body: StoredCompression.zlib(Data(json.utf8))))
            let provider = Provider<TestAPI>(transport: transport)
            XCTAssertEqual(result(of: provider.rx.request(.user("gzip")).map(Profile.self))?.value, Profile(login: "zipped", id: 8))
            XCTAssertEqual(result(of: provider.rx.request(.user("deflate")).map(Profile.self))?.value, Profile(login: "zipped", id: 8))
            let accepted = server.requests.first?.header("Accept-Encoding") ?? ""
            XCTAssertTrue(accepted.contains("gzip") && accepted.contains("deflate"), accepted)
        }
    }

    func test_sequentialRequestsToOneHost_reuseOneConnection() throws {
        try eachTransport([.curl], keepAlive: true) {
            server.route("/users/again", reply: .json(#"{"login":"again","id":9}"#))
            let provider = Provider<TestAPI>(transport: transport)
            for _ in 0..<5 {
                XCTAssertEqual(result(of: provider.rx.request(.user("again")).map(Profile.self))?.value?.login, "again")
            }
            XCTAssertEqual(server.requests.count, 5)
            XCTAssertEqual(server.connectionCount, 1)
        }
    }

    func test_connectionThatNeverOpens_failsAfterTheConnectTimeout() throws {
        try eachTransport([.curl]) {
            let listener = try UnacceptingListener()
            TestAPI.base = URL(string: "http://127.0.0.1:\(listener.port)")!
            let provider = Provider<TestAPI>(transport: transport, requestTimeout: 20, connectTimeout: 0.5)
            let started = Date()
            let outcome = result(of: provider.rx.request(.user("nobody")), timeout: 25)
            guard case .underlying(let error, _)? = outcome?.networkError else { return XCTFail("\(String(describing: outcome))") }
            XCTAssertEqual(error.code, .timedOut)
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, "the connect timeout, not the request timeout, ended it")
        }
    }

    func test_proxyFromTheEnvironment_isUsed() throws {
        try eachTransport([.curl]) {
            let target = "http://proxied.invalid/users/proxied"
            server.route(target, reply: .json(#"{"login":"proxied","id":10}"#))
            setenv("http_proxy", server.baseURL.absoluteString, 1)
            unsetenv("no_proxy")
            unsetenv("NO_PROXY")
            defer { unsetenv("http_proxy") }
            TestAPI.base = URL(string: "http://proxied.invalid")!
            let outcome = result(of: Provider<TestAPI>(transport: transport).rx.request(.user("proxied")).map(Profile.self))
            XCTAssertEqual(outcome?.value?.login, "proxied")
            XCTAssertEqual(server.requests.first?.target, target, "the request went to the proxy in absolute form")
        }
    }

    func test_sameOriginRedirectOfAPost_becomesAGet_303() throws {
        try eachTransport {
            server.route("/items", reply: .init(status: 303, headers: ["Location": "/users/created"], body: Data()))
            server.route("/users/created", reply: .json(#"{"login":"created","id":11}"#))
            let outcome = result(of: Provider<TestAPI>(transport: transport).rx.request(.create(name: "x")).map(Profile.self))
            XCTAssertEqual(outcome?.value?.login, "created")
            XCTAssertEqual(server.requests.map(\.method), ["POST", "GET"])
        }
    }

    func test_headerValueWithALineBreak_neverInjectsAHeader() throws {
        try eachTransport {
            let provider = Provider<TestAPI>(transport: transport, plugins: [AccessTokenPlugin { _ in "tok\r\nX-Injected: 1" }])
            let outcome = result(of: provider.rx.request(.user("a")))
            XCTAssertNotNil(outcome)
            // Refused before sending (our check) or cleaned by URLRequest: never injected.
            XCTAssertTrue(server.requests.allSatisfy { $0.header("X-Injected") == nil }, "\(server.requests.map(\.headers))")
            if case .parameterEncoding(let reason)? = outcome?.networkError {
                XCTAssertTrue(reason.contains("Authorization"), reason)
                XCTAssertFalse(outcome?.networkError?.description.contains("tok") == true)
            }
        }
    }
}
