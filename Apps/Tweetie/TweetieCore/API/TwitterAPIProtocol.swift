import RxCore
import RxNetwork

/// An OAuth2 bearer token for the Twitter API.
public typealias AccessToken = String

/// The three Twitter API v1.1 endpoints the reader uses, each a function of
/// (token, cursor) to an observable of the response's JSON objects, as in the documents,
/// and how those objects are read (so another service, Bluesky, can stand behind it).
///
/// The documents made these static functions of a type; ours are instance methods so
/// that the live API, a replay directory and the demo data are three values of the same
/// kind, each configured (base URL, directory) without global state, and view models
/// take `any TwitterAPIProtocol` through their init so tests inject `TwitterTestAPI`.
///
/// Each returned observable makes its request on subscription, emits the objects once
/// and completes, and cancels the request on disposal. Failures are `TwitterError`s.
/// Implementations must be safe to call from any thread.
public protocol TwitterAPIProtocol: AnyObject, Sendable {
    /// A user's timeline: `1.1/statuses/user_timeline.json` with `screen_name`, `count=100`,
    /// `include_rts=true`, `contributor_details=false`; the response's statuses.
    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]>

    /// A list's combined timeline: `1.1/lists/statuses.json` with `owner_screen_name`, `slug`,
    /// and `max_id`/`since_id` when the cursor is not `.none`; the response's statuses.
    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]>

    /// A list's members: `1.1/lists/members.json` with `owner_screen_name`, `slug`,
    /// `count=100`, `skip_status=1`, `include_entities=false`; the response's "users" array.
    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]>

    /// The tweets among the objects a timeline endpoint answered, invalid ones skipped and
    /// counted. A source whose objects are not Twitter's (Bluesky) reads its own; the
    /// default reads Twitter v1.1 status objects.
    func tweets(from objects: [JSONObject]) -> Decoded<Tweet>

    /// The users among the objects `members(of:)` answered, invalid ones skipped and
    /// counted; the default reads Twitter v1.1 user objects.
    func users(from objects: [JSONObject]) -> Decoded<User>

    /// `timeline(of: list)` read into tweets: what the fetcher polls. The default reads
    /// each answer with `tweets(from:)`; a source that already read some items (Bluesky's
    /// first page, answered again) hands those tweets on instead of reading them again.
    func decodedTimeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<Decoded<Tweet>>

    /// `timeline(of: username)` read into tweets, as `decodedTimeline(of: list)`.
    func decodedTimeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<Decoded<Tweet>>

    /// What this source calls its items ("tweets", "posts"), for every sentence that
    /// names them; the default is Twitter's.
    var postNoun: PostNoun { get }

    /// The list's own name as its owner wrote it and its owner's handle and DID
    /// (Bluesky's `getList`: `list.name`, `list.creator`), raw and unchecked, or nil when
    /// the source has none beyond `owner/slug` (Twitter, whose slug is the name, and the
    /// demo). Emits once and completes; requests on subscription, cancels on disposal;
    /// failures are `TwitterError`s.
    func listDetails(of list: ListIdentifier) -> Observable<ListDetails?>
}

extension TwitterAPIProtocol {
    /// Tweets: Twitter's word, and the demo's (which has Twitter's shape).
    public var postNoun: PostNoun { .tweet }

    /// None: `owner/slug` is a Twitter list's name (and the demo's).
    public func listDetails(of list: ListIdentifier) -> Observable<ListDetails?> { .just(nil) }

    /// Twitter v1.1 status objects.
    public func tweets(from objects: [JSONObject]) -> Decoded<Tweet> { Tweet.decodeMany(objects) }

    /// Twitter v1.1 user objects.
    public func users(from objects: [JSONObject]) -> Decoded<User> { User.decodeMany(objects) }

    /// `timeline(of: list)`'s answers, each read with `tweets(from:)`.
    public func decodedTimeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<Decoded<Tweet>> {
        let objects = timeline(of: list)
        return { token, cursor in objects(token, cursor).map { self.tweets(from: $0) } }
    }

    /// `timeline(of: username)`'s answers, each read with `tweets(from:)`.
    public func decodedTimeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<Decoded<Tweet>> {
        let objects = timeline(of: username)
        return { token, cursor in objects(token, cursor).map { self.tweets(from: $0) } }
    }
}
