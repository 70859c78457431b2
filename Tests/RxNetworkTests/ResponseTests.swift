import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import RxNetwork

final class ResponseTests: XCTestCase {
    private func response(_ status: Int = 200, _ body: String, headers: [String: String] = [:]) -> Response {
        let url = URL(string: "https://api.example.com/users/octocat?access_token=SECRET123&page=2")!
        var request = URLRequest(url: url)
        request.setValue("Bearer SECRET123", forHTTPHeaderField: "Authorization")
        let http = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        return Response(statusCode: status, data: Data(body.utf8), request: request, response: http)
    }

    func test_filterSuccessfulStatusCodes_passes2xx_andThrowsStatusCodeOtherwise() throws {
        XCTAssertEqual(try response(204, "").filterSuccessfulStatusCodes().statusCode, 204)
        XCTAssertThrowsError(try response(404, "").filterSuccessfulStatusCodes()) { error in
            guard case NetworkError.statusCode(let response) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(response.statusCode, 404)
            XCTAssertTrue("\(error)".contains("404"))
        }
        XCTAssertEqual(try response(302, "").filter(statusCodes: 300..<400).statusCode, 302)
        XCTAssertThrowsError(try response(200, "").filter(statusCode: 201))
    }

    func test_mapJSON_andMapString() throws {
        let json = try response(200, #"{"a":[1,2]}"#).mapJSON() as? [String: Any]
        XCTAssertEqual(json?["a"] as? [Int], [1, 2])
        XCTAssertThrowsError(try response(200, "{oops").mapJSON()) { error in
            guard case NetworkError.jsonMapping = error else { return XCTFail("\(error)") }
        }
        XCTAssertTrue(try response(200, "").mapJSON(failsOnEmptyData: false) is NSNull)
        XCTAssertEqual(try response(200, "héllo").mapString(), "héllo")
        XCTAssertEqual(try response(200, #"{"a":{"b":"x"}}"#).mapString(atKeyPath: "a.b"), "x")
        let notUTF8 = Response(statusCode: 200, data: Data([0xff, 0xfe, 0xfd]))
        XCTAssertThrowsError(try notUTF8.mapString())
    }

    func test_mapDecodable_atKeyPath_decodesTheNestedObject() throws {
        let profile = try response(200, #"{"data":{"user":{"login":"octocat","id":7}}}"#).map(Profile.self, atKeyPath: "data.user")
        XCTAssertEqual(profile, Profile(login: "octocat", id: 7))
        XCTAssertEqual(try response(200, #"{"login":"a","id":1}"#).map(Profile.self), Profile(login: "a", id: 1))
        XCTAssertEqual(try response(200, #"{"n":[1,2,3]}"#).map([Int].self, atKeyPath: "n"), [1, 2, 3])
    }

    func test_mapDecodable_whenTheShapeIsWrong_namesTheKeyPath() {
        XCTAssertThrowsError(try response(200, #"{"data":{"user":{"login":"octocat","id":"seven"}}}"#).map(Profile.self, atKeyPath: "data.user")) { error in
            guard case NetworkError.objectMapping(_, let keyPath, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(keyPath, "data.user.id")
            XCTAssertTrue("\(error)".contains("data.user.id"))
        }
        XCTAssertThrowsError(try response(200, #"[{"login":"a","id":1},{"id":2}]"#).map([Profile].self)) { error in
            guard case NetworkError.objectMapping(_, let keyPath, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(keyPath, "1.login")
        }
        XCTAssertThrowsError(try response(200, #"{"login":"a""#).map(Profile.self)) { error in
            guard case NetworkError.jsonMapping = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try response(200, #"{"x":1}"#).map(Profile.self, atKeyPath: "missing")) { error in
            guard case NetworkError.jsonMapping = error else { return XCTFail("\(error)") }
        }
    }

    func test_rateLimitHeaders_areExposed() {
        let limited = response(200, "", headers: ["X-RateLimit-Limit": "60", "x-ratelimit-remaining": "0", "X-RateLimit-Reset": "1372700873"])
        XCTAssertEqual(limited.rateLimit, RateLimit(limit: 60, remaining: 0, reset: Date(timeIntervalSince1970: 1372700873)))
        XCTAssertNil(response(200, "").rateLimit)
        XCTAssertEqual(response(429, "", headers: ["Retry-After": "3"]).retryAfter(), 3)
    }

    func test_linkHeader_isParsedIntoPaginationURLs() {
        let header = #"<https://api.github.com/user/repos?page=3&per_page=100>; rel="next", <https://api.github.com/user/repos?page=1&per_page=100>; rel="prev", <https://api.github.com/user/repos?page=50&per_page=100>; rel="last", <https://api.github.com/user/repos?page=1>; rel="first""#
        let links = response(200, "", headers: ["Link": header]).links
        XCTAssertEqual(links?.next?.absoluteString, "https://api.github.com/user/repos?page=3&per_page=100")
        XCTAssertEqual(links?.prev?.absoluteString, "https://api.github.com/user/repos?page=1&per_page=100")
        XCTAssertEqual(links?.last?.absoluteString, "https://api.github.com/user/repos?page=50&per_page=100")
        XCTAssertEqual(links?.first?.absoluteString, "https://api.github.com/user/repos?page=1")
        XCTAssertNil(response(200, "").links)
        XCTAssertNil(PaginationLinks(linkHeader: "garbage, <>; rel").next)
    }

    func test_errorMessages_neverContainTokens() {
        let errors: [NetworkError] = [
            .statusCode(response(401, "")),
            .jsonMapping(response(200, "x")),
            .invalidURL("https://user:SECRET123@example.com/?token=SECRET123"),
            .underlying(URLError(.timedOut, userInfo: [NSURLErrorFailingURLErrorKey: URL(string: "https://e.com/?api_key=SECRET123")!]), nil),
        ]
        for error in errors {
            XCTAssertFalse(error.description.contains("SECRET123"), error.description)
            XCTAssertFalse(error.localizedDescription.contains("SECRET123"))
        }
        XCTAssertTrue(NetworkError.missingRecording(expectedFile: "/tmp/x/a.json").description.contains("/tmp/x/a.json"))
    }
}
