import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif
import CCurl
import LoopbackHTTP
import RxCore
import RxNetwork

/// The names and targets of the cases with a target.
private enum NetCase {
    static let requestName = "request: provider (libcurl) vs bare libcurl multi loop"
    static let requestTarget = "<= 10%"
    static let allocationsName = "allocations per request: provider vs bare multi loop"
    static let allocationsTarget = "<= 1.3x"
    static let idleName = "CPU while a request hangs (libcurl)"
    static let idleTarget = "<= 2%"
    static let concurrentName = "200 concurrent (libcurl)"
    static let concurrentTarget = "no failure"
}

/// The body of every answer.
private let answerBody = Data(#"{"login":"octocat","id":583231,"name":"The Octocat","public_repos":8}"#.utf8)

/// The one request the suite sends, as a target.
private struct BenchTarget: TargetType {
    let baseURL: URL
    var path: String { "/users/octocat" }
    var method: RxNetwork.Method { .get }
    var task: RequestTask { .requestPlain }
    var headers: [String: String]? { ["Accept": "application/json"] }
}

/// A request that the server never answers.
private struct SilentTarget: TargetType {
    let baseURL: URL
    var path: String { "/users/silent" }
    var method: RxNetwork.Method { .get }
    var task: RequestTask { .requestPlain }
}

/// A lock-guarded count of correct answers, filled from the transports' threads.
/// `@unchecked Sendable`: `count` is only touched under `lock`.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// The process's CPU time (user + system, every thread) in seconds.
private func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
}

