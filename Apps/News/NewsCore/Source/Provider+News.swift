import Foundation
import RxCore
import RxNetwork

extension Provider {
    /// The longest `Retry-After` a request waits out (once) before failing instead.
    static var longestRateLimitWait: TimeInterval { 60 }

    /// The answer to `target` when it is 2xx, nil for 404 (nothing there); fails with
    /// `NewsError.network` when no answer came and `.httpStatus` for other statuses.
    ///
    /// A 429 (too many requests) is waited out once, on the provider's scheduler, when the
    /// server asks for at most a minute (`Retry-After`; 5 s when it names no time), as
    /// Tweetie's Bluesky source does; a longer wait, or a second 429, fails and says when
    /// to try again.
    func newsResponse(_ target: Target) -> Single<Response?> {
        let url = URL(target: target).absoluteString
        let scheduler = self.scheduler
        func attempt(waited: Bool) -> Single<Response?> {
            rx.request(target)
                .catch { error in
                    .error((error as? NetworkError).map(NewsError.network) ?? NewsError.network(String(describing: error), offline: false))
                }
                .flatMap { response -> Single<Response?> in
                    switch response.statusCode {
                    case 200..<300: return .just(response)
                    case 404: return .just(nil)
                    case 429:
                        let wait = response.retryAfter(now: scheduler.now) ?? 5
                        guard !waited, wait <= Self.longestRateLimitWait else {
                            return .error(NewsError.rateLimited(url: url, retryAfter: wait))
                        }
                        return Single<Int>.timer(.milliseconds(Int((wait * 1000).rounded(.up))), scheduler: scheduler)
                            .flatMap { _ in attempt(waited: true) }
                    default: return .error(NewsError.httpStatus(response.statusCode, url: url))
                    }
                }
        }
        return attempt(waited: false)
    }
}
