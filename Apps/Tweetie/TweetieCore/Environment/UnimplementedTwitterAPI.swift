import AppCoreSupport
import RxCore

/// `TweetieEnvironment.unimplemented`'s API: every request reports its use and fails.
final class UnimplementedTwitterAPI: TwitterAPIProtocol {
    let unimplemented: Unimplemented

    init(_ unimplemented: Unimplemented) {
        self.unimplemented = unimplemented
    }

    func timeline(of username: String) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        request()
    }

    func timeline(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        request()
    }

    func members(of list: ListIdentifier) -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        request()
    }

    /// A request that reports and fails when it is made (subscribed to).
    private func request() -> (AccessToken, TimelineCursor) -> Observable<[JSONObject]> {
        let unimplemented = self.unimplemented
        return { _, _ in Observable.deferred { unimplemented.observable("TweetieEnvironment.api", of: [JSONObject].self) } }
    }
}