/// `bench net`: the provider on its default transport (libcurl's multi-socket interface)
/// against bare libcurl driven the same way (`BareCurlMulti`: one loop thread, the caller
/// woken on completion) to the same loopback server, in time and in allocations per
/// request; the blocking easy-handle request as information (it never pays the thread
/// wake, so it is no like-for-like floor); the CPU the process uses while a request
/// hangs; 200 concurrent requests. The same cases run on `URLSessionTransport` in the
/// same run, for comparison (figures only, no targets).
///
/// The server (the tests' `LoopbackServer`) keeps connections alive, as real servers do,
/// so a request's cost is the HTTP round trip and not a TCP handshake, and the
/// provider's overhead is measured against the smallest honest denominator.
///
/// Latency is measured per request, bare and provider alternating request by request
/// (and alternating which goes first). The overhead is the median of the paired
/// differences over the median bare request: two adjacent requests see the same machine
/// load, which on a shared machine moves far more than the provider costs. The median
/// difference is the provider's own path in µs. Every answer is checked (status 200 and
/// the exact body): a fast failure cannot pass.
@MainActor
func runNetSuite() -> Bool {
    let server: LoopbackServer
    do {
        server = try LoopbackServer(keepsConnectionsAlive: true)
    } catch {
        // Every case with a target is reported missed by name: none can vanish.
        let why = "no loopback server: \(error)"
        return report("net", [
            .notRun(NetCase.requestName, target: NetCase.requestTarget, why: why),
            .notRun(NetCase.allocationsName, target: NetCase.allocationsTarget, why: why),
            .notRun(NetCase.idleName, target: NetCase.idleTarget, why: why),
            .notRun(NetCase.concurrentName, target: NetCase.concurrentTarget, why: why),
        ])
    }
    defer { server.stop() }
    let target = BenchTarget(baseURL: server.baseURL)
    server.route(target.path, reply: .init(body: answerBody))
    let requestURL = server.baseURL.appendingPathComponent(target.path)
    let correct = Tally()
    var failures = 0
    var results: [BenchResult] = []

    /// One request through `provider.rx.request`, waited for; its nanoseconds. It waits on
    /// one semaphore made once, as the bare loop does: the harness is the same on both sides.
    let done = DispatchSemaphore(value: 0)
    func throughProvider(_ provider: Provider<BenchTarget>) -> Double {
        let start = nanoseconds()
        let subscription = provider.rx.request(target).subscribe(
            onSuccess: { response in
                if response.statusCode == 200, response.data == answerBody { correct.add() }
                done.signal()
            },
            onFailure: { _ in done.signal() })
        if done.wait(timeout: .now() + 10) == .timedOut { failures += 1 }
        subscription.dispose()
        return Double(nanoseconds() - start)
    }

    /// Pairs `bare` with the provider request by request; the result line, the median bare
    /// request, and the heap allocations per request of each (provider, bare).
    func paired(_ name: String, floor: String, provider: Provider<BenchTarget>, target goal: String?, bare measuredBare: () -> Double)
        -> (line: BenchResult, bareMedian: Double, allocations: (provider: Double, bare: Double)) {
        // BENCH_NET_SIDE=provider or =bare sends only that side's requests (the other reads
        // 0 ns): the whole process's instructions per request of one side, for a profile
        // whose difference is the provider's own path on both threads. Its figures are not
        // a measurement (the answers of the side left out are missing).
        let side = ProcessInfo.processInfo.environment["BENCH_NET_SIDE"]
        func viaProvider() -> Double { side == "bare" ? 0 : throughProvider(provider) }
        func bare() -> Double { side == "provider" ? 0 : measuredBare() }
        for _ in 0..<50 {
            _ = bare()
            _ = viaProvider()
        }
        let rounds = 15
        let pairsPerRound = 100
        var bareTimes: [Double] = []
        var providerTimes: [Double] = []
        var differences: [Double] = []
        let correctBefore = correct.value
        let failuresBefore = failures
        let connectionsBefore = server.connectionCount
        for _ in 0..<rounds {
            for pair in 0..<pairsPerRound {
                // Alternate which goes first, so neither always gets the warmer machine.
                let (bareTime, providerTime): (Double, Double)
                if pair % 2 == 0 {
                    bareTime = bare()
                    providerTime = viaProvider()
                } else {
                    providerTime = viaProvider()
                    bareTime = bare()
                }
                bareTimes.append(bareTime)
                providerTimes.append(providerTime)
                differences.append(providerTime - bareTime)
            }
        }
        let allCorrect = correct.value - correctBefore == rounds * pairsPerRound * 2 && failures == failuresBefore
        let overhead = median(differences) / median(bareTimes) * 100
        // Heap allocations per request in the whole process (the server's included, which
        // both sides share), after the timed rounds so counting costs them nothing.
        let counted = 1000
        let providerAllocations = allocationsPerOperation(operations: counted) {
            for _ in 0..<counted { _ = viaProvider() }
        }
        let bareAllocations = allocationsPerOperation(operations: counted) {
            for _ in 0..<counted { _ = bare() }
        }
        let result = BenchResult(
            name: name,
            figure: allCorrect ? "\(format(median(providerTimes) / 1_000)) µs" : "wrong answers",
            reference: "\(floor) \(format(median(bareTimes) / 1_000)) µs, overhead \(format(overhead))%, provider's own path \(format(median(differences) / 1_000)) µs, \(format(providerAllocations - bareAllocations)) allocations more per request (\(format(providerAllocations)) vs \(format(bareAllocations))), \(rounds * pairsPerRound) pairs, \(server.connectionCount - connectionsBefore) new connection(s)",
            target: goal,
            met: goal.map { _ in allCorrect && overhead <= 10 }
        )
        return (result, median(bareTimes), (providerAllocations, bareAllocations))
    }

    // libcurl, like for like: the provider (default transport, its own pool) vs bare libcurl
    // driven the same way (a multi-socket loop on its own thread, the caller woken when the
    // transfer completes). The blocking easy handle, which never pays that wake, follows
    // as information (see DECISIONS.md, issue 30).
    let curlProvider = Provider<BenchTarget>(transport: CurlTransport())
    let bareMulti = BareCurlMulti(url: requestURL)
    defer { bareMulti.stop() }
    let multiRun = paired(NetCase.requestName, floor: "bare multi loop",
                          provider: curlProvider, target: NetCase.requestTarget) {
        let start = nanoseconds()
        if bareMulti.perform(expecting: answerBody) { correct.add() } else { failures += 1 }
        return Double(nanoseconds() - start)
    }
    results.append(multiRun.line)
    // BENCH_NET_ONLY=request stops after the like-for-like case (for profiling it).
    if ProcessInfo.processInfo.environment["BENCH_NET_ONLY"] == "request" { return report("net", results) }
    let allocationRatio = multiRun.allocations.provider / max(multiRun.allocations.bare, 1)
    results.append(BenchResult(
        name: NetCase.allocationsName,
        figure: "\(format(allocationRatio, decimals: 2))x",
        reference: "\(format(multiRun.allocations.provider)) vs \(format(multiRun.allocations.bare)) (whole process, the server's included)",
        target: NetCase.allocationsTarget,
        met: allocationRatio <= 1.3
    ))
    let bareCurl = BareCurl(url: requestURL)
    let easyRun = paired("  provider vs blocking easy handle", floor: "bare easy handle",
                         provider: curlProvider, target: nil) {
        let start = nanoseconds()
        if bareCurl.perform(expecting: answerBody) { correct.add() } else { failures += 1 }
        return Double(nanoseconds() - start)
    }
    results.append(easyRun.line)
    let bareCurlMedian = easyRun.bareMedian

    // URLSession, for comparison: the provider on URLSessionTransport vs a bare data task
    // over the same session (so both reuse the same kept-alive connections).
    let session = URLSessionTransport.defaultSession()
    let sessionProvider = Provider<BenchTarget>(transport: URLSessionTransport(session: session))
    var bareRequest = URLRequest(url: requestURL)
    bareRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    let request = bareRequest
    let (sessionLine, bareSessionMedian, _) = paired("  URLSession: provider vs bare URLSession", floor: "bare data task",
                                                  provider: sessionProvider, target: nil) {
        let done = DispatchSemaphore(value: 0)
        let start = nanoseconds()
        session.dataTask(with: request) { data, response, error in
            if error == nil, (response as? HTTPURLResponse)?.statusCode == 200, data == answerBody { correct.add() }
            done.signal()
        }.resume()
        if done.wait(timeout: .now() + 10) == .timedOut { failures += 1 }
        return Double(nanoseconds() - start)
    }
    results.append(sessionLine)

    // The provider's own path without the network (an immediate stub): what the
    // overhead above is made of, measured without the loopback round trip's noise.
    let stubbed = Provider<BenchTarget>(stubClosure: Provider.immediatelyStub)
    let stubRuns = 10_000
    let stubNanoseconds = bestNanoseconds(operations: stubRuns, repetitions: 5) {
        for _ in 0..<stubRuns {
            stubbed.rx.request(target).subscribe(onSuccess: { blackHole($0.statusCode) }, onFailure: { blackHole($0) }).dispose()
        }
    }
    results.append(BenchResult(
        name: "provider path alone (immediate stub)",
        figure: "\(format(stubNanoseconds / 1_000, decimals: 2)) µs",
        reference: "\(format(stubNanoseconds / bareCurlMedian * 100))% of a bare libcurl request (bare URLSession: \(format(bareSessionMedian / 1_000)) µs)",
        target: nil,
        met: nil
    ))

    /// The process's CPU time over the wall time while one request waits for a server
    /// that never answers, until its `seconds` timeout ends it; nil if it did not.
    func idleCPU(_ transport: NetworkTransport, seconds: TimeInterval) -> (percent: Double, wall: Double)? {
        let silent = SilentTarget(baseURL: server.baseURL)
        let arrived = DispatchSemaphore(value: 0)
        server.route(silent.path) { _ in
            arrived.signal()
            return .never
        }
        let provider = Provider<SilentTarget>(transport: transport, requestTimeout: seconds)
        let done = DispatchSemaphore(value: 0)
        let timedOut = Tally()
        let subscription = provider.rx.request(silent).subscribe(
            onSuccess: { _ in done.signal() },
            onFailure: { error in
                if case .underlying(let urlError, _)? = error as? NetworkError, urlError.code == .timedOut { timedOut.add() }
                done.signal()
            })
        defer { subscription.dispose() }
        guard arrived.wait(timeout: .now() + 5) == .success else { return nil }
        let cpuBefore = cpuSeconds()
        let wallBefore = nanoseconds()
        guard done.wait(timeout: .now() + seconds + 5) == .success, timedOut.value == 1 else { return nil }
        let wall = Double(nanoseconds() - wallBefore) / 1e9
        return ((cpuSeconds() - cpuBefore) / wall * 100, wall)
    }

    let hang = 3.0
    let curlIdle = idleCPU(CurlTransport(), seconds: hang)
    let sessionIdle = idleCPU(URLSessionTransport(), seconds: hang)
    results.append(BenchResult(
        name: NetCase.idleName,
        figure: curlIdle.map { "\(format($0.percent, decimals: 2))% of a core" } ?? "did not time out",
        reference: curlIdle.map { "over \(format($0.wall, decimals: 2)) s until the \(format(hang)) s timeout" } ?? "",
        target: NetCase.idleTarget,
        met: curlIdle.map { $0.percent <= 2 } ?? false
    ))
    results.append(BenchResult(
        name: "  URLSession: CPU while a request hangs",
        figure: sessionIdle.map { "\(format($0.percent, decimals: 2))% of a core" } ?? "did not time out",
        reference: sessionIdle.map { "over \(format($0.wall, decimals: 2)) s, for comparison" } ?? "",
        target: nil,
        met: nil
    ))

    /// Sends `count` requests at once through a provider on `transport`; the number that
    /// succeeded correctly and the wall time.
    func concurrent(_ count: Int, transport: NetworkTransport) -> (succeeded: Int, milliseconds: Double) {
        let provider = Provider<BenchTarget>(transport: transport, requestTimeout: 60)
        let succeeded = Tally()
        let group = DispatchGroup()
        let bag = DisposeBag()
        let start = nanoseconds()
        for _ in 0..<count {
            group.enter()
            provider.rx.request(target).subscribe(
                onSuccess: { response in
                    if response.statusCode == 200, response.data == answerBody { succeeded.add() }
                    group.leave()
                },
                onFailure: { _ in group.leave() }
            ).disposed(by: bag)
        }
        _ = group.wait(timeout: .now() + 120)
        return (succeeded.value, Double(nanoseconds() - start) / 1_000_000)
    }

    let count = 200
    let connectionsBefore = server.connectionCount
    let onCurl = concurrent(count, transport: CurlTransport())
    let curlConnections = server.connectionCount - connectionsBefore
    results.append(BenchResult(
        name: NetCase.concurrentName,
        figure: "\(onCurl.succeeded)/\(count) ok",
        reference: "\(format(onCurl.milliseconds)) ms on \(curlConnections) connections (8 per host)",
        target: NetCase.concurrentTarget,
        met: onCurl.succeeded == count
    ))
    let onSession = concurrent(count, transport: URLSessionTransport())
    results.append(BenchResult(
        name: "  URLSession: 200 concurrent",
        figure: "\(onSession.succeeded)/\(count) ok",
        reference: "\(format(onSession.milliseconds)) ms, for comparison",
        target: nil,
        met: nil
    ))
    return report("net", results)
}
