import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackHTTP
import RxCore
import RxNetwork

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

/// A lock-guarded count of correct answers, filled from URLSession's threads.
/// `@unchecked Sendable`: `count` is only touched under `lock`.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// `bench net`: the provider against a bare URLSession request to the same loopback
/// server, over the same session (so both reuse the same kept-alive connections), and
/// 200 concurrent requests.
///
/// The server (the tests' `LoopbackServer`) keeps connections alive, as real servers do,
/// so a request's cost is the HTTP round trip and not a TCP handshake, and the
/// provider's overhead is measured against the smallest honest denominator.
///
/// Latency is measured per request, bare and provider alternating request by request
/// (and alternating which goes first). The overhead is the median of the paired
/// differences over the median bare request: two adjacent requests see the same machine
/// load, which on a shared machine moves far more than the provider costs.
/// Every answer is checked (status 200 and the exact body): a fast failure cannot pass.
@MainActor
func runNetSuite() -> Bool {
    guard let server = try? LoopbackServer(keepsConnectionsAlive: true) else {
        return report("net", [BenchResult(name: "loopback server", figure: "no socket", reference: "", target: "starts", met: false)])
    }
    defer { server.stop() }
    let target = BenchTarget(baseURL: server.baseURL)
    server.route(target.path, reply: .init(body: answerBody))
    let session = Provider<BenchTarget>.defaultSession()
    let provider = Provider<BenchTarget>(session: session)
    var bareRequest = URLRequest(url: server.baseURL.appendingPathComponent(target.path))
    bareRequest.httpMethod = "GET"
    bareRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    let request = bareRequest
    let correct = Tally()
    var failures = 0

    /// One bare request, waited for; its nanoseconds.
    func bare() -> Double {
        let done = DispatchSemaphore(value: 0)
        let start = nanoseconds()
        session.dataTask(with: request) { data, response, error in
            if error == nil, (response as? HTTPURLResponse)?.statusCode == 200, data == answerBody { correct.add() }
            done.signal()
        }.resume()
        if done.wait(timeout: .now() + 10) == .timedOut { failures += 1 }
        return Double(nanoseconds() - start)
    }

    /// One request through `provider.rx.request`, waited for; its nanoseconds.
    func throughProvider() -> Double {
        let done = DispatchSemaphore(value: 0)
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

    var results: [BenchResult] = []

    // Warm up: open the connection, load lazy metadata on both paths.
    for _ in 0..<50 {
        _ = bare()
        _ = throughProvider()
    }
    let rounds = 15
    let pairsPerRound = 100
    var bareTimes: [Double] = []
    var providerTimes: [Double] = []
    var differences: [Double] = []
    let correctBefore = correct.value
    for _ in 0..<rounds {
        for pair in 0..<pairsPerRound {
            // Alternate which goes first, so neither always gets the warmer connection.
            let (bareTime, providerTime): (Double, Double)
            if pair % 2 == 0 {
                bareTime = bare()
                providerTime = throughProvider()
            } else {
                providerTime = throughProvider()
                bareTime = bare()
            }
            bareTimes.append(bareTime)
            providerTimes.append(providerTime)
            differences.append(providerTime - bareTime)
        }
    }
    let connectionsUsed = server.connectionCount
    let allCorrect = correct.value - correctBefore == rounds * pairsPerRound * 2 && failures == 0
    let overhead = median(differences) / median(bareTimes) * 100
    results.append(BenchResult(
        name: "request: provider vs bare URLSession",
        figure: allCorrect ? "\(format(median(providerTimes) / 1_000)) µs" : "wrong answers",
        reference: "bare \(format(median(bareTimes) / 1_000)) µs, overhead \(format(overhead))% (\(format(median(differences) / 1_000)) µs), \(rounds * pairsPerRound) pairs, \(connectionsUsed) connection(s)",
        target: "<= 10%",
        met: allCorrect && overhead <= 10
    ))

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
        reference: "\(format(stubNanoseconds / median(bareTimes) * 100))% of a bare loopback request",
        target: nil,
        met: nil
    ))

    /// Sends `count` requests at once through a provider on `session`; the number that
    /// succeeded correctly and the wall time.
    func concurrent(_ count: Int, session: URLSession) -> (succeeded: Int, milliseconds: Double) {
        let provider = Provider<BenchTarget>(session: session)
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
    let byDefault = concurrent(count, session: Provider<BenchTarget>.defaultSession())
    results.append(BenchResult(
        name: "200 concurrent, default session",
        figure: "\(byDefault.succeeded)/\(count) ok",
        reference: "\(format(byDefault.milliseconds)) ms (URLSession's per-host connection limit)",
        target: "no failure",
        met: byDefault.succeeded == count
    ))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.httpMaximumConnectionsPerHost = count
    let wide = concurrent(count, session: URLSession(configuration: configuration))
    results.append(BenchResult(
        name: "200 concurrent, 200 connections",
        figure: "\(wide.succeeded)/\(count) ok",
        reference: "\(format(wide.milliseconds)) ms, server answered \(server.requests.count) requests in all",
        target: "no failure",
        met: wide.succeeded == count
    ))
    return report("net", results)
}
