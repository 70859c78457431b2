import Foundation
import RxCore

/// The bundled demo: our own made-up news in NetEase's article-list shape, read through
/// the same parser as replayed NetEase files. Needs no network; the stories are dated
/// relative to now (the newest a few minutes old), so they span the last few days.
public final class DemoNews: NewsSource {
    /// The title shown: "Demo news" plus why it is shown.
    public let title: String
    private let now: @Sendable () -> Date

    /// The demo, titled `title`, dated from `now`.
    public init(title: String = "Demo news (demo data)", now: @escaping @Sendable () -> Date = { Date() }) {
        self.title = title
        self.now = now
    }

    /// A section per day.
    public var sectioning: NewsSectioning { .byDay }

    /// Every demo story, dated relative to `now`.
    ///
    /// - Throws: `NewsError.malformed` only if the bundled file were broken (a test checks it is not).
    public func items() throws(NewsError) -> [NewsItem] {
        let channels = try NetEaseChannel.parseList(Data(DemoNews.channelListJSON.utf8))
        var items = try NetEaseArticleList.parse(Data(DemoNews.articleListJSON.utf8), channels: channels).items
        // The newest story is five minutes old; the others keep their distance from it.
        if let newest = items.compactMap(\.publishedAt).max() {
            let shift = now().addingTimeInterval(-5 * 60).timeIntervalSince(newest)
            for index in items.indices {
                items[index].publishedAt = items[index].publishedAt?.addingTimeInterval(shift)
            }
        }
        return items
    }

    /// The stories `offset..<offset + size`.
    public func page(at offset: Int, size: Int) -> Single<NewsPage> {
        Single.deferred { [self] in
            .just(NewsPage.slice(try items(), offset: offset, size: size, sourceTitle: title))
        }
    }
}
