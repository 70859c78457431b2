import XCTest
import Foundation
@testable import RxStore
#if canImport(Glibc)
import Glibc
#endif

/// Crash safety: a process killed with SIGKILL in the middle of a large write transaction
/// leaves a database that opens, reads, passes SQLite's integrity check and holds the
/// batch all in or all out, with everything committed before it intact.
///
/// The child process is this test binary itself, run with a filter that selects only
/// `test_child_writesABatch_whenSpawnedByTheCrashTests` and environment variables that
/// say which file to write and how. The child reports its progress as lines on its
/// standard output; the parent reads them through a pipe and kills the child the moment
/// the line it waits for arrives, so no step waits for a fixed time.
final class StoreCrashSafetyTests: StoreTestCase {
    private static let databaseVariable = "RXSTORE_CRASH_CHILD_DATABASE"
    private static let modeVariable = "RXSTORE_CRASH_CHILD_MODE"
    private static let marker = "rxstore-crash-child: "
    /// Records committed before the child runs.
    private static let baseline = 100
    /// The child's batch: `chunks` x `chunkSize` records in one transaction, far more
    /// than SQLite's page cache holds, so uncommitted pages spill into the WAL file.
    private static let chunks = 30
    private static let chunkSize = 1_000

    /// How the child behaves after each chunk of its batch.
    private enum Mode: String {
        /// Reports each chunk and keeps writing: the kill lands wherever it is.
        case run
        /// Reports the middle chunk, then blocks until killed: the kill is surely mid-batch.
        case pause
    }

    // MARK: The child

