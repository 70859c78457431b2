import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import RxNetwork
import TestSupport

/// Building endpoints and requests from targets; the quick string join of a target's URL
/// must give what Foundation's `appendingPathComponent` gives, for every shape of base and path.
final class EndpointTests: XCTestCase {
    func test_urlRequest_encodesEachTaskKind() throws {
        TestAPI.base = URL(string: "https://api.example.com/v1")!
        let search = try Endpoint.defaultMapping(for: TestAPI.search(query: "rx swift", page: 2)).urlRequest()
        XCTAssertEqual(search.url?.absoluteString, "https://api.example.com/v1/search?page=2&q=rx%20swift")
        XCTAssertEqual(search.httpMethod, "GET")
        XCTAssertEqual(search.value(forHTTPHeaderField: "Accept"), "application/json")

        let json = try Endpoint.defaultMapping(for: TestAPI.create(name: "a")).urlRequest()
        XCTAssertEqual(json.httpBody.map { String(decoding: $0, as: UTF8.self) }, #"{"name":"a"}"#)
        XCTAssertEqual(json.value(forHTTPHeaderField: "Content-Type"), "application/json")

        let form = try Endpoint.defaultMapping(for: TestAPI.form(name: "a b&c")).urlRequest()
        XCTAssertEqual(form.httpBody.map { String(decoding: $0, as: UTF8.self) }, "name=a%20b%26c")
        XCTAssertEqual(form.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded; charset=utf-8")

        let raw = try Endpoint.defaultMapping(for: TestAPI.raw(Data([1, 2]))).urlRequest()
        XCTAssertEqual(raw.httpBody, Data([1, 2]))

        let encodable = try Endpoint.defaultMapping(for: TestAPI.encodable(Profile(login: "x", id: 3))).urlRequest()
        let decoded = try JSONDecoder().decode(Profile.self, from: encodable.httpBody ?? Data())
        XCTAssertEqual(decoded, Profile(login: "x", id: 3))
    }

    func test_adding_headers_andReplacingTask() throws {
        TestAPI.base = URL(string: "https://api.example.com")!
        let endpoint = Endpoint.defaultMapping(for: TestAPI.user("a"))
            .adding(newHTTPHeaderFields: ["X-Trace": "1"])
            .replacing(task: .requestParameters(parameters: ["x": 1], encoding: URLEncoding.queryString))
        let request = try endpoint.urlRequest()
        XCTAssertEqual(request.value(forHTTPHeaderField: "X-Trace"), "1")
        XCTAssertEqual(request.url?.query, "x=1")
    }

    func test_invalidURL_isATypedError() {
        let endpoint = Endpoint(url: "not a url", sampleResponseClosure: { .networkResponse(200, Data()) }, method: .get, task: .requestPlain, httpHeaderFields: nil)
        XCTAssertThrowsError(try endpoint.urlRequest()) { error in
            guard case NetworkError.invalidURL = error else { return XCTFail("\(error)") }
        }
    }

    private struct Target: TargetType {
        let baseURL: URL
        let path: String
        var method: RxNetwork.Method = .get
        var task: RequestTask { .requestPlain }
    }

    func test_targetURL_isWhatAppendingPathComponentGives_forRandomPathsAndBases() throws {
        let bases = ["http://127.0.0.1:43567", "http://127.0.0.1:43567/", "https://api.twitter.com/1.1", "https://api.twitter.com/1.1/",
                     "https://h/a/b//", "http://user:pw@h:8/p", "HTTPS://Host.COM/x", "https://h/search?q=1", "https://h/p#top"]
        let alphabet = Array("abcXYZ019-._~!$&'()*+,;=:@/%? #éü\\\"[]{}|^`<>")
        let seed: UInt64 = 0x5EED_12
        var random = SeededGenerator(seed: seed)
        var paths = ["users/octocat", "/users/octocat", "a/", "a//b", "//a", "/", "1.1/lists/statuses.json", "a b", "50%", "q?x=1", "é", "../x"]
        for _ in 0..<2_000 {
            paths.append(String((0..<Int.random(in: 1...10, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
        }
        for base in bases {
            let baseURL = try XCTUnwrap(URL(string: base))
            for path in paths {
                let component = path.hasPrefix("/") ? String(path.dropFirst()) : path
                let expected = baseURL.appendingPathComponent(component).absoluteString
                XCTAssertEqual(URL(target: Target(baseURL: baseURL, path: path)).absoluteString, expected, "base \(base), path \(path) (seed \(seed))")
            }
        }
    }

    func test_urlRequest_carriesMethodAndHeaders_andReusesTheTargetsURL() throws {
        let base = try XCTUnwrap(URL(string: "https://api.example.com/1.1"))
        let get = Endpoint.defaultMapping(for: Target(baseURL: base, path: "/users/show.json"))
            .adding(newHTTPHeaderFields: ["Accept": "application/json"])
        let request = try get.urlRequest()
        XCTAssertEqual(request.url?.absoluteString, "https://api.example.com/1.1/users/show.json")
        XCTAssertEqual(get.url, "https://api.example.com/1.1/users/show.json")
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
        let post = try Endpoint.defaultMapping(for: Target(baseURL: base, path: "items", method: .post)).urlRequest()
        XCTAssertEqual(post.httpMethod, "POST")
        XCTAssertEqual(post.url?.absoluteString, "https://api.example.com/1.1/items")
    }

    func test_urlRequestHeaders_areWhatSetValueStores_forRandomFields() throws {
        let base = try XCTUnwrap(URL(string: "https://api.example.com"))
        let names = ["Accept", "accept", "ACCEPT", "Content-Type", "content-type", "X-Api-Key", "X-API-Key", "X-RateLimit",
                     "User-Agent", "A", "A-", "-A", "A--B", "X-B3-Traceid", "x_y", "Authorization", "Accept-Encoding", "É"]
        let values = ["application/json", "", " padded ", "a\tb", "line\nbreak", "é", "x\r\n y", "\u{7F}", "Bearer t0k3n"]
        let seed: UInt64 = 0x4EAD_E5
        var random = SeededGenerator(seed: seed)
        for round in 0..<500 {
            var fields: [String: String] = [:]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                fields[names.randomElement(using: &random)!] = values.randomElement(using: &random)!
            }
            var expected = URLRequest(url: base)
            for (name, value) in fields { expected.setValue(value, forHTTPHeaderField: name) }
            let endpoint = Endpoint(url: base.absoluteString, sampleResponseClosure: { .networkResponse(200, Data()) },
                                    method: .get, task: .requestPlain, httpHeaderFields: fields)
            let request = try endpoint.urlRequest()
            XCTAssertEqual(request.allHTTPHeaderFields ?? [:], expected.allHTTPHeaderFields ?? [:], "fields \(fields), round \(round) (seed \(seed))")
        }
    }
}
