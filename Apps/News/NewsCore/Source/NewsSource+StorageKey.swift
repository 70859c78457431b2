/// The sources whose stories are kept, and the names they are kept under: one place, so
/// two sources never share a name by accident.
extension FeedSource {
    /// "feed:" and the feed's address or path (not its name, which the feed list may change).
    public var storageKey: String? { "feed:" + location.description }
}

extension HackerNewsSource {
    /// "hn:" and the ranking ("hn:top"), for the live API only: recordings are not the
    /// news of the day, and another `--base-url` is another origin.
    public var storageKey: String? {
        guard recordings == nil else { return nil }
        let key = "hn:" + list.rawValue
        return baseURL == HackerNewsTarget.defaultBaseURL ? key : key + "@" + baseURL.absoluteString
    }
}

extension OfflineFallbackSource {
    /// The primary's: the fallback's pages stand in (`NewsPage.standsIn`) and are not kept.
    public var storageKey: String? { primary.storageKey }
}
