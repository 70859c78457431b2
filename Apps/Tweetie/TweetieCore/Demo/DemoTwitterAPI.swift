import Foundation
import RxCore

/// A `TwitterAPIProtocol` answering from `DemoData`, for trying the reader without a
/// Twitter account (its account is `DemoData.accountStatus`, any token is accepted).
///
/// Answers are built as Twitter API v1.1 JSON and read back through the same code as live
/// answers, so the demo exercises the real decoding. Tweets are timed relative to `now`.
///
/// To show tweets pouring in, the list timeline holds back its newest
/// `DemoData.heldBackCount` tweets: the first page (cursor `.none`) has all the others,
/// and each request with a `sinceId` answers the next `DemoData.revealedPerPoll` tweets
/// newer than it, until none are left. A `maxId` below the `sinceId` (the documents'
/// cursor after a first page) is ignored; a `maxId` alone pages back through the first
/// page's tweets. The answer depends only on the cursor, so any number of readers see
/// the same. A user's timeline has that member's tweets of the first page; unknown lists
/// and users fail as the live API does (`.unknownList`, `.unknownUser`).
///
/// Answers arrive synchronously on subscription, or after `responseDelay` on `scheduler`.
public final class DemoTwitterAPI: TwitterAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` set in init; schedulers are
    // meant to be used from any thread.

    /// The time the demo's tweets are relative to.
    public let now: Date
    private let responseDelay: RxTimeInterval?
    private let scheduler: SchedulerType
    private let statuses: [JSONObject]

    /// Demo answers relative to `now`, after `responseDelay` on `scheduler` when given.
    public init(now: Date = Date(), responseDelay: RxTimeInterval? = nil,
                scheduler: SchedulerType = ConcurrentDispatchQueueScheduler(qos: .userInitiated)) {
        self.now = now
        self.responseDelay = responseDelay
        self.scheduler = scheduler
        statuses = DemoData.statusObjects(now: now)
    }

    /// The demo account, always `.authorized("demo")`.
    public static func account() -> TwitterAccount {
        TwitterAccount(fixed: DemoData.accountStatus)
    }

    // MARK: - TwitterAPIProtocol

    /// The member's tweets of the list's first page, newest first.
    public func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in
            answer(.userTimeline(username: username, cursor: cursor)) { [self] in
                // Screen names are case-insensitive, as on Twitter.
                let wanted = username.lowercased()
                guard DemoData.members.contains(where: { $0.screenName.lowercased() == wanted }) else {
                    throw TwitterError.unknownUser(username)
                }
                let firstPage = statuses.prefix(statuses.count - DemoData.heldBackCount)
                return firstPage.filter { DemoTwitterAPI.screenName(of: $0)?.lowercased() == wanted }.reversed()
            }
        }
    }

    /// The list's tweets: the first page, then a few newer ones per poll (see the type's notes).
    public func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in
            answer(.listStatuses(list, cursor: cursor)) { [self] in
                try DemoTwitterAPI.requireDemoList(list)
                return page(for: cursor)
            }
        }
    }

    /// `{"users": [...]}` with every member.
    public func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { _, _ in
            DemoTwitterAPI.answer(.listMembers(list), after: self.responseDelay, on: self.scheduler) {
                try DemoTwitterAPI.requireDemoList(list)
                return DemoData.membersObject()
            }
        }
    }

    // MARK: - Pages

    /// The list timeline's answer to `cursor`, newest first.
    func page(for cursor: TimelineCursor) -> [JSONObject] {
        let firstPageCount = statuses.count - DemoData.heldBackCount
        let selected: [JSONObject]
        if cursor.sinceId == 0 {
            selected = statuses.prefix(firstPageCount).filter { (DemoTwitterAPI.id(of: $0) ?? 0) <= cursor.maxId }
        } else {
            let honoursMax = cursor.maxId != Int64.max && cursor.maxId > cursor.sinceId
            selected = Array(statuses.filter { status in
                guard let id = DemoTwitterAPI.id(of: status) else { return false }
                return id > cursor.sinceId && (!honoursMax || id <= cursor.maxId)
            }.prefix(DemoData.revealedPerPoll))
        }
        return selected.reversed()
    }

    // MARK: - Answers

    /// Serializes `body()` as the endpoint's JSON answer and reads it back the way live
    /// answers are read.
    private func answer(_ endpoint: TwitterEndpoint, _ body: @escaping () throws -> [JSONObject]) -> Observable<[JSONObject]> {
        DemoTwitterAPI.answer(endpoint, after: responseDelay, on: scheduler) { try body() }
    }

    private static func answer(_ endpoint: TwitterEndpoint, after delay: RxTimeInterval?, on scheduler: SchedulerType,
                               _ body: @escaping () throws -> Any) -> Observable<[JSONObject]> {
        let answer = Observable<[JSONObject]>.deferred {
            let data = try JSONSerialization.data(withJSONObject: try body())
            return .just(try TwitterResponse.objects(in: data, for: endpoint))
        }
        guard let delay else { return answer }
        return answer.delaySubscription(delay, scheduler: scheduler)
    }

    private static func requireDemoList(_ list: ListIdentifier) throws {
        guard list.username.lowercased() == DemoData.list.username, list.slug.lowercased() == DemoData.list.slug else {
            throw TwitterError.unknownList(list)
        }
    }

    private static func id(of status: JSONObject) -> Int64? {
        (status["id"] as? Int).map(Int64.init)
    }

    private static func screenName(of status: JSONObject) -> String? {
        (status["user"] as? JSONObject)?["screen_name"] as? String
    }
}

extension TwitterAPI {
    /// The demo data source (see `DemoTwitterAPI`), its tweets timed relative to `now`.
    public static func demo(now: Date = Date(), responseDelay: RxTimeInterval? = nil) -> DemoTwitterAPI {
        DemoTwitterAPI(now: now, responseDelay: responseDelay)
    }
}
