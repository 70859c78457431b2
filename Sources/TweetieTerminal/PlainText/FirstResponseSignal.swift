import RxCore
import TweetieCore

/// Wraps a `TwitterAPIProtocol` and reports when the first list-timeline request
/// finished: `nil` when it succeeded, its error when it failed. The plain-text front end
/// injects it into the view model so it knows when the first fetch is done.
///
/// `@unchecked Sendable`: the wrapped API is Sendable and `subject` is a thread-safe
/// Rx subject; nothing else is stored.
public final class FirstResponseSignal: TwitterAPIProtocol, @unchecked Sendable {
    /// The API wrapped.
    public let api: any TwitterAPIProtocol
    private let subject = ReplaySubject<TwitterError?>.create(bufferSize: 1)

    /// Wraps `api`.
    public init(wrapping api: any TwitterAPIProtocol) {
        self.api = api
    }

    /// Each list-timeline request's outcome (replays the latest): nil for a response,
    /// the error for a failure.
    public var finished: Observable<TwitterError?> { subject.asObservable() }

    public func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        api.timeline(of: username)
    }

    public func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        let endpoint = api.timeline(of: list)
        let subject = self.subject
        return { token, cursor in
            endpoint(token, cursor).do(
                onError: { error in
                    subject.onNext((error as? TwitterError) ?? .network(String(describing: error)))
                },
                onCompleted: { subject.onNext(nil) })
        }
    }

    public func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        api.members(of: list)
    }
}
