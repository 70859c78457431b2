import Foundation
import RxNetwork
import RxStore
import Synchronization

/// A tweet as the reader shows it, stored in RxStore keyed by `id`.
///
/// `Codable` is the flat stored shape; `init(twitterJSON:)` and `decodeMany` read the
/// Twitter API v1.1 status object.
public struct Tweet: Record, Hashable, Sendable {
    /// Twitter's numeric status id; the primary key, and the timeline's cursor.
    public var id: Int64 {
        get { storage.id }
        set { mutableStorage.id = newValue }
    }
    /// The full text (`full_text` when the API sent it, else `text`).
    public var text: String {
        get { storage.text }
        set { mutableStorage.text = newValue }
    }
    /// The author's display name.
    public var authorName: String {
        get { storage.authorName }
        set { mutableStorage.authorName = newValue }
    }
    /// The author's screen name, without the `@`.
    public var screenName: String {
        get { storage.screenName }
        set { mutableStorage.screenName = newValue }
    }
    /// When the tweet was posted.
    public var createdAt: Date {
        get { storage.createdAt }
        set { mutableStorage.createdAt = newValue }
    }
    /// The author's profile picture, if any.
    public var avatarURL: URL? {
        get { storage.avatarURL }
        set { mutableStorage.avatarURL = newValue }
    }
    /// Reposter, reply, quote, attachments, links and labels; nil when there are none.
    public var details: TweetDetails? {
        get { storage.details }
        set { mutableStorage.details = newValue }
    }

    /// The details' `lineMeasure` (nil without details), kept with the tweet's own fields:
    /// a table measuring 10,000 stored rows then reads only the tweet's storage, not the
    /// details' too (a retain, a release and a cache miss each, at start).
    public var detailsLineMeasure: TweetLineMeasure? { storage.detailsLineMeasure }

    /// Every field behind one reference: a live query copies its 10,000 reused tweets into
    /// each new snapshot and the table drops the previous one on every poll, and inline
    /// fields cost a retain and a release each (three strings, a URL, the details) per
    /// copy, through the generic copy witness (bench tweetie's Bluesky poll). Copies share
    /// the storage; a setter copies it first unless this value is its only owner, so
    /// `Tweet` keeps value semantics.
    private var storage: TweetStorage

    /// The storage, copied first when another value shares it.
    private var mutableStorage: TweetStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// A tweet with the given fields.
    public init(id: Int64, text: String, authorName: String, screenName: String, createdAt: Date, avatarURL: URL? = nil,
                details: TweetDetails? = nil) {
        storage = TweetStorage(id: id, text: text, authorName: authorName, screenName: screenName, createdAt: createdAt,
                               avatarURL: avatarURL, details: details)
    }

    /// A tweet read from the store, its details in their stored form (decoded when first asked for).
    private init(id: Int64, text: String, authorName: String, screenName: String, createdAt: Date, avatarURL: URL?,
                 storedDetails: String?) {
        storage = TweetStorage(id: id, text: text, authorName: authorName, screenName: screenName, createdAt: createdAt,
                               avatarURL: avatarURL, storedDetails: storedDetails)
    }

    private enum CodingKeys: String, CodingKey {
        case id, text, authorName, screenName, createdAt, avatarURL, details
    }

    /// Reads the flat stored shape (the columns the synthesized conformance had).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(Int64.self, forKey: .id), text: try container.decode(String.self, forKey: .text),
                  authorName: try container.decode(String.self, forKey: .authorName),
                  screenName: try container.decode(String.self, forKey: .screenName),
                  createdAt: try container.decode(Date.self, forKey: .createdAt),
                  avatarURL: try container.decodeIfPresent(URL.self, forKey: .avatarURL),
                  storedDetails: try container.decodeIfPresent(String.self, forKey: .details))
    }

    /// Writes the flat stored shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(text, forKey: .text)
        try container.encode(authorName, forKey: .authorName)
        try container.encode(screenName, forKey: .screenName)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encodeIfPresent(avatarURL, forKey: .avatarURL)
        try container.encodeIfPresent(details, forKey: .details)
    }

    /// Equal when every field is; two copies sharing their storage are equal at once.
    public static func == (lhs: Tweet, rhs: Tweet) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.id == rhs.id && lhs.text == rhs.text && lhs.authorName == rhs.authorName && lhs.screenName == rhs.screenName
            && lhs.createdAt == rhs.createdAt && lhs.avatarURL == rhs.avatarURL && lhs.storage.hasDetails(equalTo: rhs.storage)
    }

    /// Hashes every field, as the synthesized conformance did.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(text)
        hasher.combine(authorName)
        hasher.combine(screenName)
        hasher.combine(createdAt)
        hasher.combine(avatarURL)
        hasher.combine(details)
    }

    /// The `id` column.
    public static var primaryKey: String { "id" }

    /// An index on `createdAt`, which timelines sort by.
    public static var indexes: [RecordIndex] { [RecordIndex("createdAt")] }
}

