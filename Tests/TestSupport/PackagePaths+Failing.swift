import Foundation
import XCTest

extension PackagePaths {
    /// A fixtures collection that is missing from this checkout.
    public struct MissingFixtures: Error, CustomStringConvertible {
        /// The collections asked for.
        public let collections: [String]
        /// What is missing and where it was looked for.
        public var description: String {
            "shared/fixtures/\(collections.joined(separator: " and ")) is missing next to this checkout (or an ancestor)"
        }
    }

    /// The `shared/fixtures` directory holding every one of `collections`; when one is
    /// missing, records a test FAILURE (not a skip: a check against recorded answers
    /// must not pass by not running) and throws.
    public static func fixturesDirectory(holding collections: String..., file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let found = collections.map { fixtures($0) }
        guard let first = found.first.flatMap({ $0 }), !found.contains(where: { $0 == nil }) else {
            let missing = MissingFixtures(collections: collections)
            XCTFail(missing.description, file: file, line: line)
            throw missing
        }
        return first.deletingLastPathComponent()
    }
}