    func test_child_writesABatch_whenSpawnedByTheCrashTests() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment[Self.databaseVariable] else {
            throw XCTSkip("runs only as the child process the crash-safety tests start")
        }
        let mode = environment[Self.modeVariable].flatMap(Mode.init(rawValue:)) ?? .run
        let store = try Store(url: URL(fileURLWithPath: path))
        report("open")
        try store.write {
            for chunk in 0..<Self.chunks {
                let first = Self.baseline + chunk * Self.chunkSize
                try store.add((first..<(first + Self.chunkSize)).map(Self.batchRecord))
                report("chunk \(chunk)")
                if mode == .pause && chunk == Self.chunks / 2 {
                    report("paused")
                    waitToBeKilled()
                }
            }
            report("committing")
        }
        report("committed")
        // Even a child that outran the parent ends by SIGKILL, as the parent expects.
        waitToBeKilled()
    }

    /// Blocks until the parent kills this process. If the parent dies instead, its end
    /// of the stdin pipe closes, the read returns and the child exits.
    private func waitToBeKilled() -> Never {
        var byte: UInt8 = 0
        _ = read(STDIN_FILENO, &byte, 1)
        exit(1)
    }

    private static func batchRecord(_ id: Int) -> Tweet {
        Tweet(id: id, text: "batch record \(id) " + String(repeating: "x", count: 180), likes: id)
    }

    /// One progress line on standard output, written straight to the file descriptor
    /// (unbuffered), so the parent sees it before the child goes on.
    private func report(_ line: String) {
        FileHandle.standardOutput.write(Data((Self.marker + line + "\n").utf8))
    }

    // MARK: The parent

    func test_sigkillWhileTheChildIsPausedMidBatch_leavesTheBatchOut() throws {
        let url = try prepareBaseline()
        try runChild(on: url, mode: .pause, killAfter: "paused")
        // (runChild checked that the child never reported its commit.)
        let walSize = (try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int) ?? 0
        XCTAssertGreaterThan(walSize, 0, "the uncommitted batch had reached the WAL file when the child died")
        XCTAssertEqual(try verifyAllOrNothing(url), .out)
    }

    func test_sigkillWhileTheChildIsWriting_leavesTheBatchAllInOrAllOut() throws {
        let url = try prepareBaseline()
        try runChild(on: url, mode: .run, killAfter: "chunk \(Self.chunks / 3)")
        _ = try verifyAllOrNothing(url)
    }

    func test_sigkillAsTheChildCommits_leavesTheBatchAllInOrAllOut() throws {
        // The kill races with COMMIT: either outcome is right, half is never.
        for _ in 0..<3 {
            let url = try prepareBaseline()
            try runChild(on: url, mode: .run, killAfter: "committing")
            _ = try verifyAllOrNothing(url)
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        }
    }

    func test_sigkillRightAfterTheCommit_keepsTheWholeBatch() throws {
        // With synchronous=NORMAL a commit does not wait for fsync, but the WAL is in the
        // OS's hands: a killed app loses nothing it committed.
        let url = try prepareBaseline()
        try runChild(on: url, mode: .run, killAfter: "committed")
        XCTAssertEqual(try verifyAllOrNothing(url), .allIn)
    }

    /// A database file holding the committed baseline, closed again.
    private func prepareBaseline() throws -> URL {
        let url = fileURL("crash-\(UUID().uuidString).sqlite")
        let store = try Store(url: url)
        try store.add((0..<Self.baseline).map { Tweet(id: $0, text: "committed \($0)") })
        return url
    }

    /// Starts the child on `url`, reads its progress until the line `killLine`, kills it
    /// with SIGKILL and reaps it.
    private func runChild(on url: URL, mode: Mode, killAfter killLine: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["RxStoreTests.StoreCrashSafetyTests/test_child_writesABatch_whenSpawnedByTheCrashTests"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.databaseVariable] = url.path
        environment[Self.modeVariable] = mode.rawValue
        process.environment = environment
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()

        var received = ""
        let wanted = Self.marker + killLine + "\n"
        while !received.contains(wanted) {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }  // end of file: the child exited by itself
            received += String(decoding: data, as: UTF8.self)
        }
        let reached = received.contains(wanted)
        if reached { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let progress = received.split(separator: "\n").filter { $0.hasPrefix(Self.marker) }
        XCTAssertTrue(reached, "the child ended before \"\(killLine)\"; it reported \(progress)", file: file, line: line)
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "the child was not killed", file: file, line: line)
        XCTAssertEqual(process.terminationStatus, SIGKILL, file: file, line: line)
        if mode == .pause {
            XCTAssertFalse(progress.contains(Self.marker + "committed"), "the child finished its batch before the kill", file: file, line: line)
        }
    }

    private enum BatchOutcome: Equatable { case allIn, out }

    /// Reopens the file the killed child left and checks it: it opens, passes the
    /// integrity check, holds the baseline unchanged and the batch all in or not at all,
    /// and takes new writes.
    private func verifyAllOrNothing(_ url: URL, file: StaticString = #filePath, line: UInt = #line) throws -> BatchOutcome? {
        let store = try Store(url: url)
        XCTAssertEqual(try store.rows("PRAGMA integrity_check").first?["integrity_check"], .text("ok"), file: file, line: line)
        let records = try store.objects(Tweet.self).sorted(by: "id").toArray()
        XCTAssertEqual(records.prefix(Self.baseline).map(\.text), (0..<Self.baseline).map { "committed \($0)" }, "the baseline is intact", file: file, line: line)
        let batch = records.dropFirst(Self.baseline)
        let outcome: BatchOutcome?
        switch batch.count {
        case 0:
            outcome = .out
        case Self.chunks * Self.chunkSize:
            outcome = .allIn
            XCTAssertEqual(Array(batch), (Self.baseline..<(Self.baseline + batch.count)).map(Self.batchRecord), file: file, line: line)
        default:
            outcome = nil
            XCTFail("\(batch.count) of the batch's \(Self.chunks * Self.chunkSize) records survived: not all or nothing", file: file, line: line)
        }
        try store.add(Tweet(id: -1))
        XCTAssertEqual(try store.object(ofType: Tweet.self, forPrimaryKey: -1)?.id, -1, "the file takes new writes", file: file, line: line)
        return outcome
    }
}
