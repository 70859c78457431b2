import Foundation
import XCTest
import TestSupport

/// The shared recorded fixtures the news tests read in place; a test reading them joins
/// the recordings suite (`RecordingsSuite`).
enum NewsFixtures {
    /// `shared/fixtures/<collection>` beside the checkout.
    static func directory(_ collection: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try RecordingsSuite.directory(collection, file: file, line: line)
    }

    /// The bytes of `shared/fixtures/<collection>/<name>`.
    static func data(_ collection: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        try Data(contentsOf: directory(collection, file: file, line: line).appendingPathComponent(name))
    }

    /// The top stories' ids, in rank order.
    static func topStoryIDs() throws -> [Int] {
        try JSONDecoder().decode([Int].self, from: data("hackernews", "topnews_topstories_2024-08-14.json"))
    }

    /// The ids of the recorded items (`items/item_<id>.json`).
    static func recordedItemIDs() throws -> Set<Int> {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory("hackernews").appendingPathComponent("items").path)
        return Set(names.compactMap { name -> Int? in
            guard name.hasPrefix("item_"), name.hasSuffix(".json") else { return nil }
            return Int(name.dropFirst(5).dropLast(5))
        })
    }
}
