import XCTest
import Foundation
@testable import RxStore

final class StoreOpeningTests: StoreTestCase {
    func test_file_isOpenedInWALModeWithForeignKeys() throws {
        let store = try Store(url: fileURL())
        XCTAssertEqual(try store.rows("PRAGMA journal_mode").first?["journal_mode"], .text("wal"))
        XCTAssertEqual(try store.rows("PRAGMA foreign_keys").first?["foreign_keys"], .integer(1))
    }

    func test_fileOfRandomBytes_givesNotADatabase() throws {
        let url = fileURL("random.sqlite")
        var generator = SystemRandomNumberGenerator()
        try Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: url)
        assertThrows(.notADatabase(path: url.path)) { _ = try Store(url: url) }
    }

    func test_databaseWithDamagedPages_givesCorruptOrNotADatabase() throws {
        let url = fileURL()
        do {
            // Closing the last connection checkpoints the WAL into the file.
            let store = try Store(url: url)
            try store.add((1...500).map { Tweet(id: $0, text: String(repeating: "x", count: 200)) })
        }
        var bytes = try Data(contentsOf: url)
        for index in 4096..<min(bytes.count, 4096 * 6) { bytes[index] = 0x5A }
        try bytes.write(to: url)
        do {
            let store = try Store(url: url)
            _ = try store.objects(Tweet.self).toArray()
            XCTFail("a damaged file was read without error")
        } catch let error as StoreError {
            switch error {
            case .corrupt(let path), .notADatabase(let path): XCTAssertEqual(path, url.path)
            default: XCTFail("unexpected \(error)")
            }
            XCTAssertTrue(error.description.contains("deleting"), error.description)
        }
    }

    func test_missingDirectory_givesCannotOpen() {
        let url = directory.appendingPathComponent("missing/dir/store.sqlite")
        XCTAssertThrowsError(try Store(url: url)) { error in
            guard case StoreError.cannotOpen(let path, _)? = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, url.path)
        }
    }

    func test_migrations_runInOrderFromTheFilesVersion() throws {
        let url = fileURL()
        do {
            let store = try Store(url: url, schemaVersion: 1)
            try store.execute("CREATE TABLE Log (line TEXT)")
            try store.execute("INSERT INTO Log VALUES (?)", "v1")
        }
        let migrations = [
            Store.Migration(version: 3) { try $0.execute("INSERT INTO Log VALUES (?)", "to3") },
            Store.Migration(version: 2) { try $0.execute("INSERT INTO Log VALUES (?)", "to2") },
            Store.Migration(version: 1) { try $0.execute("INSERT INTO Log VALUES (?)", "never") },
        ]
        let store = try Store(url: url, schemaVersion: 3, migrations: migrations)
        XCTAssertEqual(try store.schemaVersion, 3)
        XCTAssertEqual(try store.rows("SELECT line FROM Log ORDER BY rowid").compactMap { $0["line"] }, [.text("v1"), .text("to2"), .text("to3")])
    }

    func test_failingMigration_leavesTheFileAtItsOldVersion() throws {
        struct Failure: Error {}
        let url = fileURL()
        try Store(url: url, schemaVersion: 1).add(Tweet(id: 1))
        XCTAssertThrowsError(try Store(url: url, schemaVersion: 2, migrations: [
            Store.Migration(version: 2) { store in
                try store.deleteAll(Tweet.self)
                throw Failure()
            },
        ]))
        let store = try Store(url: url, schemaVersion: 1)
        XCTAssertEqual(try store.schemaVersion, 1)
        XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 1)
    }

    func test_fileFromANewerSchema_givesSchemaTooNewAndIsUntouched() throws {
        let url = fileURL()
        try Store(url: url, schemaVersion: 5).add(Tweet(id: 1))
        assertThrows(.schemaTooNew(found: 5, supported: 4)) { _ = try Store(url: url, schemaVersion: 4) }
        XCTAssertEqual(try Store(url: url, schemaVersion: 5).objects(Tweet.self).toArray().count, 1)
    }

    func test_errorDescriptions_sayWhatToDo_withoutValues() {
        XCTAssertTrue(StoreError.notADatabase(path: "/x").description.contains("Start fresh by deleting"))
        XCTAssertTrue(StoreError.schemaTooNew(found: 3, supported: 2).description.contains("newer version"))
        XCTAssertTrue(StoreError.lockedTooLong.description.contains("Try again"))
    }

    func test_lockedByAnotherConnection_givesLockedTooLong() throws {
        let url = fileURL()
        let store = try Store(configuration: .init(location: .file(url), busyTimeout: 0.05))
        try store.add(Tweet(id: 1))
        let other = try Store(configuration: .init(location: .file(url), busyTimeout: 0.05))
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let thread = Thread {
            try? other.write {
                try other.add(Tweet(id: 2))
                entered.signal()
                release.wait()
            }
        }
        thread.start()
        entered.wait()
        assertThrows(.lockedTooLong) { try store.add(Tweet(id: 3)) }
        release.signal()
    }
}

final class StoreMemoryMapTests: StoreTestCase {
    func test_memoryMapSize_isSetOnTheWriterAndTheReaders_whichSeeEachOthersCommits() throws {
        var configuration = Store.Configuration.file(fileURL())
        configuration.memoryMapSize = 1 << 20
        let store = try Store(configuration: configuration)
        let mapped = StoreValue.integer(1 << 20)
        XCTAssertEqual(try store.read { try store.rows("PRAGMA mmap_size").first?["mmap_size"] }, mapped)
        XCTAssertEqual(try store.write { try store.rows("PRAGMA mmap_size").first?["mmap_size"] }, mapped)
        try store.add((1...300).map { Tweet(id: $0, text: String(repeating: "m", count: 100)) })
        XCTAssertEqual(try store.objects(Tweet.self).toArray().count, 300)
        try store.write { try store.execute("DELETE FROM Tweet WHERE id > 100") }
        XCTAssertEqual(try store.read { try store.objects(Tweet.self).sorted(by: "id").toArray().map(\.id) }, Array(1...100))
    }

    func test_memoryMapSize_isOffByDefault() throws {
        let store = try Store(url: fileURL())
        XCTAssertEqual(try store.read { try store.rows("PRAGMA mmap_size").first?["mmap_size"] }, .integer(0))
    }
}
