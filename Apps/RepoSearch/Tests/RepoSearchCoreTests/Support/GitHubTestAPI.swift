import Foundation
import RxCore
import RxTesting
@testable import RepoSearchCore

/// A `GitHubAPIProtocol` in virtual time: records each request (when, what) and answers
/// it with the next scripted reply, as a cold observable on the test scheduler (so its
/// subscription and cancellation times are recorded too). A request with no reply left
/// never answers.
final class GitHubTestAPI: GitHubAPIProtocol, @unchecked Sendable {
    // @unchecked Sendable: used on the test's thread only (the scheduler runs there).

    /// One request.
    struct Call: Equatable, CustomStringConvertible {
        var time: TestTime
        /// The query's text for a first page, the URL for a later one.
        var asked: String
        var mode: SearchMode

        var description: String { "\(time): \(mode.rawValue) \(asked)" }
    }

    private let scheduler: TestScheduler
    private var replies: [[Recorded<Event<RepoPage>>]] = []
    private(set) var calls: [Call] = []
    /// Each request's answer, in order (for subscription times).
    private(set) var requests: [TestableObservable<RepoPage>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// What was asked, in order.
    var asked: [String] { calls.map(\.asked) }
    /// When, in order.
    var times: [TestTime] { calls.map(\.time) }

    /// Answers the next request with `page` after `delay` ticks.
    func respond(_ page: RepoPage, after delay: TestTime = 100) {
        replies.append([.next(delay, page), .completed(delay)])
    }

    /// Fails the next request with `error` after `delay` ticks.
    func fail(_ error: GitHubError, after delay: TestTime = 100) {
        replies.append([.error(delay, error)])
    }

    func repositories(for query: SearchQuery) -> Single<RepoPage> {
        answer(Call(time: scheduler.clock, asked: query.text, mode: query.mode))
    }

    func page(at url: URL, mode: SearchMode) -> Single<RepoPage> {
        answer(Call(time: scheduler.clock, asked: url.absoluteString, mode: mode))
    }

    private func answer(_ call: Call) -> Single<RepoPage> {
        calls.append(call)
        let request = scheduler.createColdObservable(replies.isEmpty ? [] : replies.removeFirst())
        requests.append(request)
        return request.asObservable().asSingle()
    }
}
