import Foundation
import RxStore
import XCTest
@testable import AppSupport

/// An app's local database: opened checked, with a private directory; a damaged file is
/// reported as such, moved aside without losing a byte, and a fresh one opens.
final class LocalDatabaseTests: XCTestCase {
    private var dataDirectory: URL!

    override func setUpWithError() throws {
        dataDirectory = try TemporaryDirectory(for: self).url.appendingPathComponent("data/demo")
    }

    private func database(_ name: String = "items.sqlite", schemaVersion: Int = 1) -> LocalDatabase {
        LocalDatabase(url: dataDirectory.appendingPathComponent(name), schemaVersion: schemaVersion, kind: "item database", appName: "Demo")
    }

    private let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })

    func test_open_createsThePrivateDirectoryAndTheFile_atTheSchemaVersion() throws {
        let database = database()
        let store = try database.open()
        XCTAssertEqual(try store.schemaVersion, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: database.url.path))
        XCTAssertEqual(try permissions(of: dataDirectory), 0o700)
    }

    func test_aGarbageFile_isCorrupt_thenMovedAside_andAFreshStoreOpens_keepingTheOldBytes() throws {
        let database = database("live-icanzilb-RxSwift.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        try garbage.write(to: database.url)

        XCTAssertThrowsError(try database.open()) { error in
            let error = error as? LocalDatabaseError
            XCTAssertEqual(error?.problem, .corrupt)
            XCTAssertEqual(error?.message.contains("The item database \(database.url.path) is damaged. Move it aside"), true)
        }
        let moved = try database.moveAside(now: Date(timeIntervalSince1970: 1_800_000_000))

        XCTAssertEqual(moved.lastPathComponent, "live-icanzilb-RxSwift.sqlite.corrupt-20270115T080000Z")
        XCTAssertEqual(try Data(contentsOf: moved), garbage, "the old file is kept as it was")
        let fresh = try database.open()
        try fresh.execute("CREATE TABLE t (x)")
    }

    func test_aDamagedDatabase_isCorrupt() throws {
        let database = database("damaged.sqlite")
        do {
            let store = try database.open()
            try store.execute("CREATE TABLE t (x TEXT)")
            try store.write {
                for _ in 0..<2_000 { try store.execute("INSERT INTO t VALUES (?)", String(repeating: "x", count: 200)) }
            }
        }
        // Keep the header (so it is still an SQLite file) and overwrite the pages after it.
        let handle = try FileHandle(forWritingTo: database.url)
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 64 * 1024))
        try handle.close()
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database.url.path + suffix) }

        XCTAssertThrowsError(try database.open()) { error in
            XCTAssertEqual((error as? LocalDatabaseError)?.problem, .corrupt)
        }
    }

    func test_moveAside_twiceInOneSecond_keepsBothFiles() throws {
        let database = database("x.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let now = Date(timeIntervalSince1970: 0)
        try Data("one".utf8).write(to: database.url)
        let first = try database.moveAside(now: now)
        try Data("two".utf8).write(to: database.url)
        let second = try database.moveAside(now: now)
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "one")
        XCTAssertEqual(try String(contentsOf: second, encoding: .utf8), "two")
    }

    func test_aFileFromANewerApp_isTooNew_andLeftUntouched() throws {
        let database = database("newer.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        do { _ = try Store(url: database.url, schemaVersion: 99) }
        XCTAssertThrowsError(try database.open()) { error in
            let error = error as? LocalDatabaseError
            XCTAssertEqual(error?.problem, .tooNew(found: 99, supported: 1))
            XCTAssertEqual(error?.message.contains("written by a newer Demo"), true)
        }
        XCTAssertEqual(try Store(url: database.url, schemaVersion: 99).schemaVersion, 99)
    }
}
