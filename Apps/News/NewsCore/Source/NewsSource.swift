import RxCore

/// Where news comes from, a page at a time (the documents' `NewsDataManager.getNews`):
/// Hacker News, a feed, NetEase-shaped files, the demo.
///
/// `page(at: 0, size:)` always asks the origin afresh (a reload); later offsets may be
/// answered from what the first page fetched (a feed is one document). Each returned
/// `Single` does its work on subscription, cancels it on disposal, and fails with
/// `NewsError`s. Implementations are safe to call from any thread.
public protocol NewsSource: AnyObject, Sendable {
    /// The name to show for the source, such as "Hacker News: top stories".
    var title: String { get }
    /// How the view model groups the source's items into sections.
    var sectioning: NewsSectioning { get }
    /// The page of at most `size` items starting at slot `offset`.
    func page(at offset: Int, size: Int) -> Single<NewsPage>
    /// The name its stories are stored under (`NewsStorageType.keep`), the same in every
    /// run for the same origin: "hn:top", "feed:https://…"; nil for a source whose
    /// stories are not kept (the demo, recordings). Nil unless the source says.
    var storageKey: String? { get }
}

extension NewsSource {
    /// Nil: the stories are not kept.
    public var storageKey: String? { nil }
}

/// How a list of news is cut into sections.
public enum NewsSectioning: Hashable, Sendable {
    /// One section with this title (a ranking, whose order is not by time).
    case single(String)
    /// A section per day of publication ("Today", "Yesterday", "Monday 12 August"),
    /// in the source's order; items without a date join the section before them.
    case byDay
}