extension Tweet: TwitterJSONDecodable {
    /// Reads `id`, `created_at` and the status's content (see `TwitterStatusContent`); a
    /// retweet shows what it retweets (`retweeted_status`: the original author, text,
    /// links, pictures and quote) with `details.repostedBy` naming the retweeter, and keeps its
    /// own id and time, which place it in the timeline.
    init(twitterFrom decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: TwitterKey.self)
        let created = try json.decode(String.self, forKey: TwitterKey("created_at"))
        guard let createdAt = TwitterDate.date(from: created) else {
            throw DecodingError.dataCorruptedError(forKey: TwitterKey("created_at"), in: json, debugDescription: "not a Twitter date: \(created)")
        }
        let own = try TwitterStatusContent(from: decoder, readingQuote: true)
        // An unreadable original leaves the retweet as Twitter wrote it ("RT @…").
        let original = json.contains(TwitterKey("retweeted_status"))
            ? try? TwitterStatusContent(from: json.superDecoder(forKey: TwitterKey("retweeted_status")), readingQuote: true)
            : nil
        let content = original ?? own
        let details = TweetDetails(repostedBy: original == nil ? nil : own.author.username, quote: content.quote,
                                   attachments: content.attachments, links: content.links)
        let isEmpty = details == TweetDetails()
        self.init(id: try json.decodeTwitterID(), text: content.text, authorName: content.author.name,
                  screenName: content.author.username, createdAt: createdAt, avatarURL: content.author.avatarURL,
                  details: isEmpty ? nil : details)
    }
}

extension Tweet {
    /// Decodes one Twitter API v1.1 status object; throws when it is not a valid tweet.
    public init(twitterJSON object: JSONObject) throws {
        self = try Tweet.decodeTwitterObject(object)
    }

    /// Decodes the tweets among `objects`, skipping and counting invalid ones.
    public static func decodeMany(_ objects: [JSONObject]) -> Decoded<Tweet> {
        decodeTwitterArray(objects)
    }

    /// Decodes the JSON array of status objects in `data`, skipping and counting invalid
    /// elements; throws only when `data` is not a JSON array.
    public static func decodeMany(from data: Data) throws(JSONArrayError) -> Decoded<Tweet> {
        try decodeTwitterArray(from: data)
    }
}

/// A tweet's fields, shared by its copies. Only a `Tweet` that owns it alone
/// (`isKnownUniquelyReferenced`) writes its fields, so no two threads ever touch one that
/// is written; the details read from the store are decoded when first asked for, under
/// `detailsState`'s lock (the decoding itself runs with the lock released): `@unchecked
/// Sendable` under those two rules.
private final class TweetStorage: @unchecked Sendable {
    var id: Int64
    var text: String
    var authorName: String
    var screenName: String
    var createdAt: Date
    var avatarURL: URL?

    /// The details as the store keeps them until they are first asked for, then decoded
    /// with their measure. A start reads 10,000 stored posts and shows a screenful: decoding
    /// every post's details (and measuring them) was most of what a Bluesky post costs
    /// over a Twitter-shaped one to read (`bench tweetie`).
    private enum DetailsState {
        case stored(String)
        case decoded(TweetDetails?, TweetLineMeasure?)
    }
    private let detailsState: Mutex<DetailsState>

    var details: TweetDetails? {
        get { decodedDetails().details }
        set { detailsState.withLock { $0 = .decoded(newValue, newValue?.lineMeasure) } }
    }

    /// The details' measure, made with them.
    var detailsLineMeasure: TweetLineMeasure? { decodedDetails().measure }

    convenience init(id: Int64, text: String, authorName: String, screenName: String, createdAt: Date, avatarURL: URL?,
                     details: TweetDetails?) {
        self.init(id: id, text: text, authorName: authorName, screenName: screenName, createdAt: createdAt, avatarURL: avatarURL,
                  detailsState: .decoded(details, details?.lineMeasure))
    }

    /// Fields read from the store, the details in their stored form (nil: none).
    convenience init(id: Int64, text: String, authorName: String, screenName: String, createdAt: Date, avatarURL: URL?,
                     storedDetails: String?) {
        self.init(id: id, text: text, authorName: authorName, screenName: screenName, createdAt: createdAt, avatarURL: avatarURL,
                  detailsState: storedDetails.map(DetailsState.stored) ?? .decoded(nil, nil))
    }

    private init(id: Int64, text: String, authorName: String, screenName: String, createdAt: Date, avatarURL: URL?,
                 detailsState: DetailsState) {
        self.id = id
        self.text = text
        self.authorName = authorName
        self.screenName = screenName
        self.createdAt = createdAt
        self.avatarURL = avatarURL
        self.detailsState = Mutex(detailsState)
    }

    /// A new storage with the same fields (the details as they stand, decoded or not).
    func copy() -> TweetStorage {
        TweetStorage(id: id, text: text, authorName: authorName, screenName: screenName, createdAt: createdAt, avatarURL: avatarURL,
                     detailsState: detailsState.withLock { $0 })
    }

    /// The details and their measure, decoded now if they were still in the stored form.
    private func decodedDetails() -> (details: TweetDetails?, measure: TweetLineMeasure?) {
        let state = detailsState.withLock { $0 }
        switch state {
        case .decoded(let details, let measure):
            return (details, measure)
        case .stored(let text):
            let details = TweetDetails(stored: text)
            let measure = details.lineMeasure
            // Another thread may have decoded them meanwhile: the same text gives the same details.
            detailsState.withLock { $0 = .decoded(details, measure) }
            return (details, measure)
        }
    }

    /// Whether the details are equal to `other`'s; two stored forms are compared as they
    /// are (the form is canonical), so comparing two read lists decodes nothing.
    func hasDetails(equalTo other: TweetStorage) -> Bool {
        if case .stored(let mine) = detailsState.withLock({ $0 }), case .stored(let theirs) = other.detailsState.withLock({ $0 }) {
            return mine == theirs
        }
        return details == other.details
    }
}
