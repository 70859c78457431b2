import Foundation
import XCTest
import RxStore

/// Stores for the view model tests (the documents' `TestRealm`): a fresh in-memory store,
/// or a real SQLite file in a temporary directory removed when the test ends.
enum TestStore {
    /// An empty in-memory store of its own.
    static func inMemory() throws -> Store {
        try Store(configuration: .inMemory())
    }

    /// A file URL in a new temporary directory that is deleted when `test` ends; open
    /// several `Store`s on it to see what a later run of the app would find.
    static func temporaryFile(for test: XCTestCase) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TweetieCoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory.appendingPathComponent("list.sqlite")
    }
}
