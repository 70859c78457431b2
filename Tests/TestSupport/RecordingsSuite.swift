import Foundation
import LoopbackHTTP
import Synchronization
import XCTest

/// The recordings suite: every test that reads the team's recorded answers of real
/// services (`shared/fixtures/<collection>` beside the checkout, or beside a folder above
/// it). The recordings hold other people's text, so they stay outside the repository; a
/// clone on its own has none, and everything else is tested on data of our own writing.
///
/// A test joins the suite by calling ``require(_:file:line:)`` before it reads a recording
/// (in `setUpWithError` when every test of the class needs them; the fixture helpers such
/// as `PackagePaths.requireFixtures`, `GitHubFixtures`, `BlueskyFixtures` call it for you).
/// With the recordings there it returns their folder. Without them:
/// - under CI (`CI` set to `true` or `1`) the test FAILS: CI always has the recordings, so
///   the suite can never pass there by not running;
/// - anywhere else the test is skipped (`XCTSkip`), and the run ends with one notice
///   saying that the recordings suite did not run and how to get it.
///
/// Thread-safe: the state below is behind a `Mutex`.
public enum RecordingsSuite {
    /// The `shared/fixtures` folder holding every one of `collections` (such as
    /// `"twitter"` or `"open-meteo", "openweathermap"`): the one call that makes a test
    /// part of the recordings suite.
    ///
    /// - Throws: `XCTSkip` when a collection is missing on a developer's machine; on CI it
    ///   records a failure and throws `PackagePaths.MissingFixtures`.
    public static func require(_ collections: String..., file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try require(collections, file: file, line: line)
    }

    /// `shared/fixtures/<collection>`, found by ``require(_:file:line:)``.
    public static func directory(_ collection: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        try require([collection], file: file, line: line).appendingPathComponent(collection, isDirectory: true)
    }

    /// Whether this run is CI's, which must run the suite: `CI` is `true` or `1`.
    public static var isRequiredByEnvironment: Bool {
        ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")
    }

    /// Where a checkout looks for the recordings, for messages.
    static let expectedLocation = PackagePaths.root.deletingLastPathComponent().appendingPathComponent("shared/fixtures").path

    /// ``require(_:file:line:)`` for a list (the forms above and `PackagePaths`' call it).
    static func require(_ collections: [String], file: StaticString, line: UInt) throws -> URL {
        let found = collections.map { SharedFixtures.directory($0, near: PackagePaths.root.appendingPathComponent("Package.swift").path) }
        let missing = zip(collections, found).filter { $0.1 == nil }.map(\.0)
        let root = found.first.flatMap { $0 }?.deletingLastPathComponent()
        RecordingsSuiteReport.shared.noteTest(missing: missing, root: root)
        guard missing.isEmpty, let root else {
            let problem = PackagePaths.MissingFixtures(collections: missing)
            if isRequiredByEnvironment {
                XCTFail("\(problem.description); CI=true requires the recordings suite", file: file, line: line)
                throw problem
            }
            throw XCTSkip("recordings suite not run: \(problem.description)", file: file, line: line)
        }
        return root
    }
}

/// Counts the tests of the recordings suite and, when the XCTest run ends, says once
/// whether the suite ran: on a machine without the recordings, that it did not and how to
/// get it. Registered with XCTest by the first test that asks for recordings.
final class RecordingsSuiteReport: XCTestObservation, Sendable {
    static let shared = RecordingsSuiteReport()

    private struct State {
        var registered = false
        var askedInThisTest = false
        var missingInThisTest = false
        var ran = 0
        var skipped = 0
        var missing: Set<String> = []
        var root: URL?
    }

    private let state = Mutex(State())

    /// A test asked for recordings; `missing` are the collections it did not find.
    func noteTest(missing: [String], root: URL?) {
        let register = state.withLock { state -> Bool in
            state.askedInThisTest = true
            if !missing.isEmpty { state.missingInThisTest = true }
            state.missing.formUnion(missing)
            if state.root == nil { state.root = root }
            defer { state.registered = true }
            return !state.registered
        }
        // Outside the lock: XCTest calls the observer back.
        if register { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        state.withLock { state in
            guard state.askedInThisTest else { return }
            if state.missingInThisTest { state.skipped += 1 } else { state.ran += 1 }
            state.askedInThisTest = false
            state.missingInThisTest = false
        }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        let message = state.withLock { state in
            RecordingsSuiteReport.message(ran: state.ran, skipped: state.skipped, missing: state.missing.sorted(), root: state.root)
        }
        print(message)
        fflush(nil)  // every stream: XCTest prints through the same buffer
    }

    /// The closing notice.
    static func message(ran: Int, skipped: Int, missing: [String], root: URL?) -> String {
        guard skipped > 0 else {
            return "Recordings suite: \(ran) tests ran on the recordings in \(root?.path ?? RecordingsSuite.expectedLocation)."
        }
        let ranToo = ran > 0 ? " (\(ran) tests found theirs and ran)" : ""
        return """

            ══ Recordings suite NOT RUN: \(skipped) tests were skipped\(ranToo). ══
            They replay recorded answers of real services, kept outside the repository in
            shared/fixtures beside the checkout; missing here: \(missing.joined(separator: ", ")).
            To run them, put the team's shared/fixtures folder at \(RecordingsSuite.expectedLocation)
            (or in a shared/ beside any folder above the checkout) and run `swift test` again.
            CI (CI=true) always has it and fails when it is missing.
            """
    }
}
