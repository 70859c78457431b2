import Foundation

/// An article list in the NetEase news app's shape, the one the founding document reads:
/// `{"<channel id>": [{"title", "source", "replyCount", "imgsrc", "imgnewextra": [{"imgsrc"}], ...}]}`.
/// Also read when present: `digest`, `ptime` (`2018-03-26 11:02:11`, Beijing time),
/// `url`, `docid`.
///
/// Used for replayed files (`--feed file.json`) and the bundled demo.
public struct NetEaseArticleList: Hashable, Sendable {
    /// One channel's articles.
    public struct Channel: Hashable, Sendable {
        /// The channel id, such as `T1348647853363`.
        public var id: String
        /// The channel's name from a channel list, else its id.
        public var name: String
        /// The articles, in the list's order.
        public var items: [NewsItem]
    }

    /// The channels, in the order of the channel list given (else by id).
    public var channels: [Channel]
    /// Articles left out: not objects, or without a title.
    public var skipped: Int

    /// Every article, channel after channel.
    public var items: [NewsItem] { channels.flatMap(\.items) }

    /// Reads `data`; `channels` names the channels and orders them.
    ///
    /// - Throws: `NewsError.malformed` when `data` is not a JSON object of arrays, and when
    ///   it is a channel list (`tList`) instead of an article list.
    public static func parse(_ data: Data, channels known: [NetEaseChannel] = []) throws(NewsError) -> NetEaseArticleList {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw NewsError.malformed(what: "the NetEase article list", reason: "it is not a JSON object")
            }
            object = parsed
        } catch let error as NewsError {
            throw error
        } catch {
            throw .malformed(what: "the NetEase article list", reason: "not JSON")
        }
        if object["tList"] != nil {
            let count = (object["tList"] as? [Any])?.count ?? 0
            throw .malformed(what: "the NetEase file", reason: "it is a channel list (\(count) channels), not an article list")
        }
        let order = Dictionary(known.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let names = Dictionary(known.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var channels: [Channel] = []
        var skipped = 0
        let ids = object.keys.sorted { (order[$0] ?? Int.max, $0) < (order[$1] ?? Int.max, $1) }
        for id in ids {
            guard let articles = object[id] as? [Any] else {
                throw .malformed(what: "the NetEase article list", reason: "\(id) does not hold an array of articles")
            }
            var items: [NewsItem] = []
            for article in articles {
                guard let fields = article as? [String: Any], let item = newsItem(fields, channel: id) else {
                    skipped += 1
                    continue
                }
                items.append(item)
            }
            channels.append(Channel(id: id, name: names[id] ?? id, items: items))
        }
        return NetEaseArticleList(channels: channels, skipped: skipped)
    }

    private static func newsItem(_ fields: [String: Any], channel: String) -> NewsItem? {
        func string(_ key: String) -> String? {
            switch fields[key] {
            case let value as String: return value.isEmpty ? nil : value
            case let value as NSNumber: return value.stringValue
            default: return nil
            }
        }
        func url(_ text: String?) -> URL? {
            text.flatMap { WebAddress.url($0) }
        }
        guard let rawTitle = string("title") else { return nil }
        let title = HTMLText.inlineText(rawTitle)
        guard !title.isEmpty else { return nil }
        let extra = (fields["imgnewextra"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["imgsrc"] as? String }.compactMap(url)
        let image = url(string("imgsrc"))
        let digest = string("digest").map { HTMLText(html: $0) }
        let link = url(string("url"))
        let key = string("docid") ?? link?.absoluteString ?? title
        // The document's "imgnewextra": the row shows the main picture and the extra two.
        let pictures = extra.count >= 3 ? extra : ([image].compactMap { $0 } + extra)
        return NewsItem(
            id: "netease:\(channel):\(key)",
            title: title,
            source: string("source").map(NewsText.singleLine) ?? "",
            digest: digest?.digest() ?? "",
            text: digest?.text ?? "",
            links: digest?.links ?? [],
            commentCount: string("replyCount").flatMap { Int($0) },
            publishedAt: string("ptime").flatMap { FeedDate.date(from: $0 + "+08:00") },
            link: link,
            imageURL: image ?? pictures.first,
            extraImageURLs: extra.isEmpty ? [] : Array(pictures.prefix(3)))
    }
}
