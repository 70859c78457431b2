import Foundation
#if canImport(Glibc)
import Glibc
#endif
import RxStore
import TestSupport
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

    // MARK: - Moving aside never deletes

    /// A damaged database with a log and an index beside it, each with its own bytes.
    private func damagedWithLog() throws -> (LocalDatabase, [String: Data]) {
        let database = database("logged.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let files = ["": garbage, "-wal": Data("committed transactions".utf8), "-shm": Data("index".utf8)]
        for (suffix, bytes) in files { try bytes.write(to: URL(fileURLWithPath: database.url.path + suffix)) }
        return (database, files)
    }

    func test_moveAside_takesTheLogAlong() throws {
        let (database, files) = try damagedWithLog()
        let moved = try database.moveAside(now: Date(timeIntervalSince1970: 0))
        for (suffix, bytes) in files {
            XCTAssertEqual(FileManager.default.contents(atPath: moved.path + suffix), bytes, suffix)
            XCTAssertFalse(FileManager.default.fileExists(atPath: database.url.path + suffix), suffix)
        }
    }

    func test_whenTheLogCannotBeMoved_nothingIsMovedAndNothingDeleted() throws {
        let (database, files) = try damagedWithLog()
        XCTAssertThrowsError(try database.moveAside(now: Date(timeIntervalSince1970: 0)) { from, to in
            guard !from.hasSuffix("-wal") else {
                errno = EXDEV
                return -1
            }
            return rename(from, to)
        }) { error in
            let error = error as? LocalDatabaseError
            guard case .cannotMoveAside(let reason)? = error?.problem else { return XCTFail("\(String(describing: error))") }
            XCTAssertTrue(reason.contains("logged.sqlite-wal could not be renamed"), reason)
            XCTAssertEqual(error?.message.contains("Nothing was moved or deleted"), true)
        }
        for (suffix, bytes) in files {
            XCTAssertEqual(FileManager.default.contents(atPath: database.url.path + suffix), bytes, "\(suffix) is back in place, whole")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).sorted(),
                       ["logged.sqlite", "logged.sqlite-shm", "logged.sqlite-wal"])
    }

    // MARK: - Not damaged: read-only, foreign

    /// Opens `database` once (with a table), makes `path` read-only, and checks the next
    /// open is a permissions problem whose reason mentions `reasonPart`.
    private func assertReadOnlyProblem(_ database: LocalDatabase, after path: URL, reasonPart: String,
                                       file: StaticString = #filePath, line: UInt = #line) throws {
        try database.open().execute("CREATE TABLE kept (x)")
        try makeReadOnly(path, for: self)
        XCTAssertThrowsError(try database.open(), file: file, line: line) { error in
            let error = error as? LocalDatabaseError
            guard case .readOnly(let reason)? = error?.problem else { return XCTFail("\(String(describing: error))", file: file, line: line) }
            XCTAssertTrue(reason.contains(reasonPart), reason, file: file, line: line)
            XCTAssertEqual(error?.canStartFresh, false, file: file, line: line)
            XCTAssertEqual(error?.message.contains("Nothing is wrong with its data"), true, file: file, line: line)
        }
    }

    func test_aReadOnlyDatabase_isAPermissionsProblem_notDamage() throws {
        let database = database("readonly.sqlite")
        try assertReadOnlyProblem(database, after: database.url, reasonPart: "the file is read-only")
    }

    func test_aReadOnlyDirectory_isAPermissionsProblem_notDamage() throws {
        try assertReadOnlyProblem(database("indir.sqlite"), after: dataDirectory, reasonPart: "directory")
    }

    /// A data directory that cannot be tightened (immutable, or another owner's) said
    /// "(The operation could not be completed. Operation not permitted)": Foundation's
    /// wording around the system's. The reason is now the system's alone.
    func test_aDirectoryThatCannotBeChanged_saysWhyInTheSystemsWords() {
        XCTAssertEqual(LocalDatabaseError.problem(for: POSIXError(.EPERM)),
                       .readOnly(reason: "its directory cannot be changed (Operation not permitted)"))
        XCTAssertEqual(LocalDatabaseError.problem(for: POSIXError(.EROFS)),
                       .readOnly(reason: "its directory cannot be changed (Read-only file system)"))
    }

    func test_aForeignSQLiteFile_isRefused_leftUntouched_andNeverOfferedToBeMoved() throws {
        let database = database("foreign.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        do {
            let other = try Store(url: database.url)
            try other.execute("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)")
            try other.execute("INSERT INTO moz_places (url) VALUES ('https://example.com')")
        }
        let before = try Data(contentsOf: database.url)
        XCTAssertThrowsError(try database.open()) { error in
            let error = error as? LocalDatabaseError
            guard case .foreign(let reason)? = error?.problem else { return XCTFail("\(String(describing: error))") }
            XCTAssertTrue(reason.contains("moz_places"), reason)
            XCTAssertEqual(error?.canStartFresh, false)
            XCTAssertEqual(error?.message.contains("another program's SQLite database"), true)
        }
        XCTAssertEqual(try Data(contentsOf: database.url), before, "not a byte changed")
    }

    func test_aFileCarryingAnotherApplicationID_isForeign() throws {
        let url = dataDirectory.appendingPathComponent("other-app.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        do { _ = try Store(configuration: .file(url, schemaVersion: 1, applicationID: 0x0102_0304)) }
        let database = LocalDatabase(url: url, schemaVersion: 1, applicationID: 0x4445_4D4F, kind: "item database", appName: "Demo")
        XCTAssertThrowsError(try database.open()) { error in
            guard case .foreign? = (error as? LocalDatabaseError)?.problem else { return XCTFail("\(error)") }
        }
        let ours = LocalDatabase(url: dataDirectory.appendingPathComponent("ours.sqlite"), schemaVersion: 1, applicationID: 0x4445_4D4F,
                                 kind: "item database", appName: "Demo")
        _ = try ours.open()
        XCTAssertNoThrow(try ours.open(), "its own mark is recognised")
    }

    // MARK: - --fresh

    /// A context whose stderr goes to a file, read back by `stderr()`.
    private func context() throws -> (AppContext, () -> String) {
        let log = dataDirectory.deletingLastPathComponent().appendingPathComponent("stderr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        addTeardownBlock { close(fd) }
        let app = AppContext(name: "demo", environment: [:], frontEnd: .plain, errorOutput: StandardStream(descriptor: fd))
        return (app, { (try? String(contentsOf: log, encoding: .utf8)) ?? "" })
    }

    func test_fresh_onAHealthyDatabase_keepsIt_andSaysSo() throws {
        let database = database("healthy.sqlite")
        do { try database.open().execute("CREATE TABLE position (id)") }
        let (app, stderr) = try context()
        try app.startFresh(database)
        XCTAssertTrue(stderr().contains("is not damaged, so it was kept"), stderr())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).filter { $0.contains(".corrupt-") }, [])
        XCTAssertEqual(try database.open().rows("SELECT name FROM sqlite_master WHERE name = 'position'").count, 1)
    }

    func test_fresh_onADamagedDatabase_movesItAside() throws {
        let database = database("damaged.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        try garbage.write(to: database.url)
        let (app, stderr) = try context()
        try app.startFresh(database)
        XCTAssertTrue(stderr().contains("moved the damaged"), stderr())
        XCTAssertFalse(FileManager.default.fileExists(atPath: database.url.path))
        XCTAssertNoThrow(try database.open())
    }

    func test_aPlainRun_overADamagedDatabase_warnsOnce_runsOverAnEmptyStore_andLeavesTheFile() throws {
        let database = database("damaged-pipe.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        try garbage.write(to: database.url)
        let (app, stderr) = try context()
        let store = try app.openForPlainRun(database)
        try store.execute("CREATE TABLE t (x)")
        try store.execute("INSERT INTO t VALUES (1)")
        XCTAssertEqual(try store.rows("SELECT x FROM t").count, 1, "the run has a store to write to")
        let said = stderr()
        XCTAssertEqual(said.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, said)
        XCTAssertTrue(said.contains("warning: the item database \(database.url.path) is damaged"), said)
        XCTAssertTrue(said.contains("--fresh"), said)
        XCTAssertEqual(try Data(contentsOf: database.url), garbage, "the file is left as it was")
    }

    func test_fresh_neverMovesAForeignDatabase() throws {
        let database = database("foreign2.sqlite")
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        do { try Store(url: database.url).execute("CREATE TABLE theirs (x)") }
        let (app, _) = try context()
        try app.startFresh(database)
        XCTAssertTrue(FileManager.default.fileExists(atPath: database.url.path))
        XCTAssertThrowsError(try app.openForPlainRun(database))
    }

    // MARK: - Clean exit

    func test_theExitCheckpoint_emptiesTheLog_intoTheFile() throws {
        let database = database("logged-exit.sqlite")
        let store = try database.open()
        try store.execute("CREATE TABLE t (x)")
        try store.write { for index in 0..<200 { try store.execute("INSERT INTO t VALUES (?)", index) } }
        let wal = database.url.path + "-wal"
        XCTAssertGreaterThan((try FileManager.default.attributesOfItem(atPath: wal)[.size] as? NSNumber)?.intValue ?? 0, 0,
                             "the commits are in the log while the store is open")
        ExitCheckpoints.checkpointAll()
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: wal)[.size] as? NSNumber)?.intValue, 0)
        let copy = dataDirectory.appendingPathComponent("copy.sqlite")
        try FileManager.default.copyItem(at: database.url, to: copy)
        XCTAssertEqual(try Store(url: copy, schemaVersion: 1).rows("SELECT count(*) AS n FROM t").first?["n"], .integer(200), "the file alone holds them")
    }
}
