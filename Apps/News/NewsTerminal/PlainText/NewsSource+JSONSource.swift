import AppSupport
import Foundation
import NewsCore

extension NewsSource {
    /// Where this source's stories come from, as `--json`'s envelope says it: Hacker News
    /// at its address or from its recordings, a feed at its URL or path, the demo (also
    /// when it stood in for Hacker News offline, which its title says at the time).
    var jsonSource: JSONEnvelope.Source {
        switch self {
        case let fallback as OfflineFallbackSource:
            return fallback.title == fallback.offlineTitle ? .demo : fallback.primary.jsonSource
        case let hackerNews as HackerNewsSource:
            return hackerNews.recordings.map { .recording($0.directory) } ?? .live(hackerNews.baseURL)
        case let feed as FeedSource:
            return .live(feed.location.url)
        case is DemoNews:
            return .demo
        default:
            return JSONEnvelope.Source(kind: .live)
        }
    }

    /// What was asked of this source by name: the Hacker News ranking (`top`, `ask`…);
    /// nil for a feed (its address is the source's) and the demo.
    var jsonQuery: String? {
        switch self {
        case let fallback as OfflineFallbackSource:
            return fallback.title == fallback.offlineTitle ? nil : fallback.primary.jsonQuery
        case let hackerNews as HackerNewsSource:
            return hackerNews.list.rawValue
        default:
            return nil
        }
    }
}
