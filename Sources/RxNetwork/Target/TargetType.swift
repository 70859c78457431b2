import Foundation

/// Describes one API endpoint: usually an enum with one case per call, as in Moya.
///
/// ```swift
/// enum GitHub: TargetType {
///     case searchRepos(keyword: String)
///     var baseURL: URL { URL(string: "https://api.github.com")! }
///     var path: String { "/search/repositories" }
///     var method: Method { .get }
///     var task: RequestTask {
///         if case .searchRepos(let keyword) = self {
///             return .requestParameters(parameters: ["q": keyword], encoding: URLEncoding.queryString)
///         }
///         return .requestPlain
///     }
/// }
/// ```
public protocol TargetType {
    /// The server's base URL; `path` is appended to it.
    var baseURL: URL { get }
    /// The path after `baseURL`, such as `/users/octocat`.
    var path: String { get }
    /// The HTTP method.
    var method: Method { get }
    /// What the request carries.
    var task: RequestTask { get }
    /// Extra header fields; `nil` by default.
    var headers: [String: String]? { get }
    /// The body stubs return; empty by default.
    var sampleData: Data { get }
    /// Which status codes are accepted; `.none` (all) by default.
    var validationType: ValidationType { get }
}

extension TargetType {
    /// No extra headers.
    public var headers: [String: String]? { nil }
    /// An empty stub body.
    public var sampleData: Data { Data() }
    /// All status codes are accepted.
    public var validationType: ValidationType { .none }
}
