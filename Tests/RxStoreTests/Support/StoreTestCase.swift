import XCTest
import Foundation
@testable import RxStore

/// A tweet-shaped record used across the store tests.
struct Tweet: Record, Equatable, Sendable {
    enum Kind: String, Codable, CaseIterable, Sendable { case post, reply }
    struct Author: Codable, Equatable, Sendable { var name: String; var handle: String }

    static let primaryKey = "id"
    static let indexes = [RecordIndex("createdAt")]

    var id: Int
    var text: String
    var createdAt: Date
    var likes: Int
    var kind: Kind
    var author: Author
    var link: URL?
    var avatar: Data?
    var pinned: Bool

    init(id: Int, text: String = "text", likes: Int = 0, kind: Kind = .post, link: URL? = nil, avatar: Data? = nil, pinned: Bool = false) {
        self.id = id
        self.text = text
        self.createdAt = Date(timeIntervalSince1970: 1_700_000_000 + Double(id))
        self.likes = likes
        self.kind = kind
        self.author = Author(name: "Ann", handle: "@ann")
        self.link = link
        self.avatar = avatar
        self.pinned = pinned
    }
}

/// Gives each test a temporary directory, removed afterwards.
class StoreTestCase: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("RxStoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
        try super.tearDownWithError()
    }

    func fileURL(_ name: String = "store.sqlite") -> URL {
        directory.appendingPathComponent(name)
    }

    /// Asserts that `body` throws exactly `expected`.
    func assertThrows(_ expected: StoreError, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Void) {
        do {
            try body()
            XCTFail("expected \(expected), nothing was thrown", file: file, line: line)
        } catch let error as StoreError {
            XCTAssertEqual(error, expected, file: file, line: line)
        } catch {
            XCTFail("expected \(expected), got \(error)", file: file, line: line)
        }
    }
}
