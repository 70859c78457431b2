import Foundation
import RxCore
import TweetieCore

/// A `TwitterAPIProtocol` answering from values a test sets: each endpoint returns its
/// current answer at once (`.just` or `.error`) and records the call.
///
/// `@unchecked Sendable`: tests use it from the main thread only (the fetcher calls it
/// there too: everything runs on the test's scheduler on the main thread).
final class StubTwitterAPI: TwitterAPIProtocol, @unchecked Sendable {
    var listTimeline: Result<[JSONObject], TwitterError> = .success([])
    /// What the list's polls after its first page answer; nil (the default): the tweets
    /// of `listTimeline` newer than the poll's cursor, as Twitter answers.
    var laterPolls: Result<[JSONObject], TwitterError>?
    var members: Result<[JSONObject], TwitterError> = .success([])
    var userTimelines: [String: Result<[JSONObject], TwitterError>] = [:]
    /// When set, the list's older pages (asked below a tweet) answer only when a test
    /// sends to it.
    var heldOlderPages: PublishSubject<[JSONObject]>?
    /// Endpoints (by call name, like "members(of: owner/slug)") that never answer.
    var pending: Set<String> = []
    private(set) var calls: [String] = []

    private func answer(_ result: Result<[JSONObject], TwitterError>) -> Observable<[JSONObject]> {
        switch result {
        case .success(let objects): return .just(objects)
        case .failure(let error): return .error(error)
        }
    }

    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, _ in
            calls.append("timeline(of: \(username))")
            if pending.contains("timeline(of: \(username))") { return .never() }
            return answer(userTimelines[username] ?? .success([]))
        }
    }

    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, cursor in
            calls.append("timeline(of: \(list))")
            if pending.contains("timeline(of: \(list))") { return .never() }
            if let heldOlderPages, !cursor.isNone, cursor.maxId != .max { return heldOlderPages.take(1) }
            // A poll after the first page answers `laterPolls` when a test set it.
            if let laterPolls, !cursor.isNone, cursor.maxId == .max { return answer(laterPolls) }
            // As Twitter answers: the tweets above the cursor's sinceId, up to its maxId (so
            // later polls find nothing newer, and older pages nothing older). An element
            // without a readable id (a broken one) comes with every page, to be skipped.
            return answer(listTimeline.map { tweets in
                tweets.filter { tweet in
                    guard let id = (tweet["id"] as? NSNumber)?.int64Value else { return true }
                    return id > cursor.sinceId && id <= cursor.maxId
                }
            })
        }
    }

    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] _, _ in
            calls.append("members(of: \(list))")
            if pending.contains("members(of: \(list))") { return .never() }
            return answer(members)
        }
    }
}

/// Twitter API v1.1 JSON for tests.
enum TweetJSON {
    static func user(id: Int64, name: String, screenName: String, about: String = "") -> JSONObject {
        ["id": NSNumber(value: id), "name": name, "screen_name": screenName, "description": about]
    }

    static func tweet(id: Int64, text: String, name: String = "Ada Lovelace", screenName: String = "ada",
                      userId: Int64 = 1, createdAt: Date) -> JSONObject {
        ["id": NSNumber(value: id), "text": text, "created_at": twitterDate(createdAt),
         "user": user(id: userId, name: name, screenName: screenName)]
    }

    static func twitterDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "EEE MMM dd HH:mm:ss Z yyyy"
        return formatter.string(from: date)
    }
}
