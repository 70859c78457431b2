import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// The real `tweetie` and its files: `--fresh` moves only a damaged database, the data
/// directory is private, and a run leaves no write-ahead log behind.
final class LocalDataEndToEndTests: XCTestCase {
    private var home: URL!
    private var dataDirectory: URL { home.appendingPathComponent("data/tweetie") }
    private var database: URL { dataDirectory.appendingPathComponent("demo-rxmvvm-reactive-swift.sqlite") }

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
        super.tearDown()
    }

    private func runTweetie(_ arguments: [String] = []) throws -> ChildProcess {
        try ChildProcess.run(try PackagePaths.builtProduct(named: "tweetie").path, arguments, environment: [
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "HOME": home.path, "PATH": "/usr/bin:/bin",
        ])
    }

    private func asideFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dataDirectory.path).filter { $0.contains(".corrupt-") }
    }

    func test_fresh_onAHealthyDatabase_keepsIt_andSaysSo() throws {
        XCTAssertEqual(try runTweetie().status, 0)
        let before = try Data(contentsOf: database)
        let run = try runTweetie(["--fresh"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("is not damaged, so it was kept"), run.stderr)
        XCTAssertEqual(try asideFiles(), [])
        XCTAssertEqual(try Data(contentsOf: database).count, before.count)
    }

    func test_fresh_onADamagedDatabase_movesItAside_andStartsFresh() throws {
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: database)
        let run = try runTweetie(["--fresh"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("moved the damaged"), run.stderr)
        let aside = try asideFiles()
        XCTAssertEqual(aside.count, 1)
        XCTAssertEqual(try Data(contentsOf: dataDirectory.appendingPathComponent(aside[0])), garbage)
    }

    func test_aPipe_overADamagedDatabase_printsWhatItFetched_warnsOnce_andLeavesTheFile() throws {
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: database)
        let run = try runTweetie()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("@kenji_obs"), "the demo's posts are printed:\n\(run.stdout)")
        XCTAssertEqual(run.stderr.components(separatedBy: "is damaged").count - 1, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("--fresh"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: database), garbage, "left for --fresh")
        XCTAssertEqual(try asideFiles(), [])
    }

    func test_anOpenDataDirectory_isMadePrivate() throws {
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(dataDirectory.path, 0o755), 0)
        XCTAssertEqual(try runTweetie().status, 0)
        let mode = (try FileManager.default.attributesOfItem(atPath: dataDirectory.path)[.posixPermissions] as? NSNumber)?.intValue
        XCTAssertEqual(mode, 0o700)
    }

    func test_theDemosPlainOutput_saysItIsDemoData() throws {
        for arguments in [[], ["--json"]] {
            let run = try runTweetie(arguments)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stderr, "tweetie: Demo data: made-up tweets, not a real list.\n", "\(arguments)")
        }
    }

    func test_aRun_leavesNoWriteAheadLogBehind() throws {
        XCTAssertEqual(try runTweetie().status, 0)
        let wal = database.path + "-wal"
        let size = (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? NSNumber)?.intValue ?? 0
        XCTAssertEqual(size, 0, "the log was checkpointed into the file at exit")
    }
}
