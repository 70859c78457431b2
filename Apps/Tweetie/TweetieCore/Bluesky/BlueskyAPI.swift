import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork

/// Bluesky behind the reader's `TwitterAPIProtocol`: a list's feed, its members and an
/// account's feed from the public AppView (no account, no key), or from a directory of
/// recorded answers (`--api-cache`), which the same class serves.
///
/// - `timeline(of: list)` is `app.bsky.feed.getListFeed` (the owner's handle resolved
///   once with `com.atproto.identity.resolveHandle`, or `app.bsky.actor.getProfile` where
///   a server has no such method), `timeline(of: username)` is
///   `app.bsky.feed.getAuthorFeed`, `members(of:)` is `app.bsky.graph.getList` (cursors
///   followed, up to `maximumMemberPages`); the observables emit feed items and profiles
///   as Bluesky sends them, which `tweets(from:)` and `users(from:)` read.
/// - There is no `since_id`: asked for tweets newer than a cursor's `sinceId`, the source
///   follows the feed's cursors from the newest page until a page holds an item at or
///   below that id (a known one), and answers every item of those pages, so whatever
///   arrived between polls comes without gaps; the store merges by id, so nothing doubles.
///   A page fails the whole answer, so a gap is never stored. At most
///   `maximumPagesPerPoll` pages are read per poll.
/// - Asked for tweets up to a `maxId`, it answers the page older than that id: from the
///   cursor the server gave after the page ending there, else from a cursor made of the
///   id's time (the AppView's own cursor format).
/// - Failures are `TwitterError.bluesky`: XRPC error bodies become typed errors, a 429
///   `.rateLimited(until:)` from `RateLimit-Reset`, and when a response says no requests
///   are left (`RateLimit-Remaining: 0`) none are sent until its reset.
///
/// In replay mode a missing recording of a later page answers an empty page; a missing
/// first page is `.missingRecording`. Answers arrive on a transport thread; disposing
/// cancels. Thread safety: immutable after init apart from `state`, which locks.
public final class BlueskyAPI: TwitterAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let`; the provider and `state` are
    // thread-safe, `now` is a @Sendable closure.

    /// `https://public.api.bsky.app/`: Bluesky's AppView for readers without an account.
    public static let defaultBaseURL: URL = {
        // A literal known to parse; never data from outside.
        guard let url = URL(string: "https://public.api.bsky.app/") else { preconditionFailure("the default base URL is valid") }
        return url
    }()

    /// Pages read at most by one poll before it stops looking for a known post.
    public static let maximumPagesPerPoll = 20
    /// `getList` pages read at most for a list's members.
    public static let maximumMemberPages = 10

    /// Where requests go (only its path matters in replay mode).
    public let baseURL: URL
    /// The recorded answers replayed instead of the network, in replay mode.
    public let replayDirectory: URL?

    let provider: Provider<BlueskyTarget>
    let state = BlueskySessionState()
    let itemCache = BlueskyItemCache()
    private let now: @Sendable () -> Date

    /// An API talking to `baseURL`, or answering from `replayDirectory` when given.
    ///
    /// - Parameters:
    ///   - transport: what carries the requests (libcurl by default).
    ///   - plugins: RxNetwork plugins (a logger, an activity indicator).
    ///   - requestTimeout: how long a request may take before it fails with `.network`.
    ///   - scheduler: runs the timeouts.
    ///   - now: the clock rate limits are measured against.
    public convenience init(baseURL: URL = BlueskyAPI.defaultBaseURL, replayDirectory: URL? = nil,
                            transport: NetworkTransport = CurlTransport.shared, plugins: [PluginType] = [],
                            requestTimeout: TimeInterval? = Provider<BlueskyTarget>.defaultRequestTimeout,
                            scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .default),
                            now: @escaping @Sendable () -> Date = { Date() }) {
        let provider = Provider<BlueskyTarget>(scheduler: scheduler, transport: transport, plugins: plugins, requestTimeout: requestTimeout,
                                               replay: replayDirectory.map { ReplayStore(directory: $0) })
        self.init(provider: provider, baseURL: baseURL, replayDirectory: replayDirectory, now: now)
    }

    /// An API sending through `provider` (tests give one with stubs in virtual time).
    init(provider: Provider<BlueskyTarget>, baseURL: URL = BlueskyAPI.defaultBaseURL, replayDirectory: URL? = nil,
         now: @escaping @Sendable () -> Date = { Date() }) {
        self.provider = provider
        self.baseURL = baseURL
        self.replayDirectory = replayDirectory
        self.now = now
    }

    /// The live AppView at `baseURL`.
    public static func live(baseURL: URL = BlueskyAPI.defaultBaseURL,
                            requestTimeout: TimeInterval? = Provider<BlueskyTarget>.defaultRequestTimeout) -> BlueskyAPI {
        BlueskyAPI(baseURL: baseURL, requestTimeout: requestTimeout)
    }

    /// Answers from the recordings in `directory`, named as RxNetwork's `ReplayStore`
    /// names them (`xrpc/app.bsky.feed.getListFeed-limit-50-list-at%3A%2F%2F…`).
    public static func replay(directory: URL) -> BlueskyAPI {
        BlueskyAPI(replayDirectory: directory, requestTimeout: nil)
    }

    // MARK: - TwitterAPIProtocol

    /// `app.bsky.feed.getAuthorFeed` for the account `username` (a handle or DID); feed items.
    public func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in feedItems(of: .author(username), cursor: cursor).map { $0.map(\.object) }.asObservable() }
    }

    /// `app.bsky.feed.getListFeed` for the list `list` names (see `BlueskyList.listIdentifier`); feed items.
    public func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in feedItems(of: .list(BlueskyList(list)), cursor: cursor).map { $0.map(\.object) }.asObservable() }
    }

    /// The tweets of `timeline(of: list)`'s items, as the source read them when it parsed
    /// them (an item of the first page answered again is not read again).
    public func decodedTimeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<Decoded<Tweet>> {
        { [self] _, cursor in feedItems(of: .list(BlueskyList(list)), cursor: cursor).map(BlueskyFeedItem.tweets(of:)).asObservable() }
    }

    /// The tweets of `timeline(of: username)`'s items, as `decodedTimeline(of: list)`.
    public func decodedTimeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<Decoded<Tweet>> {
        { [self] _, cursor in feedItems(of: .author(username), cursor: cursor).map(BlueskyFeedItem.tweets(of:)).asObservable() }
    }

    /// `list.name` and `list.creator`'s handle and DID from `app.bsky.graph.getList`'s
    /// first page: the same request as the members' first page (so a replay directory
    /// answers it from that recording); nil when the answer has no list.
    public func listDetails(of identifier: ListIdentifier) -> Observable<ListDetails?> {
        let list = BlueskyList(identifier)
        return atURI(of: list)
            .flatMap { [self] uri in call(.list(list: uri, cursor: nil), subject: list.description) }
            .map { answer -> ListDetails? in
                guard let object = answer?.lexiconObject("list") else { return nil }
                let creator = object.lexiconObject("creator")
                return ListDetails(list: identifier, name: object.lexiconString("name"),
                                   ownerHandle: creator?.lexiconString("handle"), ownerDID: creator?.lexiconString("did"))
            }
            .asObservable()
    }

    /// `app.bsky.graph.getList` for the list, every page; the members' profiles.
    public func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, _ in members(of: BlueskyList(list), after: nil, collected: [], pagesLeft: BlueskyAPI.maximumMemberPages).asObservable() }
    }

    /// Feed items (see `BlueskyPost`).
    public func tweets(from objects: [JSONObject]) -> Decoded<Tweet> { BlueskyPost.decodeMany(objects) }

    /// Profiles (see `BlueskyProfile`).
    public func users(from objects: [JSONObject]) -> Decoded<User> { BlueskyProfile.decodeMany(objects) }

    /// Posts: Bluesky's word, live or replayed.
    public var postNoun: PostNoun { .post }

    // MARK: - Lists and accounts

    /// The list's at-URI, its owner's handle resolved to a DID (once; remembered).
    public func atURI(of list: BlueskyList) -> Single<String> {
        if list.ownerIsDID { return .just(list.atURI(ownerDID: list.owner)) }
        return did(ofHandle: list.owner).map { list.atURI(ownerDID: $0) }
    }

    /// The profiles of `actors` (handles or DIDs) with `app.bsky.actor.getProfiles`, 25 per
    /// request, in the order the server answers; accounts it does not know are left out.
    public func profiles(of actors: [String]) -> Single<[User]> {
        let chunks = stride(from: 0, to: actors.count, by: BlueskyEndpoint.profilesPerRequest).map {
            Array(actors[$0..<min($0 + BlueskyEndpoint.profilesPerRequest, actors.count)])
        }
        let requests = chunks.map { chunk in
            call(.profiles(actors: chunk), subject: chunk.joined(separator: ", ")).map { object -> [User] in
                guard let object else { return [] }
                guard object["profiles"] is [Any] else { throw BlueskyAPI.malformed(.profiles(actors: chunk), "no \"profiles\" array") }
                return BlueskyProfile.decodeMany(object.lexiconObjects("profiles")).values
            }
        }
        return Single.zip(requests).map { $0.flatMap { $0 } }
    }

    /// The DID of `handle`: `com.atproto.identity.resolveHandle`, or the profile's DID when
    /// the server does not answer that method.
    func did(ofHandle handle: String) -> Single<String> {
        if let did = state.did(ofHandle: handle) { return .just(did) }
        let state = self.state
        let resolved = call(.resolveHandle(handle), subject: handle)
            .catch { [self] error -> Single<JSONObject?> in
                guard case .bluesky(.refused(let name, _))? = error as? TwitterError, name.hasPrefix("HTTP 404") || name.hasPrefix("HTTP 501") else {
                    throw error
                }
                return call(.profile(actor: handle), subject: handle)
            }
        return resolved.map { object in
            guard let did = object?.lexiconString("did"), BlueskyList.isDID(did[...]) else {
                throw BlueskyAPI.malformed(.resolveHandle(handle), "the answer holds no DID")
            }
            state.remember(did: did, ofHandle: handle)
            return did
        }
    }

    // MARK: - Feeds

    /// A feed the source reads.
    enum Feed {
        /// A list's feed.
        case list(BlueskyList)
        /// An account's feed (handle or DID).
        case author(String)

        /// The key its cursors are remembered under.
        var key: String {
            switch self {
            case .list(let list): return "list \(list.owner)/\(list.rkey)"
            case .author(let actor): return "author \(actor)"
            }
        }

        /// What it is about, for messages.
        var subject: String {
            switch self {
            case .list(let list): return list.description
            case .author(let actor): return actor
            }
        }
    }

    /// One page of a feed: its items (each with its id, nil for an item without one) and
    /// the cursor of the page after it.
    struct FeedPage {
        var items: [BlueskyFeedItem]
        var cursor: String?
    }

    /// The items answering `cursor`: the page older than `maxId` when it is set, else the
    /// newest pages down to a known item (see the type's notes).
    func feedItems(of feed: Feed, cursor: TimelineCursor) -> Single<[BlueskyFeedItem]> {
        if cursor.maxId != .max {
            let below = cursor.maxId &+ 1
            let pageCursor = state.cursor(after: below, in: feed.key)
                ?? BlueskyDate.string(microseconds: BlueskyFeedID.microseconds(of: below))
            return page(of: feed, cursor: pageCursor).map(\.items)
        }
        return newest(of: feed, since: cursor.sinceId, collected: [], cursor: nil, pagesLeft: BlueskyAPI.maximumPagesPerPoll)
    }

    /// Pages from `cursor` on, until one holds an item at or below `since` (0: one page),
    /// the feed ends, or `pagesLeft` pages were read; every item of them.
    private func newest(of feed: Feed, since: Int64, collected: [BlueskyFeedItem], cursor: String?, pagesLeft: Int) -> Single<[BlueskyFeedItem]> {
        page(of: feed, cursor: cursor).flatMap { [self] page in
            let items = collected + page.items
            let metKnown = since == 0 || page.items.contains { ($0.feedID ?? .max) <= since }
            guard !metKnown, let next = page.cursor, !page.items.isEmpty, pagesLeft > 1 else { return .just(items) }
            return newest(of: feed, since: since, collected: items, cursor: next, pagesLeft: pagesLeft - 1)
        }
    }

    /// One page of `feed` from `cursor` (nil: the newest); remembers the cursor after it.
    private func page(of feed: Feed, cursor: String?) -> Single<FeedPage> {
        let endpoint: Single<BlueskyEndpoint>
        switch feed {
        case .list(let list): endpoint = atURI(of: list).map { .listFeed(list: $0, cursor: cursor) }
        case .author(let actor): endpoint = .just(.authorFeed(actor: actor, cursor: cursor))
        }
        let state = self.state
        let itemCache = self.itemCache
        return endpoint.flatMap { [self] endpoint in
            call(endpoint, subject: feed.subject) { data throws(BlueskyError) -> FeedPage in
                let (items, rest) = try XRPCResponse.page(in: data, for: endpoint) { elements in
                    // A poll asks for the first page again: its items seen then are not
                    // parsed or read again.
                    cursor == nil ? itemCache.items(of: elements, firstPageOf: feed.key) : elements.map(BlueskyFeedItem.init(element:))
                }
                return FeedPage(items: items, cursor: rest.lexiconString("cursor"))
            }
            .map { page in
                guard let page else { return FeedPage(items: [], cursor: nil) }
                if let next = page.cursor, let oldest = page.items.compactMap(\.feedID).min() {
                    state.remember(cursor: next, after: oldest, in: feed.key)
                }
                return page
            }
        }
    }

    /// The members' profiles from `cursor` on, following cursors for `pagesLeft` pages.
    private func members(of list: BlueskyList, after cursor: String?, collected: [JSONObject], pagesLeft: Int) -> Single<[JSONObject]> {
        atURI(of: list)
            .flatMap { [self] uri in call(.list(list: uri, cursor: cursor), subject: list.description).map { (uri, $0) } }
            .flatMap { [self] uri, object in
                guard let object else { return .just(collected) }
                guard object["items"] is [Any] else { throw BlueskyAPI.malformed(.list(list: uri, cursor: cursor), "no \"items\" array") }
                // An item without a profile is handed on empty, to be skipped and counted.
                let profiles = object.lexiconObjects("items").map { $0.lexiconObject("subject") ?? [:] }
                let all = collected + profiles
                guard let next = object.lexiconString("cursor"), !profiles.isEmpty, pagesLeft > 1 else { return .just(all) }
                return members(of: list, after: next, collected: all, pagesLeft: pagesLeft - 1)
            }
    }

    // MARK: - Calls

    /// One XRPC call: the JSON object answered, or nil for a later page (with a cursor)
    /// that a replay directory has no recording of. Fails with `TwitterError.bluesky`;
    /// at once with `.rateLimited` while a rate limit is in force.
    func call(_ endpoint: BlueskyEndpoint, subject: String) -> Single<JSONObject?> {
        call(endpoint, subject: subject) { data throws(BlueskyError) in try XRPCResponse.object(in: data, for: endpoint) }
    }

    /// One XRPC call as `call(_:subject:)`, its successful answer's body read by `read`
    /// (on the transport's thread).
    func call<Answer>(_ endpoint: BlueskyEndpoint, subject: String,
                      read: @escaping (Data) throws(BlueskyError) -> Answer) -> Single<Answer?> {
        let target = BlueskyTarget(endpoint, baseURL: baseURL)
        let provider = self.provider
        let state = self.state
        let now = self.now
        let replaying = replayDirectory != nil
        return Single<Result<Response, NetworkError>>.create { observer in
            if !replaying, let until = state.rateLimitedUntil(now: now()) {
                observer(.failure(TwitterError.bluesky(.rateLimited(until: until))))
                return Disposables.create()
            }
            return provider.request(target) { observer(.success($0)) }
        }
        .map { result -> Answer? in
            let response: Response
            switch result {
            case .success(let value), .failure(.statusCode(let value)): response = value
            case .failure(.missingRecording):
                if endpoint.cursor != nil { return nil }
                throw TwitterError.bluesky(.missingRecording(file: BlueskyAPI.recordingName(of: target, provider: provider)))
            case .failure(let error):
                throw TwitterError.bluesky(XRPCResponse.error(for: error))
            }
            let date = now()
            if !replaying {
                if response.statusCode == 429 || XRPCResponse.rateLimitRemaining(of: response) == 0,
                   let reset = XRPCResponse.rateLimitReset(of: response, now: date) {
                    state.limit(until: reset)
                }
            }
            guard (200..<300).contains(response.statusCode) else {
                throw TwitterError.bluesky(XRPCResponse.error(for: response, endpoint: endpoint, subject: subject, now: date))
            }
            do throws(BlueskyError) {
                return try read(response.data)
            } catch {
                throw TwitterError.bluesky(error)
            }
        }
    }

    /// The recording `target` is answered from, relative to the replay directory.
    static func recordingName(of target: BlueskyTarget, provider: Provider<BlueskyTarget>) -> String {
        guard let url = try? provider.endpointClosure(target).urlRequest().url else { return target.path }
        return ReplayStore.fileName(for: url)
    }

    /// Whether the first page of `list`'s feed can be answered: always live; in replay
    /// mode, whether the directory holds its recording (and the handle's, when the owner
    /// is a handle), found the way the provider looks them up.
    public func hasFirstPage(of list: BlueskyList) -> Bool {
        guard let replayDirectory else { return true }
        let store = ReplayStore(directory: replayDirectory)
        func recording(_ endpoint: BlueskyEndpoint) -> Response? {
            guard let request = try? provider.endpointClosure(BlueskyTarget(endpoint, baseURL: baseURL)).urlRequest(),
                  case .success(let response) = store.response(for: request) else { return nil }
            return response
        }
        var did = list.owner
        if !list.ownerIsDID {
            guard let answer = recording(.resolveHandle(list.owner)),
                  let object = try? XRPCResponse.object(in: answer.data, for: .resolveHandle(list.owner)),
                  let resolved = object.lexiconString("did") else { return false }
            did = resolved
        }
        return recording(.listFeed(list: list.atURI(ownerDID: did), cursor: nil)) != nil
    }

    private static func malformed(_ endpoint: BlueskyEndpoint, _ reason: String) -> TwitterError {
        .bluesky(.malformedResponse(method: endpoint.method, reason: reason))
    }
}
