import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TestSupport
import XCTest

/// The real `tweetie` writing where it cannot: a full disk is a message and status 1
/// (it used to trap inside FileHandle.write, status 132); a reader that went away ends it
/// quietly; whatever it says on stderr is sanitized.
final class OutputFailureEndToEndTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("tweetie-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: home)
        super.tearDown()
    }

    private var environment: [String: String] {
        ["XDG_DATA_HOME": home.appendingPathComponent("data").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
         "HOME": home.path, "PATH": "/usr/bin:/bin"]
    }

    private func run(_ arguments: [String], stdout: ChildProcess.Destination) throws -> ChildProcess {
        try ChildProcess.run(try PackagePaths.builtProduct(named: "tweetie").path, arguments, environment: environment, standardOutput: stdout)
    }

    func test_aFullDisk_text_json_andHelp_sayWhy_andExit1() throws {
        for arguments in [[], ["--json"], ["--help"]] {
            let run = try run(arguments, stdout: .file("/dev/full"))
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("tweetie: cannot write the output: No space left on device."), "\(arguments): \(run.stderr)")
        }
    }

    func test_aClosedPipe_endsQuietly() throws {
        for arguments in [[], ["--json"], ["--help"]] {
            var ends: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&ends), 0)
            close(ends[0])
            let run = try run(arguments, stdout: .descriptor(ends[1]))
            close(ends[1])
            XCTAssertTrue([0, 141].contains(run.status), "\(arguments): status \(run.status), \(run.stderr)")
            XCTAssertEqual(run.stderr, "", "\(arguments)")
        }
    }

    func test_errorLines_areSanitized() throws {
        let hostile = "--list=\u{1B}]0;pwned\u{7}evil\u{2028}line/\u{1B}[2Jslug"
        let run = try run([hostile], stdout: .file("/dev/null"))
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertFalse(run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x2028 }, run.stderr)
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "one line: \(run.stderr)")
        XCTAssertTrue(run.stderr.hasPrefix("tweetie: "), run.stderr)
    }
}
