import Foundation

extension LoopbackServer {
    /// Answers requests from `exchanges`, as the recorded server did.
    ///
    /// A request gets an exchange of its method and path whose query items agree with
    /// the request's, leaving out `ignoring` (parameters that only shape the answer, like
    /// `per_page`); `page` 1 may be left out on either side. Exchanges recorded for the
    /// same request are answered in their order, the last one again after that. Others
    /// get a 404. In the answer's headers (`Link`), `origin` — the recorded server, such
    /// as `https://api.github.com` — becomes this server's address, so the client
    /// follows links here.
    public func replay(_ exchanges: [RecordedExchange], ignoring: Set<String> = ["per_page", "sort", "order"], rewriting origin: String? = nil) {
        let sequence = ReplaySequence()
        let base = baseURL.absoluteString
        for path in Set(exchanges.map(\.path)) {
            let candidates = exchanges.filter { $0.path == path }
            route(path) { request in
                let asked = ReplaySequence.significant(RecordedExchange.formQuery(of: request.target), ignoring: ignoring)
                let matching = candidates.enumerated().filter { _, exchange in
                    exchange.method == request.method.uppercased() && ReplaySequence.significant(exchange.query, ignoring: ignoring) == asked
                }
                guard !matching.isEmpty else { return .json(#"{"message":"Not Found"}"#, status: 404) }
                let key = "\(request.method) \(path) \(asked.sorted { $0.key < $1.key })"
                let exchange = matching[sequence.next(for: key, count: matching.count)].element
                var headers = exchange.headers
                if let origin {
                    for (name, value) in headers { headers[name] = value.replacingOccurrences(of: origin, with: base) }
                }
                return Reply(status: exchange.status, headers: headers, body: exchange.body)
            }
        }
    }
}

/// How many times each recorded request was answered, so repeated recordings play in
/// order. Thread safety: `counts` is only touched under `lock` (connections have threads).
private final class ReplaySequence: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The index of the exchange to answer `key` with now, of `count` recorded.
    func next(for key: String, count: Int) -> Int {
        lock.withLock {
            let served = counts[key, default: 0]
            counts[key] = served + 1
            return min(served, count - 1)
        }
    }

    /// `query` without the ignored items and without `page=1`.
    static func significant(_ query: [String: String], ignoring: Set<String>) -> [String: String] {
        query.filter { !ignoring.contains($0.key) && !($0.key == "page" && $0.value == "1") }
    }
}
