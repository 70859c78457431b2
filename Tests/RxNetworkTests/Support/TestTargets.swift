import Foundation
import RxNetwork

/// A small API used by the tests; `baseURL` is settable so the loopback server's port can be used.
enum TestAPI: TargetType {
    case user(String)
    case search(query: String, page: Int)
    case create(name: String)
    case form(name: String)
    case raw(Data)
    case encodable(Profile)
    case path(String)

    nonisolated(unsafe) static var base = URL(string: "http://127.0.0.1:1")!

    var baseURL: URL { TestAPI.base }

    var path: String {
        switch self {
        case .user(let name): return "/users/\(name)"
        case .search: return "/search"
        case .create, .form, .raw, .encodable: return "/items"
        case .path(let path): return path
        }
    }

    var method: RxNetwork.Method {
        switch self {
        case .create, .form, .raw, .encodable: return .post
        default: return .get
        }
    }

    var task: RequestTask {
        switch self {
        case .search(let query, let page):
            return .requestParameters(parameters: ["q": query, "page": page], encoding: URLEncoding.queryString)
        case .create(let name):
            return .requestParameters(parameters: ["name": name], encoding: JSONEncoding.default)
        case .form(let name):
            return .requestFormParameters(["name": name])
        case .raw(let data):
            return .requestData(data)
        case .encodable(let profile):
            return .requestJSONEncodable(profile)
        case .user, .path:
            return .requestPlain
        }
    }

    var headers: [String: String]? { ["Accept": "application/json"] }

    var sampleData: Data {
        switch self {
        case .user(let name): return Data(#"{"login":"\#(name)","id":1}"#.utf8)
        default: return Data("[]".utf8)
        }
    }
}

/// A model decoded from test JSON.
struct Profile: Codable, Equatable {
    let login: String
    let id: Int
}
