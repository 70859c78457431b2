import Foundation
import RxCore
import RxNetwork
import RxStore
import RxTesting
import TestSupport
import AppCoreSupport
@testable import TweetieCore

/// Test JSON and test objects (the documents' `TestData`): Twitter v1.1 objects built
/// from a few fields, and a virtual-time fetch environment.
enum TestData {
    static let token: AccessToken = "test-token"
    static let list = ListIdentifier(username: "icanzilb", slug: "RxSwift")

    /// A status object with `id`, posted `id` seconds after 2018-12-08 08:00 GMT so ids
    /// and dates are in the same order.
    static func tweetJSON(_ id: Int64, text: String? = nil, screenName: String = "ann") -> JSONObject {
        let date = Date(timeIntervalSince1970: 1_544_256_000 + TimeInterval(id))
        return [
            "id": NSNumber(value: id),
            "text": text ?? "tweet \(id)",
            "created_at": TwitterDate.string(from: date),
            "user": ["id": NSNumber(value: 1), "name": "Ann", "screen_name": screenName] as JSONObject,
        ]
    }

    /// Status objects for `ids`, in the order given.
    static func tweetsJSON(_ ids: [Int64]) -> [JSONObject] {
        ids.map { tweetJSON($0) }
    }

    /// The tweet `tweetJSON(id)` decodes to.
    static func tweet(_ id: Int64) -> Tweet {
        Tweet(id: id, text: "tweet \(id)", authorName: "Ann", screenName: "ann",
              createdAt: Date(timeIntervalSince1970: 1_544_256_000 + TimeInterval(id)))
    }

    /// A user object.
    static func userJSON(_ id: Int64, screenName: String) -> JSONObject {
        ["id": NSNumber(value: id), "name": screenName.capitalized, "screen_name": screenName]
    }

    /// An account that is always authorized with `token`.
    static var authorized: Driver<TwitterAccount.AccountStatus> {
        TwitterAccount(fixed: .authorized(token)).default
    }

    /// An environment polling every `interval` seconds on `scheduler` (nil: fetch once),
    /// asking `api` with `account`, keeping tweets in `store`; what it is not given stays
    /// unimplemented (a test using it fails).
    /// A stand-in for the front ends' sanitizer (TerminalUI's, which core tests cannot
    /// import): drops C0/C1 controls and bidirectional overrides, so a test can tell the
    /// view model applied it. The terminal's end-to-end tests check the real one.
    static let sanitize: @Sendable (String) -> String = { text in
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value))
        }))
    }

    static func environment(_ scheduler: TestScheduler, reachability: StubReachability = StubReachability(), interval: Int? = 30,
                            api: (any TwitterAPIProtocol)? = nil, store: Store? = nil,
                            account: Driver<TwitterAccount.AccountStatus> = TestData.authorized) -> TweetieEnvironment {
        var environment = TweetieEnvironment.unimplemented(Unimplemented(failTest))
        environment.scheduler = scheduler
        environment.reachability = reachability
        environment.interval = interval.map { .seconds($0) }
        environment.account = account
        if let api { environment.api = api }
        if let store { environment.storage = TimelineStorage(store: store) }
        environment.sanitize = TestData.sanitize
        return environment
    }
}

/// A `ScreenPresenter` that records what the navigator asked it to show.
final class RecordingPresenter: ScreenPresenter {
    typealias Screen = TweetieCore.Screen

    private(set) var presented: [(screen: Screen, presentation: Presentation)] = []

    func present(_ screen: Screen, as presentation: Presentation) {
        presented.append((screen, presentation))
    }
}

extension Screen {
    /// Which screen this is, for comparisons in tests.
    var kind: String {
        switch self {
        case .listTimeline: return "listTimeline"
        case .listPeople: return "listPeople"
        case .personTimeline: return "personTimeline"
        }
    }
}

extension ListTimelineViewModel {
    /// What the error banner shows on a screen (its text and its action's sentence), nil
    /// for none: the words the tests check.
    var errorText: Driver<String?> {
        errorBanner.map { $0?.screenText }
    }
}
