import Foundation

extension PackagePaths {
    /// Recorded fixtures that are missing from this checkout.
    public struct MissingFixtures: Error, CustomStringConvertible {
        /// The collections asked for and not found.
        public let collections: [String]
        /// What is missing and where it was looked for.
        public var description: String {
            let names = collections.map { "shared/fixtures/\($0)" }.joined(separator: " and ")
            return "\(names) \(collections.count == 1 ? "is" : "are") missing next to this checkout (or a folder above it)"
        }
    }

    /// The `shared/fixtures` directory holding every one of `collections`, for a test of
    /// the recordings suite: `RecordingsSuite.require(collections)`, which skips the test
    /// on a machine without the recordings and fails it on CI.
    public static func fixturesDirectory(holding collections: String..., file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try RecordingsSuite.require(collections, file: file, line: line)
    }
}
