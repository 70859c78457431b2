import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
import RxNetwork
import TweetieCore

// ADAPTER (tw-api): the live `TwitterAPI`, the `--api-cache` replay source, the demo data
// and the account from the environment are being written in TweetieCore in parallel.
// Until they land, these internal stand-ins let the app run on recorded responses and on
// a small demo list. Replace each with TweetieCore's when it is merged.

/// The demo data: one list of made-up tweets, served without a network.
enum DemoSource {
    /// The only list the demo data has.
    static let list = ListIdentifier(username: "tweetie", slug: "demo")
    /// The demo account's status.
    static let account = TwitterAccount.AccountStatus.authorized("demo")
}

/// The demo list's tweets and members as Twitter's JSON, made up here.
final class DemoTwitterAPI: TwitterAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: immutable after init (only `let`s of value types).
    private let people: [(id: Int64, name: String, username: String, about: String)] = [
        (1, "Ada Lovelace", "ada", "Writes programs for engines that do not exist yet."),
        (2, "Grace Hopper", "grace", "Compilers, nanoseconds and bugs in relays."),
        (3, "Alan Kay", "alan", "The best way to predict the future is to invent it."),
    ]
    private let texts = [
        "Reactive streams make the table pour in new tweets as they arrive.",
        "A view model never imports the UI: the same one drives a terminal and a pipe.",
        "Bindings are the glue; the view controller only binds outputs to views.",
        "Offline? The stored tweets are still here, and the banner says so.",
        "Press m for the members of this list, Enter on one for their timeline.",
        "Esc goes back, ? lists the keys, q quits and gives the terminal back.",
    ]

    private func user(_ index: Int) -> JSONObject {
        let person = people[index % people.count]
        return ["id": NSNumber(value: person.id), "name": person.name, "screen_name": person.username, "description": person.about]
    }

    private func tweets(of usernames: Set<String>?) -> [JSONObject] {
        let now = Date()
        return texts.enumerated().compactMap { index, text -> JSONObject? in
            let author = user(index)
            if let usernames, let name = author["screen_name"] as? String, !usernames.contains(name) { return nil }
            let created = now.addingTimeInterval(-Double(index) * 3_100 - 120)
            return ["id": NSNumber(value: Int64(1_000 + texts.count - index)), "text": text,
                    "created_at": DemoTwitterAPI.twitterDate(created), "user": author]
        }
    }

    private static func twitterDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        return formatter.string(from: date)
    }

    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in .just(cursor.isNone ? tweets(of: [username]) : []) }
    }

    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in
            guard list == DemoSource.list else { return .error(TwitterError.unknownList(list)) }
            return .just(cursor.isNone ? tweets(of: nil) : [])
        }
    }

    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, _ in
            guard list == DemoSource.list else { return .error(TwitterError.unknownList(list)) }
            return .just(people.indices.map(user))
        }
    }
}

/// Serves the three endpoints from a directory of recorded responses named as
/// RxNetwork's `ReplayStore` names them (`1.1/lists/statuses.json-owner_screen_name-…`).
/// A request with a cursor that has no recording gets no tweets (nothing newer was
/// recorded); a first request with none fails with `.missingRecording`.
final class ReplayTwitterAPI: TwitterAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: immutable after init.
    private let store: ReplayStore
    private let base = URL(string: "https://api.twitter.com/") ?? URL(fileURLWithPath: "/")

    init(directory: URL) {
        store = ReplayStore(directory: directory)
    }

    private func request(_ path: String, _ parameters: [String: String], cursor: TimelineCursor, key: String? = nil) -> Observable<[JSONObject]> {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        var all = parameters
        if !cursor.isNone {
            all["max_id"] = String(cursor.maxId)
            all["since_id"] = String(cursor.sinceId)
        }
        components?.queryItems = all.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        guard let url = components?.url else { return .error(TwitterError.network("bad URL for \(path)")) }
        let store = self.store
        return Observable.deferred {
            switch store.response(for: URLRequest(url: url)) {
            case .failure:
                if !cursor.isNone { return .just([]) }
                return .error(TwitterError.missingRecording(file: ReplayStore.fileName(for: url)))
            case .success(let response):
                guard response.statusCode == 200 else {
                    return .error(TwitterError.network("recorded HTTP \(response.statusCode) for \(path)"))
                }
                let json = try? JSONSerialization.jsonObject(with: response.data)
                let objects: [JSONObject]?
                if let key { objects = (json as? [String: Any])?[key] as? [JSONObject] } else { objects = json as? [JSONObject] }
                guard let objects else {
                    return .error(TwitterError.malformedResponse(endpoint: path, reason: "not the expected JSON array"))
                }
                return .just(objects)
            }
        }
    }

    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in
            request("1.1/statuses/user_timeline.json", ["screen_name": username, "count": "100", "include_rts": "true",
                                                          "contributor_details": "false"], cursor: cursor)
        }
    }

    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in
            request("1.1/lists/statuses.json", ["owner_screen_name": list.username, "slug": list.slug], cursor: cursor)
        }
    }

    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, _ in
            request("1.1/lists/members.json", ["owner_screen_name": list.username, "slug": list.slug, "count": "100",
                                               "skip_status": "1", "include_entities": "false"], cursor: .none, key: "users")
        }
    }
}

/// The live API is not merged yet: every request fails with a message saying so.
final class UnavailableLiveTwitterAPI: TwitterAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: no state.
    private func failing() -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { _, _ in .error(TwitterError.network("the live Twitter API is not in this build yet; use --api-cache DIR or the demo data")) }
    }
    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> { failing() }
    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> { failing() }
    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> { failing() }
}

/// Whether the environment holds credentials for the live API.
func hasLiveCredentials(_ environment: [String: String]) -> Bool {
    if let token = environment["TWITTER_BEARER_TOKEN"], !token.isEmpty { return true }
    if let key = environment["TWITTER_CONSUMER_KEY"], !key.isEmpty,
       let secret = environment["TWITTER_CONSUMER_SECRET"], !secret.isEmpty { return true }
    return false
}

/// The live account: authorized with the bearer token when one is set (the consumer
/// key and secret exchange is tw-api's), otherwise unavailable.
func liveAccountStatus(_ environment: [String: String]) -> TwitterAccount.AccountStatus {
    if let token = environment["TWITTER_BEARER_TOKEN"], !token.isEmpty { return .authorized(token) }
    return .unavailable
}
