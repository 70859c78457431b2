import Foundation
import RxCore
import RxNetwork

extension Provider {
    /// The answer to `target` when it is 2xx, nil for 404 (nothing there); fails with
    /// `NewsError.network` when no answer came and `.httpStatus` for other statuses.
    func newsResponse(_ target: Target) -> Single<Response?> {
        rx.request(target)
            .catch { error in
                .error((error as? NetworkError).map(NewsError.network) ?? NewsError.network(String(describing: error), offline: false))
            }
            .map { response in
                switch response.statusCode {
                case 200..<300: return response
                case 404: return nil
                default: throw NewsError.httpStatus(response.statusCode, url: URL(target: target).absoluteString)
                }
            }
    }
}
