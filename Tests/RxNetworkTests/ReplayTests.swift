import XCTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RxCore
@testable import RxNetwork
import LoopbackHTTP
import TestSupport

/// Replay mode over the shared Twitter fixtures, and recording from a live server.
final class ReplayTests: NetworkTestCase {
    enum Twitter: TargetType {
        case listStatuses(owner: String, slug: String)
        case listMembers(owner: String, slug: String)
        case userTimeline(screenName: String)

        var baseURL: URL { URL(string: "https://api.twitter.com")! }
        var path: String {
            switch self {
            case .listStatuses: return "/1.1/lists/statuses.json"
            case .listMembers: return "/1.1/lists/members.json"
            case .userTimeline: return "/1.1/statuses/user_timeline.json"
            }
        }
        var method: RxNetwork.Method { .get }
        var task: RequestTask {
            let parameters: [String: Any]
            switch self {
            case .listStatuses(let owner, let slug):
                parameters = ["owner_screen_name": owner, "slug": slug]
            case .listMembers(let owner, let slug):
                parameters = ["owner_screen_name": owner, "slug": slug, "count": 100, "include_entities": "false", "skip_status": "1"]
            case .userTimeline(let screenName):
                parameters = ["screen_name": screenName, "count": 100, "include_rts": "true", "contributor_details": "false"]
            }
            return .requestParameters(parameters: parameters, encoding: URLEncoding.queryString)
        }
    }

    struct Tweet: Decodable {
        let id: Int64
        let text: String
        let user: User
    }

    struct User: Decodable {
        let id: Int64
        let screenName: String

        enum CodingKeys: String, CodingKey {
            case id
            case screenName = "screen_name"
        }
    }

    /// `shared/fixtures/twitter` beside the checkout, never copied into the repository.
    private func twitterFixtures() throws -> URL {
        try PackagePaths.requireFixtures("twitter")
    }

    func test_aLongQuery_isCutToAFileNameTheFileSystemTakes_withAHashOfTheWhole() throws {
        let long = String(repeating: "temperature_2m,", count: 30)
        let url = try XCTUnwrap(URL(string: "https://api.example/v1/forecast?hourly=\(long)&latitude=1"))
        let other = try XCTUnwrap(URL(string: "https://api.example/v1/forecast?hourly=\(long)&latitude=2"))
        let name = ReplayStore.fileName(for: url)
        XCTAssertTrue(name.hasPrefix("v1/forecast-hourly-temperature_2m"))
        XCTAssertEqual(name.split(separator: "/").last?.utf8.count, 217, "200 bytes, a dash and 16 hex digits")
        XCTAssertNotEqual(name, ReplayStore.fileName(for: other), "names that differ only past the cut still differ")
        XCTAssertEqual(name, ReplayStore.fileName(for: url), "the same request finds the same file")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-long-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReplayStore(directory: directory)
        let request = URLRequest(url: url)
        try store.save(Response(statusCode: 404, data: Data("{}".utf8), request: request))
        XCTAssertEqual(try store.response(for: request).get().statusCode, 404, "saved with its sidecar and found again")
    }

    func test_fileName_followsTheDocumentsScheme() throws {
        let url = try XCTUnwrap(URL(string: "https://api.twitter.com/1.1/lists/statuses.json?slug=RxSwift&owner_screen_name=icanzilb"))
        XCTAssertEqual(ReplayStore.fileName(for: url), "1.1/lists/statuses.json-owner_screen_name-icanzilb-slug-RxSwift")
        let plain = try XCTUnwrap(URL(string: "https://example.com/a/b"))
        XCTAssertEqual(ReplayStore.fileName(for: plain), "a/b")
        let slash = try XCTUnwrap(URL(string: "https://example.com/a?path=x/y"))
        XCTAssertEqual(ReplayStore.fileName(for: slash), "a-path-x%2Fy")
    }

    func test_replay_servesTheListStatusesFixture() throws {
        let provider = Provider<Twitter>(replay: ReplayStore(directory: try twitterFixtures()))
        let result = self.result(of: provider.rx.request(.listStatuses(owner: "icanzilb", slug: "RxSwift")).filterSuccessfulStatusCodes().map([Tweet].self))
        let tweets = try XCTUnwrap(result?.value)
        XCTAssertEqual(tweets.count, 19)
        XCTAssertEqual(tweets.first?.id, 1071325319259414528)
    }

    func test_replay_servesMembersAtKeyPath_andEveryTimeline() throws {
        let provider = Provider<Twitter>(replay: ReplayStore(directory: try twitterFixtures()))
        let members = result(of: provider.rx.request(.listMembers(owner: "icanzilb", slug: "RxSwift")).map([User].self, atKeyPath: "users"))
        XCTAssertEqual(members?.value?.count, 8)
        for (name, count) in [("icanzilb", 100), ("fpillet", 100), ("scotteg", 100), ("freak4pc", 100), ("ashfurrow", 99)] {
            let timeline = result(of: provider.rx.request(.userTimeline(screenName: name)).map([Tweet].self))
            XCTAssertEqual(timeline?.value?.count, count, name)
        }
    }

    func test_replay_missingFile_namesTheExpectedFile() throws {
        let directory = try twitterFixtures()
        let provider = Provider<Twitter>(replay: ReplayStore(directory: directory))
        let result = self.result(of: provider.rx.request(.listStatuses(owner: "nobody", slug: "none")))
        guard case .missingRecording(let expected)? = result?.networkError else { return XCTFail("\(String(describing: result))") }
        XCTAssertEqual(expected, directory.appendingPathComponent("1.1/lists/statuses.json-owner_screen_name-nobody-slug-none").path)
        XCTAssertTrue(result?.networkError?.description.contains("statuses.json-owner_screen_name-nobody-slug-none") == true)
    }

    func test_recordPlugin_savesLiveResponses_thatReplayServesOffline() throws {
        checksResources = false
        let server = try LoopbackServer()
        defer { server.stop() }
        TestAPI.base = server.baseURL
        server.route("/search", reply: .json(#"[{"login":"a","id":1}]"#, headers: ["Link": #"<http://x/search?page=2>; rel="next""#]))
        server.route("/users/gone", reply: .json(#"{"message":"Not Found"}"#, status: 404))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxnetwork-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ReplayStore(directory: directory)

        let live = Provider<TestAPI>(plugins: [RecordPlugin(store: store)])
        XCTAssertEqual(result(of: live.rx.request(.search(query: "rx", page: 2)))?.value?.statusCode, 200)
        XCTAssertEqual(result(of: live.rx.request(.user("gone")))?.value?.statusCode, 404)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("search-page-2-q-rx").path))

        server.stop()
        let offline = Provider<TestAPI>(replay: store)
        let replayed = try XCTUnwrap(result(of: offline.rx.request(.search(query: "rx", page: 2)))?.value)
        XCTAssertEqual(try replayed.map([Profile].self), [Profile(login: "a", id: 1)])
        XCTAssertEqual(replayed.links?.next?.absoluteString, "http://x/search?page=2")
        let gone = result(of: offline.rx.request(.user("gone")).filterSuccessfulStatusCodes())
        guard case .statusCode(let response)? = gone?.networkError else { return XCTFail("\(String(describing: gone))") }
        XCTAssertEqual(response.statusCode, 404)
    }
}
