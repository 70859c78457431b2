import Foundation
import XCTest

/// The recorded Hacker News answers (`shared/fixtures/hackernews`) as the API serves them:
/// `/v0/topstories.json` and `/v0/item/<id>.json` for each recorded item. Used by the news
/// tests to script a loopback server; unrecorded items are left to the server's 404.
public enum HackerNewsFixtures {
    /// Each API path with its recorded body; its caller joins the recordings suite
    /// (`RecordingsSuite`).
    public static func responses(file: StaticString = #filePath, line: UInt = #line) throws -> [(path: String, body: Data)] {
        let directory = try RecordingsSuite.directory("hackernews", file: file, line: line)
        var responses = [(path: "/v0/topstories.json", body: try Data(contentsOf: directory.appendingPathComponent("topnews_topstories_2024-08-14.json")))]
        let items = directory.appendingPathComponent("items")
        for name in try FileManager.default.contentsOfDirectory(atPath: items.path).sorted() where name.hasPrefix("item_") && name.hasSuffix(".json") {
            let id = name.dropFirst("item_".count).dropLast(".json".count)
            responses.append((path: "/v0/item/\(id).json", body: try Data(contentsOf: items.appendingPathComponent(name))))
        }
        return responses
    }
}
