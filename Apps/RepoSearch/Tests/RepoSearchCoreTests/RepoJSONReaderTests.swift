import Foundation
import XCTest
import LoopbackHTTP
import TestSupport
@testable import RepoSearchCore

/// The byte reader must read exactly what `JSONDecoder` with `Repo`'s `Decodable` reads:
/// on every recording, and on damaged variants made from a fixed seed.
final class RepoJSONReaderTests: XCTestCase {
    private enum Outcome: Equatable {
        case decoded(DecodedRepos)
        case failed
    }

    private func fast(_ data: Data) -> Outcome {
        (try? DecodedRepos(arrayData: data)).map(Outcome.decoded) ?? .failed
    }

    private func reference(_ data: Data) -> Outcome {
        (try? DecodedRepos.decodedWithJSONDecoder(arrayData: data)).map(Outcome.decoded) ?? .failed
    }

    private func ids(_ outcome: Outcome) -> String {
        guard case .decoded(let decoded) = outcome else { return "failed" }
        return decoded.repos.map { String($0.id) }.joined(separator: ",") + " skipped \(decoded.skipped)"
    }

    private func recordedArrays() throws -> [Data] {
        let sferik = try RecordingFormats.vcrCassette(at: GitHubFixtures.file(GitHubFixtures.userRepositories))[0].body
        let last = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(GitHubFixtures.lastPage)).body
        var arrays = [sferik, last]
        for name in [GitHubFixtures.searchTetris, GitHubFixtures.searchGithub3, GitHubFixtures.codeSearchPage1] {
            let body = name.hasSuffix(".json") && name.contains("octokit")
                ? try RecordingFormats.vcrCassette(at: GitHubFixtures.file(name))[0].body
                : try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(name)).body
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: body) as? [String: Any])
            let items = try XCTUnwrap(object["items"] as? [[String: Any]])
            arrays.append(try JSONSerialization.data(withJSONObject: items.map { $0["repository"] ?? $0 }))
        }
        return arrays
    }

    func test_everyRecording_readsAsJSONDecoderReadsIt() throws {
        for data in try recordedArrays() {
            let outcome = fast(data)
            XCTAssertNotEqual(outcome, .failed)
            XCTAssertEqual(outcome, reference(data))
        }
        for name in [GitHubFixtures.searchGithub3, GitHubFixtures.searchEmpty] {
            let body = try RecordingFormats.bodyWithMeta(at: GitHubFixtures.file(name)).body
            let fast = try DecodedRepos.searchResult(from: body)
            let reference = try DecodedRepos.searchResultWithJSONDecoder(from: body)
            XCTAssertEqual(fast.decoded, reference.decoded)
            XCTAssertEqual(fast.totalCount, reference.totalCount)
            XCTAssertEqual(fast.incomplete, reference.incomplete)
        }
    }

    func test_damagedElements_areLeftOutAlike() throws {
        let sferik = try recordedArrays()[0]
        let originals = try XCTUnwrap(JSONSerialization.jsonObject(with: sferik) as? [[String: Any]])
        let keys = ["id", "name", "full_name", "owner", "description", "language", "stargazers_count", "watchers_count", "forks_count",
                    "forks", "open_issues_count", "open_issues", "fork", "archived", "topics", "updated_at", "html_url", "homepage"]
        let replacements: [Any] = [NSNull(), "text", "with \"quotes\", \\ and \\n, café, 東京, 🎉, \u{1}", 42, -7, 3.5, true, false,
                                   ["a", "b"], ["a", 1], ["login": "someone"], ["login": 5], [String: Any](),
                                   "https://github.com/a/b", "javascript:alert(1)", "2013-06-24T12:49:57Z", Int64.max]
        var generator = SeededGenerator(seed: 2024)
        for round in 0..<300 {
            var objects = originals
            for _ in 0..<(1 + Int.random(in: 0..<4, using: &generator)) {
                let element = Int.random(in: 0..<objects.count, using: &generator)
                let key = keys[Int.random(in: 0..<keys.count, using: &generator)]
                if generator.chance(20) {
                    objects[element].removeValue(forKey: key)
                } else {
                    objects[element][key] = replacements[Int.random(in: 0..<replacements.count, using: &generator)]
                }
            }
            let data = try JSONSerialization.data(withJSONObject: objects)
            let (mine, theirs) = (fast(data), reference(data))
            // Compared by ids and skipped counts first, so a failure prints little.
            XCTAssertEqual(ids(mine), ids(theirs), "round \(round)")
            XCTAssertTrue(mine == theirs, "round \(round): the same ids, different fields")
        }
    }

    func test_brokenJSON_fails() throws {
        let data = try recordedArrays()[1]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            let cut = Int.random(in: 0..<data.count, using: &generator)
            XCTAssertEqual(fast(data.prefix(cut)), .failed, "cut at \(cut)")
        }
        // Stricter than Foundation: JSONDecoder does not look inside elements it cannot
        // use (it takes "[-]"), and both take trailing commas; the reader wants RFC 8259.
        for text in ["", "{}", "[1,]", "[{\"id\": 1,}]", "[\"unterminated]", "[tru]", "[01]", "[1.]", "[-]", "[] x", "[\"\\x\"]", "[\"a\u{1}\"]"] {
            XCTAssertEqual(fast(Data(text.utf8)), .failed, text)
        }
        XCTAssertEqual(fast(Data("[1, \"a\", null, {}]".utf8)), .decoded(DecodedRepos(repos: [], skipped: 4)))
        XCTAssertEqual(reference(Data("[1, \"a\", null, {}]".utf8)), .decoded(DecodedRepos(repos: [], skipped: 4)))
    }

    func test_escapes_unicodeAndSurrogatePairs() throws {
        let json = #"[{"id": 1, "name": "a\"b\\c\/d\u00e9\ud83c\udf89\n", "full_name": "x/\u6771", "html_url": "https:\/\/github.com\/x"}]"#
        let outcome = fast(Data(json.utf8))
        XCTAssertEqual(outcome, reference(Data(json.utf8)))
        guard case .decoded(let decoded) = outcome else { return XCTFail("not read") }
        XCTAssertEqual(decoded.repos.first?.name, "a\"b\\c/dé🎉\n")
        XCTAssertEqual(decoded.repos.first?.fullName, "x/東")
        XCTAssertEqual(decoded.repos.first?.htmlURL.absoluteString, "https://github.com/x")
    }
}
