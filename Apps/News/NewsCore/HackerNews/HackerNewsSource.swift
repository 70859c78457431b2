import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork

/// Hacker News through its Firebase API (no key needed), a ranking at a time: page 0
/// fetches the ranking's ids afresh, and each page fetches its items with at most
/// `maxConcurrentRequests` requests at once, delivered in the ranking's order.
///
/// Every kind of item is shown: stories with and without a link, Ask/Show/Tell HN posts
/// (their HTML text as plain text with numbered links), jobs, polls. Deleted and dead
/// items, ids that answer `null` (or 404) and items that cannot be read are skipped and
/// counted in the page's `skipped`. A request that gets no answer fails the page with
/// `NewsError.network`; another HTTP error with `.httpStatus`.
///
/// Answers arrive on the transport's threads (or the subscribing thread when replaying).
public final class HackerNewsSource: NewsSource {
    /// The ranking shown.
    public let list: HackerNewsList
    /// The API host.
    public let baseURL: URL
    /// The recordings answered from instead of the network, when replaying.
    public let recordings: HackerNewsRecordings?
    /// How many item requests may be in flight at once.
    public let maxConcurrentRequests: Int

    let provider: Provider<HackerNewsTarget>
    private let ids: FirstPageSnapshot<[Int]>

    /// The live API at `baseURL`, or the recordings when given.
    ///
    /// - Parameters:
    ///   - transport: carries live requests (libcurl by default).
    ///   - requestTimeout: how long one request may take.
    ///   - plugins: RxNetwork plugins (a `RecordPlugin` records what is fetched).
    ///   - scheduler: runs the timeouts.
    public init(list: HackerNewsList, baseURL: URL = HackerNewsTarget.defaultBaseURL, recordings: HackerNewsRecordings? = nil,
                maxConcurrentRequests: Int = 4, transport: NetworkTransport = CurlTransport.shared,
                requestTimeout: TimeInterval? = 15, plugins: [PluginType] = [],
                scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .default)) {
        self.list = list
        self.baseURL = baseURL
        self.recordings = recordings
        self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        if let recordings {
            // Recordings answer as stubs: the provider's whole path (plugins, validation)
            // runs, only the wire is replaced.
            provider = Provider(
                endpointClosure: { target in
                    let body = recordings.body(for: target)
                    return Endpoint(url: URL(target: target).absoluteString,
                                    sampleResponseClosure: { body.map { .networkResponse(200, $0) } ?? .networkResponse(404, Data()) },
                                    method: target.method, task: target.task, httpHeaderFields: target.headers)
                },
                stubClosure: { _ in .immediate }, scheduler: scheduler, plugins: plugins)
        } else {
            provider = Provider(scheduler: scheduler, transport: transport, plugins: plugins, requestTimeout: requestTimeout)
        }
        let provider = self.provider
        ids = FirstPageSnapshot { [list, baseURL] in
            provider.newsResponse(HackerNewsTarget(.list(list), baseURL: baseURL)).map { response in
                guard let data = response?.data else {
                    if let recordings { throw NewsError.missingRecording(what: "the \(list.name) list", directory: recordings.directory.path) }
                    throw NewsError.httpStatus(404, url: URL(target: HackerNewsTarget(.list(list), baseURL: baseURL)).absoluteString)
                }
                return try HackerNewsItem.decodeIDs(data, list: list)
            }
        }
    }

    /// "Hacker News: top stories".
    public var title: String { list.title + (recordings == nil ? "" : " (recorded)") }

    /// One section named after the ranking: its order is by rank, not time.
    public var sectioning: NewsSectioning {
        let name = list.name
        return .single(name.prefix(1).uppercased() + name.dropFirst())
    }

    /// The items of the ranking's slots `offset..<offset + size`, in rank order.
    public func page(at offset: Int, size: Int) -> Single<NewsPage> {
        let title = self.title
        let concurrency = maxConcurrentRequests
        return ids.value(forPageAt: offset).flatMap { [self] ids in
            let start = min(max(0, offset), ids.count)
            let end = min(ids.count, start + max(1, size))
            let slots = Array(ids[start..<end].enumerated())
            let nextOffset = end < ids.count ? end : nil
            guard !slots.isEmpty else { return .just(NewsPage(items: [], nextOffset: nil, sourceTitle: title)) }
            return Observable.from(slots)
                .map { slot in self.item(slot.element).map { (slot.offset, $0) }.asObservable() }
                .merge(maxConcurrent: concurrency)
                .toArray()
                .map { answers in
                    let inOrder = answers.sorted { $0.0 < $1.0 }.map(\.1)
                    let items = inOrder.compactMap { $0?.newsItem }
                    return NewsPage(items: items, skipped: inOrder.count - items.count, nextOffset: nextOffset, sourceTitle: title)
                }
        }
    }

    /// The item `id`, or nil when there is none or it cannot be read.
    func item(_ id: Int) -> Single<HackerNewsItem?> {
        provider.newsResponse(HackerNewsTarget(.item(id), baseURL: baseURL)).map { response in
            guard let data = response?.data else { return nil }
            // One unreadable item does not cost the page: it is skipped like a dead one.
            return try? HackerNewsItem.decode(data, id: id)
        }
    }
}
