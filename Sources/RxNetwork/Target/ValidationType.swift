/// Which status codes a provider accepts before handing a response on; others fail
/// with `NetworkError.statusCode`.
public enum ValidationType: Sendable, Hashable {
    /// Every status code is accepted (the default, as in Moya).
    case none
    /// 2xx only.
    case successCodes
    /// 2xx and 3xx.
    case successAndRedirectCodes
    /// Exactly the listed codes.
    case customCodes([Int])

    /// The accepted codes; empty means all.
    public var statusCodes: [Int] {
        switch self {
        case .none: return []
        case .successCodes: return Array(200..<300)
        case .successAndRedirectCodes: return Array(200..<400)
        case .customCodes(let codes): return codes
        }
    }
}
