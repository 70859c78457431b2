extension NewsItem {
    /// "1 comment", "42 comments"; nil when the source does not count them. Every front
    /// end says a story's counts in these words (rows, the byline, the printed list).
    public var commentsText: String? {
        commentCount.map { $0 == 1 ? "1 comment" : "\($0) comments" }
    }

    /// "1 point", "120 points"; nil when the source does not score stories.
    public var pointsText: String? {
        score.map { $0 == 1 ? "1 point" : "\($0) points" }
    }
}
