import Foundation
import RxCore
import RxTesting
@testable import TweetieCore

/// A `jsonProvider` for `TimelineFetcher` in virtual time: records each call's time,
/// token and cursor, and answers each with a cold observable (so its subscription and
/// disposal times are recorded) playing the next scripted response, or nothing.
final class RecordingJSONProvider {
    struct Call: Equatable, CustomStringConvertible {
        var time: TestTime
        var token: AccessToken
        var cursor: TimelineCursor

        var description: String { "\(time): \(token) \(cursor)" }
    }

    private let scheduler: TestScheduler
    /// The responses of the next calls, in order; a call with none left never answers.
    var scripts: [[Recorded<Event<[JSONObject]>>]] = []
    private(set) var calls: [Call] = []
    /// Each call's request, in order.
    private(set) var requests: [TestableObservable<[JSONObject]>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The times of the calls.
    var times: [TestTime] { calls.map(\.time) }

    /// Answers the next call with `objects` after `delay` ticks, then completes.
    func respond(_ objects: [JSONObject], after delay: TestTime = 5) {
        scripts.append([.next(delay, objects), .completed(delay)])
    }

    /// Answers the next call with `error` after `delay` ticks.
    func fail(_ error: Swift.Error, after delay: TestTime = 5) {
        scripts.append([.error(delay, error)])
    }

    /// The provider function to hand to the fetcher.
    var provider: (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] token, cursor in
            calls.append(Call(time: scheduler.clock, token: token, cursor: cursor))
            let request = scheduler.createColdObservable(scripts.isEmpty ? [] : scripts.removeFirst())
            requests.append(request)
            return request.asObservable()
        }
    }
}
