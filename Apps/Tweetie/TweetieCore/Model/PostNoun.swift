/// What the reader calls the items of a timeline, as their source does: "tweets" on
/// Twitter (and in the demo, which is Twitter's shape), "posts" on Bluesky. Every sentence
/// that names them (status lines, banners, spinners, stderr) takes the word from here, so
/// a Bluesky list never says "tweets". A source names its own (`TwitterAPIProtocol.postNoun`).
public struct PostNoun: Hashable, Sendable {
    /// One item: "tweet", "post".
    public let singular: String
    /// Several: "tweets", "posts".
    public let plural: String

    /// Twitter's (and the demo's) items.
    public static let tweet = PostNoun(singular: "tweet", plural: "tweets")
    /// Bluesky's items.
    public static let post = PostNoun(singular: "post", plural: "posts")

    private init(singular: String, plural: String) {
        self.singular = singular
        self.plural = plural
    }

    /// "1 tweet", "94 posts".
    public func count(_ count: Int) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
