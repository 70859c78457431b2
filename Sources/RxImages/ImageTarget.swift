import Foundation
import RxNetwork

/// A picture's address as an RxNetwork target: GET the URL as it is, accepting 2xx only
/// and saying which formats are wanted.
public struct ImageTarget: TargetType, Hashable, Sendable {
    /// The picture's URL.
    public let url: URL

    /// The target for `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The whole URL (the path is empty, so nothing is appended).
    public var baseURL: URL { url }
    /// Empty: `baseURL` is the picture.
    public var path: String { "" }
    /// GET.
    public var method: RxNetwork.Method { .get }
    /// Nothing is sent.
    public var task: RequestTask { .requestPlain }
    /// The formats decoded.
    public var headers: [String: String]? { ["Accept": "image/webp,image/png,image/jpeg"] }
    /// Only 2xx is a picture.
    public var validationType: ValidationType { .successCodes }
}
