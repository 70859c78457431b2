import RxCore
import RxNetwork

extension Provider {
    /// The outcome of a request for `target` as one element, success or failure, so a
    /// source maps statuses and transport failures in one place. Disposing cancels.
    func outcome(of target: Target) -> Single<Result<Response, NetworkError>> {
        Single.create { observer in
            self.request(target) { observer(.success($0)) }
        }
    }
}
