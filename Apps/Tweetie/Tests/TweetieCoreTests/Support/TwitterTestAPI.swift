import Foundation
import RxCore
@testable import TweetieCore

/// The documents' `TwitterTestAPI`: a `TwitterAPIProtocol` whose endpoints record each
/// call and return `objects`, which a test feeds by hand. Each test makes its own.
final class TwitterTestAPI: TwitterAPIProtocol, @unchecked Sendable {
    /// One call of an endpoint's (token, cursor) function.
    struct Call: Equatable {
        var method: String
        var argument: String
        var token: AccessToken
        var cursor: TimelineCursor
    }

    // @unchecked Sendable: `state` (the subject and the calls) is only touched inside `lock`.
    private let lock = NSLock()
    private var state = (objects: PublishSubject<[JSONObject]>(), calls: [Call]())

    /// What every endpoint returns; replaced by `reset()`.
    var objects: PublishSubject<[JSONObject]> {
        lock.lock()
        defer { lock.unlock() }
        return state.objects
    }

    /// Every endpoint call since the last `reset()`, in order.
    var calls: [Call] {
        lock.lock()
        defer { lock.unlock() }
        return state.calls
    }

    /// The last call's method name (the documents' `lastMethodCall`).
    var lastMethodCall: String? { calls.last?.method }

    /// Forgets the calls and starts a fresh `objects` subject.
    func reset() {
        lock.lock()
        defer { lock.unlock() }
        state = (PublishSubject<[JSONObject]>(), [])
    }

    private func endpoint(_ method: String, _ argument: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { [self] token, cursor in
            lock.lock()
            defer { lock.unlock() }
            state.calls.append(Call(method: method, argument: argument, token: token, cursor: cursor))
            return state.objects.asObservable()
        }
    }

    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        endpoint("timeline(of:username)", username)
    }

    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        endpoint("timeline(of:list)", list.description)
    }

    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        endpoint("members(of:)", list.description)
    }
}
