import Foundation
import RxCore
@testable import TweetieCore

/// The documents' `TwitterTestAPI`: a `TwitterAPIProtocol` whose endpoints record each
/// call and return `objects`, which a test feeds by hand. Call `reset()` in `setUp`.
///
/// The protocol's functions are static, so the mock's state is static too.
enum TwitterTestAPI: TwitterAPIProtocol {
    /// One call of an endpoint's (token, cursor) function.
    struct Call: Equatable {
        var method: String
        var argument: String
        var token: AccessToken
        var cursor: TimelineCursor
    }

    /// `@unchecked Sendable`: `objects` and `calls` are only touched inside `lock`.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var objects = PublishSubject<[JSONObject]>()
        var calls: [Call] = []
    }

    private static let state = State()

    /// What every endpoint returns; replaced by `reset()`.
    static var objects: PublishSubject<[JSONObject]> {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.objects
    }

    /// Every endpoint call since the last `reset()`, in order.
    static var calls: [Call] {
        state.lock.lock()
        defer { state.lock.unlock() }
        return state.calls
    }

    /// The last call's method name (the documents' `lastMethodCall`).
    static var lastMethodCall: String? { calls.last?.method }

    /// Forgets the calls and starts a fresh `objects` subject.
    static func reset() {
        state.lock.lock()
        defer { state.lock.unlock() }
        state.objects = PublishSubject<[JSONObject]>()
        state.calls = []
    }

    private static func endpoint(_ method: String, _ argument: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        { token, cursor in
            state.lock.lock()
            defer { state.lock.unlock() }
            state.calls.append(Call(method: method, argument: argument, token: token, cursor: cursor))
            return state.objects.asObservable()
        }
    }

    static func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        endpoint("timeline(of:username)", username)
    }

    static func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        endpoint("timeline(of:list)", list.description)
    }

    static func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        endpoint("members(of:)", list.description)
    }
}
