import Foundation

/// GET a whole URL as it is: a feed, a picture, any document whose address comes from
/// data rather than from an API's base URL and paths (Moya's `MultiTarget` role for
/// one-off URLs). The path is empty, so nothing is appended to `url`.
///
/// ```swift
/// let provider = Provider<URLTarget>()
/// provider.rx.request(URLTarget(url: feedURL, accept: "application/atom+xml, */*;q=0.1"))
/// ```
public struct URLTarget: TargetType, Hashable, Sendable {
    /// The address asked for.
    public let url: URL
    /// The `Accept` header: the media types the caller can read; nil sends none.
    public let accept: String?
    /// Which status codes the provider accepts (`.none`, all, by default: the caller
    /// reads the status; `.successCodes` when only a 2xx body is of use).
    public let validationType: ValidationType

    /// A GET of `url` accepting `accept`, with the status codes `validationType` allows.
    public init(url: URL, accept: String? = nil, validationType: ValidationType = .none) {
        self.url = url
        self.accept = accept
        self.validationType = validationType
    }

    /// The whole URL.
    public var baseURL: URL { url }
    /// Empty: `baseURL` is the whole address.
    public var path: String { "" }
    /// GET.
    public var method: Method { .get }
    /// Nothing is sent beyond the URL's own query.
    public var task: RequestTask { .requestPlain }
    /// `Accept`, when given.
    public var headers: [String: String]? { accept.map { ["Accept": $0] } }
}
