import Foundation

/// An item of the Hacker News API as it comes (`/v0/item/<id>.json`): a story, an Ask or
/// Show HN post, a job, a poll, a comment; every field but `id` may be missing.
public struct HackerNewsItem: Decodable, Hashable, Sendable {
    /// The item's id.
    public var id: Int
    /// `story`, `job`, `poll`, `pollopt` or `comment`.
    public var type: String?
    /// The author's handle.
    public var by: String?
    /// Unix time of posting.
    public var time: TimeInterval?
    /// The title (plain text).
    public var title: String?
    /// The link, for stories that have one.
    public var url: String?
    /// The text (HTML), for Ask HN, jobs and polls.
    public var text: String?
    /// Points.
    public var score: Int?
    /// Comments in total.
    public var descendants: Int?
    /// Deleted by its author or a moderator.
    public var deleted: Bool?
    /// Killed (flagged or banned).
    public var dead: Bool?

    /// The page people discuss it on: `https://news.ycombinator.com/item?id=<id>`.
    public var discussionURL: URL? { URL(string: "https://news.ycombinator.com/item?id=\(id)") }

    /// Decodes the body of `/v0/item/<id>.json`; nil for `null` (no such item).
    ///
    /// - Throws: `NewsError.malformed` when the body is neither an item nor `null`.
    public static func decode(_ data: Data, id: Int) throws(NewsError) -> HackerNewsItem? {
        do {
            return try JSONDecoder().decode(HackerNewsItem?.self, from: data)
        } catch {
            throw .malformed(what: "Hacker News item \(id)", reason: HackerNewsItem.reason(error))
        }
    }

    /// Decodes the body of a ranking (`/v0/topstories.json`): the ids in rank order.
    ///
    /// - Throws: `NewsError.malformed` when it is not an array of numbers.
    public static func decodeIDs(_ data: Data, list: HackerNewsList) throws(NewsError) -> [Int] {
        do {
            return try JSONDecoder().decode([Int].self, from: data)
        } catch {
            throw .malformed(what: "the Hacker News \(list.name) list", reason: HackerNewsItem.reason(error))
        }
    }

    /// The item as news, or nil when it is not to be shown: deleted, dead, a comment or
    /// poll option, or without a title.
    public var newsItem: NewsItem? {
        if deleted == true || dead == true { return nil }
        if let type, type != "story", type != "job", type != "poll" { return nil }
        guard let rawTitle = title else { return nil }
        let title = NewsText.singleLine(rawTitle)
        guard !title.isEmpty else { return nil }
        let link = url.flatMap { WebAddress.url($0) }
        let body = text.map { HTMLText(html: $0, baseURL: discussionURL) }
        return NewsItem(
            id: "hn:\(id)",
            title: title,
            source: link.flatMap(HackerNewsItem.siteName) ?? "news.ycombinator.com",
            author: by.map(NewsText.singleLine),
            digest: body?.digest() ?? "",
            text: body?.text ?? "",
            links: body?.links ?? [],
            commentCount: type == "job" ? nil : (descendants ?? 0),
            // A job's score is always 1: no votes to count.
            score: type == "job" ? nil : score,
            publishedAt: time.map { Date(timeIntervalSince1970: $0) },
            link: link ?? discussionURL,
            discussionURL: discussionURL,
            kind: HackerNewsItem.kind(type: type, title: title))
    }

    /// "job", "poll", "ask" (Ask HN), "show" (Show HN), else "story".
    static func kind(type: String?, title: String) -> String {
        if let type, type != "story" { return type }
        if title.hasPrefix("Ask HN") { return "ask" }
        if title.hasPrefix("Show HN") { return "show" }
        return "story"
    }

    /// The host as Hacker News shows it: without `www.`.
    static func siteName(_ url: URL) -> String? {
        guard var host = url.host?.lowercased(), !host.isEmpty else { return nil }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: return "not JSON"
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "expected \(type)" + (path.isEmpty ? "" : " at \(path)")
        case DecodingError.keyNotFound(let key, _): return "no \(key.stringValue)"
        default: return String(describing: error)
        }
    }
}
